import { sql, type SQL } from 'drizzle-orm';

/**
 * A row count written into the statement's text instead of sent as a parameter. PostgreSQL costs a prepared
 * statement's generic plan for an unknown LIMIT as a tenth of the rows, so with `limit $n` it never trusts the
 * cached plan and plans again on every execution (a custom plan; as costly as running a page query). With the
 * number in the text the generic plan is as good and is reused from the sixth execution on. Statements are
 * prepared per text, so keep the values few (page sizes, fixed bounds), never something like an offset.
 */
export function limitOf(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return sql.raw(String(count));
}
