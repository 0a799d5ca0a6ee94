import { AppError } from '#server/lib/errors';

/** A keyset position: the list's sort timestamp (PostgreSQL text, microseconds) and the row id. */
export interface Cursor {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients; timestamps keep PostgreSQL's microseconds, so no two rows ever compare equal by accident. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** 400 for a cursor this server did not write. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !AT.test(at) || !UUID.test(id)) throw AppError.of(400, 'invalidInput');
  return { at, id };
}
