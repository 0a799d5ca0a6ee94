/**
 * The `?redirect=` target after sign-in, only when it is a path on this site: an absolute URL, a
 * protocol-relative `//host` or a backslash trick would let a link send a fresh session elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  // Never bounce back into the sign-in pages themselves.
  if (value === '/auth' || value.startsWith('/auth/')) return fallback;
  return value;
}

/** Where to go after sign-in: `?redirect=` (what the route guard sets) or `?next=`, when safe; else home. */
export function redirectTargetOf(params: URLSearchParams, fallback = '/'): string {
  return safeRedirect(params.get('redirect') ?? params.get('next'), fallback);
}
