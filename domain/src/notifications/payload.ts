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
] as const satisfies readonly NotificationPayload['type'][];
export type PayloadType = (typeof PAYLOAD_TYPES)[number];

export function isPayloadType(type: string): type is PayloadType {
  return (PAYLOAD_TYPES as readonly string[]).includes(type);
}

/** The stored values, as the API answers them: text and numbers by name. */
export const NotificationValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationValues = z.infer<typeof NotificationValuesSchema>;
