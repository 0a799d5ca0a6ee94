/** A session counts as expired 60 s after expires_at. */
const SESSION_EXPIRY_MARGIN_SECONDS = 60;

/**
 * Expired if expires_at (seconds since epoch) is more than 60 s in the past.
 * No session counts as expired; a session without expires_at is not expired.
 */
export function isSessionExpired(
  session: { expiresAt?: number | null } | null | undefined,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  if (!session) return true;
  if (session.expiresAt == null) return false;
  return session.expiresAt < nowSeconds - SESSION_EXPIRY_MARGIN_SECONDS;
}

/** Sessions last 7 days from their last refresh (better-auth's expiresIn). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
/** A session in use is extended once it is a day old (better-auth's updateAge). */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/**
 * When (seconds since epoch) a session becomes due for extension: better-auth extends it on a
 * get-session call once it is updateAge old, i.e. when expiresAt − expiresIn + updateAge has passed.
 * Before the expiry margin, whichever comes first.
 */
export function sessionRefreshDueAt(expiresAt: number): number {
  return Math.min(
    expiresAt - SESSION_EXPIRES_IN_SECONDS + SESSION_UPDATE_AGE_SECONDS,
    expiresAt - SESSION_EXPIRY_MARGIN_SECONDS,
  );
}
