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
  'catch_approved',
  'registration_confirmed',
  'team_member_joined',
  'event_tomorrow',
  'top_three_entered',
  'top_three_left',
  'report_actioned',
  'report_dismissed',
  'moderation_warning',
  'content_hidden',
  'content_removed',
  'account_suspended',
  'strike_received',
  'content_restored',
  'appeal_reversed',
  'appeal_upheld',
  // Groups (issue 16)
  'group_join_request',
  'group_request_approved',
  'group_post',
  // Community events and calendar (events-server)
  'community_event_created',
  'community_event_updated',
  'community_event_cancelled',
  // Forums (issue 16)
  'forum_reply',
  'forum_mention',
  'forum_answer_accepted',
  // Payments (issue 17)
  'payment_succeeded',
  'payment_failed',
  'hold_expired',
  'refund_issued',
  'refund_failed',
  'dispute_opened',
  'dispute_closed',
  'payout_paid',
  'payout_failed',
  'subscription_changed',
  // Charters and the booking hub (issue 18)
  'charter_request',
  'charter_request_answered',
  'charter_request_expired',
  'charter_booking_confirmed',
  'charter_booking_cancelled',
  'charter_booking_rescheduled',
  'charter_booking_completed',
  'charter_trip_reminder',
  'charter_review_received',
  'charter_review_reply',
  'charter_listing_reviewed',
  // Achievements (issue 19)
  'achievement_unlocked',
  // Scheduled posts (issue 19): always delivered, as it is about the person's own post
  'scheduled_post_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The types a person can switch on/off (in-app and e-mail) at /notification-preferences. A preference may be a
 * group of notification types (preferenceTypeOf); `message` is direct messages (the unread-message e-mail).
 */
export const PREFERENCE_TYPES = [
  'like',
  'comment',
  'follow',
  'mention',
  'message',
  'registration',
  'team',
  'catch_review',
  'event_reminder',
  'standings',
  // Groups (issue 16): join requests, approvals and new posts of groups set to 'all'
  'group',
  // Community events and calendar (events-server)
  'events',
  // Forums (issue 16)
  'forum',
  // Payments (issue 17): receipts, refunds, disputes, payouts, subscriptions
  'payments',
  // Charters and the booking hub (issue 18): requests, bookings, reminders, reviews, listing decisions
  'charters',
] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

/**
 * Defaults when a person has not chosen: everything in-app; e-mail for follows, mentions, messages and what a
 * tournament tells you (registration, catch reviews, the day-before reminder), not for standings or team joins.
 */
export const DEFAULT_PREFERENCES: Record<PreferenceType, { inApp: boolean; email: boolean }> = {
  like: { inApp: true, email: false },
  comment: { inApp: true, email: false },
  follow: { inApp: true, email: true },
  mention: { inApp: true, email: true },
  message: { inApp: true, email: true },
  registration: { inApp: true, email: true },
  team: { inApp: true, email: false },
  catch_review: { inApp: true, email: true },
  event_reminder: { inApp: true, email: true },
  standings: { inApp: true, email: false },
  // Groups (issue 16)
  group: { inApp: true, email: false },
  // Community events and calendar (events-server)
  events: { inApp: true, email: false },
  // Forums (issue 16)
  forum: { inApp: true, email: false },
  // Payments (issue 17): money is always worth an e-mail
  payments: { inApp: true, email: true },
  // Charters (issue 18): a booking is worth an e-mail
  charters: { inApp: true, email: true },
};

/** The preference group of the types that do not obey a preference of their own name. */
const PREFERENCE_GROUPS: Record<string, PreferenceType> = {
  comment_reply: 'comment',
  registration_confirmed: 'registration',
  team_member_joined: 'team',
  catch_approved: 'catch_review',
  catch_rejected: 'catch_review',
  catch_resubmit: 'catch_review',
  event_tomorrow: 'event_reminder',
  top_three_entered: 'standings',
  top_three_left: 'standings',
  // Groups (issue 16)
  group_join_request: 'group',
  group_request_approved: 'group',
  group_post: 'group',
  // Community events and calendar (events-server)
  community_event_created: 'events',
  community_event_updated: 'events',
  community_event_cancelled: 'events',
  // Forums (issue 16)
  forum_reply: 'forum',
  forum_mention: 'forum',
  forum_answer_accepted: 'forum',
  // Payments (issue 17)
  payment_succeeded: 'payments',
  payment_failed: 'payments',
  hold_expired: 'payments',
  refund_issued: 'payments',
  refund_failed: 'payments',
  dispute_opened: 'payments',
  dispute_closed: 'payments',
  payout_paid: 'payments',
  payout_failed: 'payments',
  subscription_changed: 'payments',
  // Charters (issue 18)
  charter_request: 'charters',
  charter_request_answered: 'charters',
  charter_request_expired: 'charters',
  charter_booking_confirmed: 'charters',
  charter_booking_cancelled: 'charters',
  charter_booking_rescheduled: 'charters',
  charter_booking_completed: 'charters',
  charter_trip_reminder: 'charters',
  charter_review_received: 'charters',
  charter_review_reply: 'charters',
  charter_listing_reviewed: 'charters',
};

/**
 * The preference a type obeys: a reply to your comment is a comment, a judge's decision on a catch is a catch
 * review, entering or leaving the top three is standings; every other type is its own.
 */
export function preferenceTypeOf(type: string): string {
  return PREFERENCE_GROUPS[type] ?? type;
}
