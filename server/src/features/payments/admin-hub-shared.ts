import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#server/lib/errors';

/**
 * Shared bits of the subscriptions, payees and admin hub parts of payments (issue 17, subs-hub): a person's
 * shown name in SQL and keyset cursors over (created_at desc, id desc).
 */

/** The name a person is shown by: display name, else first and last name, else the account name. */
export function personNameSql(userAlias: string, profileAlias: string): SQL<string> {
  return sql<string>`coalesce(nullif(${sql.raw(profileAlias)}.display_name, ''),
    nullif(trim(coalesce(${sql.raw(profileAlias)}.first_name, '') || ' ' || coalesce(${sql.raw(profileAlias)}.last_name, '')), ''),
    ${sql.raw(userAlias)}.name)`;
}

export interface Keyset {
  createdAt: string;
  id: string;
}

export function encodeCursor(createdAt: Date | string, id: string): string {
  const at = createdAt instanceof Date ? createdAt.toISOString() : new Date(createdAt).toISOString();
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** A cursor from encodeCursor, or 400 badCursor-free `invalidInput` when it was tampered with. */
export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string') throw new Error('cursor');
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('cursor');
    return { createdAt, id };
  } catch {
    throw AppError.of(400, 'invalidInput');
  }
}

/** `(alias.created_at, alias.id) < (cursor)` for a page after the cursor, or true. */
export function afterCursor(alias: string, keyset: Keyset | null): SQL {
  if (!keyset) return sql`true`;
  return sql`(${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${keyset.createdAt}::timestamptz, ${keyset.id}::uuid)`;
}

export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
