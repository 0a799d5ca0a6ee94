import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Notification } from '@tightlines/domain/notifications/contract';
import { isPayloadType, type PayloadType } from '@tightlines/domain/notifications/payload';
import { bidiIsolate } from '#web/lib/format/bidi';
import { formatDate } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import { fullTime } from '#web/lib/format/time';
import { useSpeciesName } from '#web/lib/species-name';

type Renderable = Pick<Notification, 'type' | 'params' | 'title' | 'message'> & {
  actor?: Notification['actor'];
};

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/**
 * A notification's title and message in the reader's language, from its type and params
 * (notifications:kinds.<type>). Names, quotes and reasons are what people wrote: they stay as written, isolated so
 * a name in one script cannot reorder a sentence in another. Notifications from before params show their stored text.
 */
export function renderNotification(
  t: TFunction<'notifications'>,
  language: string,
  notification: Renderable,
  speciesName: (stored: string) => string = (stored) => stored,
): { title: string; message: string } {
  const { type } = notification;
  const params =
    notification.params && typeof notification.params.species === 'string'
      ? { ...notification.params, species: speciesName(notification.params.species) }
      : notification.params;
  if (!params || !isPayloadType(type))
    return { title: notification.title || t('kinds.fallback'), message: notification.message ?? '' };
  const own = (value: string) => bidiIsolate(value, language);
  const values = {
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, own(text(value))])),
    actorName: own(text(params.actorName) || notification.actor?.fullName || t('kinds.someone')),
  };
  const quote = text(params.excerpt);
  switch (type) {
    case 'follow':
      return { title: t('kinds.follow.title'), message: t('kinds.follow.body', values) };
    case 'like':
      return { title: t('kinds.like.title', values), message: quote || t('kinds.like.empty') };
    case 'mention':
      return { title: t('kinds.mention.title', values), message: quote || t('kinds.mention.empty') };
    case 'comment':
      return { title: t('kinds.comment.title', values), message: quote };
    case 'comment_reply':
      return { title: t('kinds.comment_reply.title', values), message: quote };
    case 'catch_rejected':
      return { title: t('kinds.catch_rejected.title'), message: t('kinds.catch_rejected.body', values) };
    case 'catch_resubmit':
      return { title: t('kinds.catch_resubmit.title'), message: t('kinds.catch_resubmit.body', values) };
    case 'report_actioned':
    case 'report_dismissed':
    case 'content_restored':
    case 'appeal_reversed':
    case 'appeal_upheld':
      return { title: t(`kinds.${type}.title`), message: t(`kinds.${type}.body`) };
    case 'moderation_warning':
    case 'content_hidden':
    case 'content_removed':
    case 'account_suspended':
      return { title: t(`kinds.${type}.title`), message: t(`kinds.${type}.body`, values) };
    case 'strike_received':
      return {
        title: t('kinds.strike_received.title', values),
        message: t('kinds.strike_received.body', values),
      };
    case 'catch_approved':
    case 'registration_confirmed':
    case 'team_member_joined':
    case 'event_tomorrow':
    case 'top_three_entered':
    case 'top_three_left':
      return { title: t(`kinds.${type}.title`, values), message: t(`kinds.${type}.body`, values) };
    // Groups (issue 16)
    case 'group_join_request':
    case 'group_request_approved':
      return { title: t(`kinds.${type}.title`, values), message: t(`kinds.${type}.body`, values) };
    case 'group_post':
      return { title: t('kinds.group_post.title', values), message: quote || t('kinds.group_post.empty') };
    // Community events and calendar (events-server)
    case 'community_event_created':
    case 'community_event_updated':
    case 'community_event_cancelled':
      return { title: t(`kinds.${type}.title`, values), message: t(`kinds.${type}.body`, values) };
    // Forums (issue 16): the excerpt of the post is the message.
    case 'forum_reply':
    case 'forum_mention':
    case 'forum_answer_accepted':
      return { title: t(`kinds.${type}.title`, values), message: quote };
    // Payments (issue 17): the amount, in the reader's language, is the message.
    case 'payment_succeeded':
    case 'payment_failed':
    case 'hold_expired':
    case 'refund_issued':
    case 'refund_failed':
    case 'dispute_opened':
    case 'dispute_closed':
    case 'payout_paid':
    case 'payout_failed':
      return {
        title: t(`kinds.${type}.title`, values),
        message:
          typeof params.amountMinor === 'number' && typeof params.currency === 'string'
            ? formatMoney(params.amountMinor, params.currency, language)
            : '',
      };
    case 'subscription_changed':
      return { title: t('kinds.subscription_changed.title', values), message: '' };
    // Charters (issue 18): the trip's day and time in the reader's language; reasons and decisions as sentences.
    case 'charter_request':
    case 'charter_request_answered':
    case 'charter_request_expired':
    case 'charter_booking_confirmed':
    case 'charter_booking_cancelled':
    case 'charter_booking_rescheduled':
    case 'charter_booking_completed':
    case 'charter_trip_reminder':
    case 'charter_review_received':
    case 'charter_review_reply':
    case 'charter_listing_reviewed':
      return renderCharter(t, language, type, params, values);
    // Achievements (issue 19): the achievement's name in the reader's language when the app has it.
    case 'achievement_unlocked': {
      const key = text(params.achievementKey);
      const name = t(`kinds.achievement_unlocked.names.${key}`, { defaultValue: text(params.name) });
      return {
        title: t('kinds.achievement_unlocked.title', { ...values, name: own(name) }),
        message: t('kinds.achievement_unlocked.body', values),
      };
    }
    // Issue 19: the job could not publish my scheduled post; the quote says which.
    case 'scheduled_post_failed':
      return {
        title: t('kinds.scheduled_post_failed.title'),
        message: quote || t('kinds.scheduled_post_failed.empty'),
      };
  }
}

