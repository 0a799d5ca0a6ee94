import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages';
import { NotificationValuesSchema } from './payload';
import { PREFERENCE_TYPES } from './types';

export const NotificationActorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/**
 * Notifications with the actor join. `params` are the values the type's text is rendered from in the reader's
 * language (payload.ts); `title` and `message` are the English text stored before notifications carried params,
 * shown only when `params` is null.
 */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  params: NotificationValuesSchema.nullable(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  actionUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actor: NotificationActorSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications?group: only the types of one preference group (/profile/charter-notifications: 'charters'). */
export const NotificationListQuerySchema = z.object({ group: z.enum(PREFERENCE_TYPES).optional() });

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
export const NotificationParamsSchema = z.object({ notificationId: z.uuid() });

const PreferenceTypeSchema = z.enum(PREFERENCE_TYPES);
const NotificationPreferenceSchema = z.object({
  type: PreferenceTypeSchema,
  inApp: z.boolean(),
  email: z.boolean(),
  /** A push to the person's devices that allowed notifications (domain notifications/push.ts). */
  push: z.boolean(),
});
export const NotificationPreferencesSchema = z.object({ items: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
/** A save may leave `push` out (a client from before the push channel): the stored choice stays. */
const NotificationPreferenceUpdateSchema = NotificationPreferenceSchema.extend({
  push: z.boolean().optional(),
});
export const UpdateNotificationPreferencesSchema = z.object({
  // Each kind once: two rows for one kind would be two answers to one question (and one upsert row twice).
  items: z
    .array(NotificationPreferenceUpdateSchema)
    .min(1)
    .max(20)
    .refine((items) => new Set(items.map((item) => item.type)).size === items.length, {
      message: 'Each kind of notification can be set once.',
    }),
});
export type NotificationPreferenceUpdate = z.infer<typeof NotificationPreferenceUpdateSchema>;

/** PUT /api/notification-preferences/language: the language e-mailed notifications are written in (the app's). */
export const NotificationLanguageSchema = z.object({
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]),
});
export type NotificationLanguage = z.infer<typeof NotificationLanguageSchema>;
