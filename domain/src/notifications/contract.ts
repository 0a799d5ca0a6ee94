import { z } from 'zod';
import { PREFERENCE_TYPES } from './types';

export const NotificationActorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/** Notifications with the actor join. */
const NotificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  actionUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actor: NotificationActorSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

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
});
export const NotificationPreferencesSchema = z.object({ items: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const UpdateNotificationPreferencesSchema = z.object({
  items: z.array(NotificationPreferenceSchema).min(1).max(20),
});
