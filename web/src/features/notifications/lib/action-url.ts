/**
 * Where a notification leads inside the app: a same-origin path, or null. Anything else (another site,
 * javascript:, protocol-relative) is never followed.
 */
export function internalPath(
  actionUrl: string | null,
  origin: string = window.location.origin,
): string | null {
  if (!actionUrl) return null;
  if (actionUrl.startsWith('/') && !actionUrl.startsWith('//') && !actionUrl.startsWith('/\\'))
    return actionUrl;
  try {
    const url = new URL(actionUrl);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
