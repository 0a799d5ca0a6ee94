import { sql, type SQL } from 'drizzle-orm';

/** The name a team page or a registration shows for a person (profile alias given): 'First Last', else display name or @handle. */
export function displayNameSql(alias: string): SQL {
  const p = sql.raw(alias);
  return sql`coalesce(nullif(trim(coalesce(${p}.first_name, '') || ' ' || coalesce(${p}.last_name, '')), ''), nullif(${p}.display_name, ''), '@' || ${p}.handle, 'Angler')`;
}
