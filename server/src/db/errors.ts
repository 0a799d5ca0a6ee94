/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether an error is PostgreSQL refusing a duplicate. pg and PGlite throw it with `code` '23505'; drizzle
 * wraps the driver's error in a DrizzleQueryError whose `cause` carries the code, so both are looked at.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}
