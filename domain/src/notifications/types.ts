/** Notification types; others render with a default icon. */
export const NOTIFICATION_TYPES = [
  'like',
  'reel_like',
  'catch_like',
  'comment',
  'reel_comment',
  'follow',
  'mention',
  'collaborator_invite',
  'comment_reply',
  'catch_rejected',
  'catch_resubmit',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types a person can switch on/off (in-app and e-mail) at /notification-preferences. */
export const PREFERENCE_TYPES = [
  'like',
  'comment',
  'follow',
  'mention',
] as const satisfies readonly NotificationType[];
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

/** Defaults when a person has not chosen: everything in-app; e-mail digest for follows and mentions. */
export const DEFAULT_PREFERENCES: Record<PreferenceType, { inApp: boolean; email: boolean }> = {
  like: { inApp: true, email: false },
  comment: { inApp: true, email: false },
  follow: { inApp: true, email: true },
  mention: { inApp: true, email: true },
};

/** The preference a type obeys: a reply to your comment is a comment; every other type is its own. */
export function preferenceTypeOf(type: string): string {
  return type === 'comment_reply' ? 'comment' : type;
}