type CharterType = Extract<PayloadType, `charter_${string}`>;

function renderCharter(
  t: TFunction<'notifications'>,
  language: string,
  type: CharterType,
  params: Record<string, string | number>,
  values: Record<string, string>,
): { title: string; message: string } {
  const dated = {
    ...values,
    tripDate:
      typeof params.tripDate === 'string' && params.tripDate ? formatDate(params.tripDate, language) : '',
    startsAt:
      typeof params.startsAt === 'string' && params.startsAt ? fullTime(params.startsAt, language) : '',
  };
  switch (type) {
    case 'charter_request_answered':
      return params.answer === 'accepted'
        ? {
            title: t('kinds.charter_request_answered.acceptedTitle', dated),
            message: t('kinds.charter_request_answered.acceptedBody', dated),
          }
        : {
            title: t('kinds.charter_request_answered.declinedTitle', dated),
            message: text(params.reason)
              ? (values.reason ?? '')
              : t('kinds.charter_request_answered.declinedBody'),
          };
    case 'charter_booking_cancelled': {
      const reason = CHARTER_CANCEL_REASONS.find((value) => value === params.reason) ?? 'captain';
      return {
        title: t('kinds.charter_booking_cancelled.title', dated),
        message: t(`kinds.charter_booking_cancelled.reasons.${reason}`),
      };
    }
    case 'charter_listing_reviewed':
      if (params.decision === 'approved')
        return {
          title: t('kinds.charter_listing_reviewed.approvedTitle', dated),
          message: t('kinds.charter_listing_reviewed.approvedBody'),
        };
      return {
        title: t(
          params.decision === 'suspended'
            ? 'kinds.charter_listing_reviewed.suspendedTitle'
            : 'kinds.charter_listing_reviewed.rejectedTitle',
          dated,
        ),
        message: text(params.reason) ? (values.reason ?? '') : '',
      };
    case 'charter_request':
    case 'charter_request_expired':
    case 'charter_booking_confirmed':
    case 'charter_booking_rescheduled':
    case 'charter_booking_completed':
    case 'charter_trip_reminder':
    case 'charter_review_received':
    case 'charter_review_reply':
      return { title: t(`kinds.${type}.title`, dated), message: t(`kinds.${type}.body`, dated) };
  }
}

const CHARTER_CANCEL_REASONS = ['angler', 'captain', 'weather', 'deposit_not_paid', 'declined'] as const;

/** renderNotification in the active language (a catch's species too, in the reader's language). */
export function useNotificationText() {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? 'en';
  const speciesName = useSpeciesName(undefined, { suspend: false });
  return useCallback(
    (notification: Renderable) => renderNotification(t, language, notification, speciesName),
    [t, language, speciesName],
  );
}
