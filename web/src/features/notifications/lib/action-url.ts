import { PAGES } from '#web/lib/pages';

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

/** A moderation decision about the person: it opens their account standing, where they can appeal it. */
const STANDING_TYPES: ReadonlySet<string> = new Set([
  'moderation_warning',
  'content_hidden',
  'content_removed',
  'strike_received',
  'account_suspended',
  'content_restored',
  'appeal_reversed',
  'appeal_upheld',
]);

/** Where opening a notification leads: a decision about me opens my account standing, the rest their own link. */
export function notificationPath(
  notification: { type: string; actionUrl: string | null },
  origin: string = window.location.origin,
): string | null {
  if (STANDING_TYPES.has(notification.type)) return PAGES.accountStanding.path;
  return internalPath(notification.actionUrl, origin);
}
