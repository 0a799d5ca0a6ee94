import {
  PREFERENCE_TYPES,
  preferenceTypeOf,
  type PreferenceType,
} from '@tightlines/domain/notifications/types';
import type { JobHandler } from '#server/jobs/runner';
import { notificationDigestMail } from '#server/mail/templates';
import { catalogueOf, renderNotification } from './render';
import { findRecipient, hasPendingDigest, listPreferences, markEmailed, pendingDigest } from './repo';

export const NOTIFICATION_DIGEST_QUEUE = 'notification-digest';
/** The most notifications one digest lists; the rest are counted ("…and 12 more"). */
export const DIGEST_MAX_ITEMS = 20;

export interface DigestPayload {
  userId: string;
}

/** One pending digest per person. */
export const digestKey = (userId: string) => `user:${userId}`;

function absolute(url: string | null, appUrl: string): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return `${appUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * Mails a person the notifications that asked for e-mail and were not mailed yet, then marks them mailed.
 * A type whose e-mail the person has switched off since is dropped (and marked, so it never comes back).
 */
export const notificationDigestJob: JobHandler<DigestPayload> = {
  async run(app, { userId }) {
    const [recipient, pending, stored] = await Promise.all([
      findRecipient(app.db, userId),
      pendingDigest(app.db, userId),
      listPreferences(app.db, userId),
    ]);
    if (pending.length === 0) return;
    const emailOff = new Set(stored.filter((row) => !row.email).map((row) => row.type));
    const wanted = pending.filter((row) => {
      const preference = preferenceTypeOf(row.type);
      return !(PREFERENCE_TYPES.includes(preference as PreferenceType) && emailOff.has(preference));
    });
    if (recipient && wanted.length > 0) {
      const shown = wanted.slice(-DIGEST_MAX_ITEMS);
      const catalogue = catalogueOf(recipient.language);
      await app.mailer.send(
        recipient.email,
        notificationDigestMail({
          firstName: recipient.firstName ?? '',
          appUrl: app.config.appUrl,
          more: wanted.length - shown.length,
          language: recipient.language ?? 'en',
          text: catalogue.digest,
          items: shown.map((row) => ({
            ...renderNotification(row, catalogue),
            url: absolute(row.actionUrl, app.config.appUrl),
            createdAt: row.createdAt,
          })),
        }),
      );
    }
    await markEmailed(
      app.db,
      pending.map((row) => row.id),
      new Date(),
    );
  },
  async followUp(db, app, { userId }, now) {
    return (await hasPendingDigest(db, userId))
      ? new Date(now.getTime() + app.config.notificationDigestDelayMs)
      : null;
  },
};
