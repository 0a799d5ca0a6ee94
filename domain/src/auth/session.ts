/** Spec §9: a session counts as expired 60 s after expires_at. */
export const SESSION_EXPIRY_MARGIN_SECONDS = 60;

/**
 * Spec §4: expired if expires_at (seconds since epoch) is more than 60 s in the past.
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
