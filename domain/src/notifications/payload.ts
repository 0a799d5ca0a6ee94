import { z } from 'zod';

/**
 * What a notification says, stored as data rather than sentences: its type and the values its text needs. The
 * web renders it with i18next in the reader's language (`notifications:kinds.<type>`), the server renders the
 * e-mail digest in the recipient's language. Names, excerpts and reasons are what people wrote and stay as written.
 */
export type NotificationPayload =
  | { type: 'follow'; params: { actorName: string } }
  | {
      type: 'like' | 'mention' | 'comment' | 'comment_reply';
      /** `excerpt` is a short quote of the post or comment; empty when it has no text. */
      params: { actorName: string; postId: string; excerpt: string };
    }
  | {
      type: 'catch_rejected' | 'catch_resubmit';
      params: { eventId: string; eventName: string; reason: string };
    }
  | {
      type: 'catch_approved';
      /** `species` as the catch names it (the event's species list is written by its director). */
      params: { eventId: string; eventName: string; species: string };
    }
  | {
      type: 'registration_confirmed';
      /** `entrantName` is the team's name for a team entry, the registrant's name for a solo one. */
      params: { eventId: string; eventName: string; entrantName: string; registrationId: string };
    }
  | {
      type: 'team_member_joined';
      /** The person who joined with the team's invite link (the actor). */
      params: { actorName: string; teamSlug: string; teamName: string };
    }
  | {
      type: 'event_tomorrow';
      /** `startDate` is the event's first day (YYYY-MM-DD, on the water). */
      params: { eventId: string; eventName: string; startDate: string };
    }
  | {
      type: 'top_three_entered' | 'top_three_left';
      /** The entrant's overall rank after the decision (beyond 3 when it left the top three). */
      params: { eventId: string; eventName: string; entrantName: string; rank: number };
    }
  | {
      /** To each reporter when the item is resolved: something was done, or nothing broke the rules. */
      type: 'report_actioned' | 'report_dismissed';
      params: Record<string, never>;
    }
  | {
      /**
       * To the author. `reason` is the moderator's words as written; `actionId` is the action (its
       * appeal link). Always in-app; a warning, a strike and a suspension are e-mailed at once too.
       */
      type: 'moderation_warning' | 'content_hidden' | 'content_removed' | 'account_suspended';
      params: { reason: string; actionId: string };
    }
  | {
      type: 'strike_received';
      /** `strikes` counting toward the next suspension, of `threshold`. */
      params: { reason: string; actionId: string; strikes: number; threshold: number };
    }
  | {
      /** A hidden or held piece of content is visible again; an appeal was reversed or the decision stands. */
      type: 'content_restored' | 'appeal_reversed' | 'appeal_upheld';
      params: { actionId: string };
    }
  // Groups (issue 16)
  | {
      /** To the group's moderators and up: the actor asked to join a private group. */
      type: 'group_join_request';
      params: { actorName: string; groupSlug: string; groupName: string };
    }
  | {
      /** To the person whose request was approved. */
      type: 'group_request_approved';
      params: { groupSlug: string; groupName: string };
    }
  | {
      /** To members whose notify level is 'all': the actor posted in the group. */
      type: 'group_post';
      params: { actorName: string; groupSlug: string; groupName: string; postId: string; excerpt: string };
    }
  // Community events and calendar (events-server)
  | {
      /** To group members (notify all or events) when the group's organisers add an event. */
      type: 'community_event_created';
      params: { eventId: string; eventName: string; groupName: string };
    }
  | {
      /** To people who RSVPed when the time or place changes, or the event is cancelled. */
      type: 'community_event_updated' | 'community_event_cancelled';
      params: { eventId: string; eventName: string };
    }
  // Forums (issue 16)
  | {
      /** A reply in a thread you follow, a mention in a forum post, your answer accepted. */
      type: 'forum_reply' | 'forum_mention' | 'forum_answer_accepted';
      params: {
        actorName: string;
        threadId: string;
        threadTitle: string;
        postNumber: number;
        excerpt: string;
      };
    }
  // Payments (issue 17): amounts in minor units with their currency (the web formats them)
  | {
      /** To the payer: paid (with the receipt), declined, or the held place released. */
      type: 'payment_succeeded' | 'payment_failed' | 'hold_expired';
      params: { paymentId: string; description: string; amountMinor: number; currency: string };
    }
  | {
      type: 'refund_issued';
      params: { paymentId: string; description: string; amountMinor: number; currency: string };
    }
  | {
      /** To admins: a refund that had gone through came back from the provider (the payer still awaits it). */
      type: 'refund_failed';
      params: {
        paymentId: string;
        refundId: string;
        description: string;
        amountMinor: number;
        currency: string;
      };
    }
  | {
      /** To the event's directors and admins. */
      type: 'dispute_opened' | 'dispute_closed';
      params: {
        paymentId: string;
        disputeId: string;
        description: string;
        amountMinor: number;
        currency: string;
        status: string;
      };
    }
  | {
      /** To the payee. */
      type: 'payout_paid' | 'payout_failed';
      params: { payoutId: string; amountMinor: number; currency: string };
    }
  | {
      /** To the subscriber: started, changed plan, renewed, payment failed, cancelled. */
      type: 'subscription_changed';
      params: { subscriptionId: string; planName: string; status: string };
    }
  // Charters (issue 18): `side` says whose view the link opens (the angler's bookings or the captain's)
  | {
      /** To the owner: an angler asks for a date. */
      type: 'charter_request';
      params: {
        requestId: string;
        listingId: string;
        listingName: string;
        anglerName: string;
        tripDate: string;
        partySize: number;
      };
    }
  | {
      /** To the angler: accepted (pay the deposit of `bookingId`) or declined (with the owner's reason). */
      type: 'charter_request_answered';
      params: {
        requestId: string;
        listingId: string;
        listingName: string;
        tripDate: string;
        answer: 'accepted' | 'declined';
        bookingId: string;
        reason: string;
      };
    }
  | {
      /** To the angler: the owner did not answer in time. */
      type: 'charter_request_expired';
      params: { requestId: string; listingId: string; listingName: string; tripDate: string };
    }
  | {
      type: 'charter_booking_confirmed' | 'charter_booking_rescheduled' | 'charter_trip_reminder';
      params: {
        bookingId: string;
        listingId: string;
        listingName: string;
        startsAt: string;
        side: 'angler' | 'owner';
      };
    }
  | {
      /** `reason` is a domain CANCELLATION_REASONS value. */
      type: 'charter_booking_cancelled';
      params: {
        bookingId: string;
        listingId: string;
        listingName: string;
        startsAt: string;
        reason: string;
        side: 'angler' | 'owner';
      };
    }
  | {
      /** To the angler: the trip is done; a review is welcome. */
      type: 'charter_booking_completed';
      params: { bookingId: string; listingId: string; listingName: string };
    }
  | {
      /** To the owner: a new review (overall rating 1–5). */
      type: 'charter_review_received';
      params: { listingId: string; listingName: string; reviewId: string; rating: number };
    }
  | {
      /** To the review's author: the owner replied. */
      type: 'charter_review_reply';
      params: { listingId: string; listingName: string; reviewId: string };
    }
  | {
      /** To the owner: an admin approved, rejected or suspended the listing (`reason` as the admin wrote it). */
      type: 'charter_listing_reviewed';
      params: {
        listingId: string;
        listingName: string;
        decision: 'approved' | 'rejected' | 'suspended';
        reason: string;
      };
    }
  | {
      /** To the person: an achievement unlocked (issue 19); `name` is the catalogue's English, the web shows its own. */
      type: 'achievement_unlocked';
      params: { achievementKey: string; name: string; points: number };
    }
  | {
      /** To the author: the job could not publish their scheduled post (`reason` a message code of the catalogue). */
      type: 'scheduled_post_failed';
      params: { scheduledPostId: string; excerpt: string; reason: string };
    };

/** The types rendered from their params; any other type (or a notification from before params) shows its stored text. */
export const PAYLOAD_TYPES = [
  'follow',
  'like',
  'mention',
  'comment',
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
  // Charters (issue 18)
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
  // Scheduled posts (issue 19)
  'scheduled_post_failed',
] as const satisfies readonly NotificationPayload['type'][];
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export function isPayloadType(type: string): type is PayloadType {
  return (PAYLOAD_TYPES as readonly string[]).includes(type);
}

/** The stored values, as the API answers them: text and numbers by name. */
export const NotificationValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationValues = z.infer<typeof NotificationValuesSchema>;
