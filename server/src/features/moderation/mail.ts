import type { NotificationPayload } from '@tightlines/domain/notifications/payload';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { Mailer } from '#server/mail/mailer';
import { button, escapeHtml, inLanguage, layout, type MailContent } from '#server/mail/templates';
import { findRecipient } from '#server/features/notifications/repo';
import { catalogueOf, fill, renderNotification } from '#server/features/notifications/render';
import { moderationMailTextOf } from './mail-text';

/** Where a person reads their standing and appeals (the web's page). */
export const STANDING_PATH = '/settings/standing';

/** The e-mail of a warning, a strike or a suspension, in the person's language, with the moderator's reason. */
export function moderationMailContent(input: {
  language: string | null;
  firstName: string;
  appUrl: string;
  payload: NotificationPayload;
  until: Date | null;
}): MailContent {
  const language = input.language ?? 'en';
  const words = moderationMailTextOf(language);
  const rendered = renderNotification(
    { type: input.payload.type, params: input.payload.params, title: null, message: null },
    catalogueOf(language),
  );
  const reason = 'reason' in input.payload.params ? input.payload.params.reason : '';
  const until = input.until
    ? fill(words.until, {
        until:
          new Intl.DateTimeFormat(language, {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: 'UTC',
          }).format(input.until) + ' UTC',
      })
    : '';
  const heading = fill(words.heading, { name: input.firstName || words.defaultName });
  const url = `${input.appUrl}${STANDING_PATH}`;
  return {
    template: `moderation-${input.payload.type}`,
    subject: `${rendered.title} · Tightlines`,
    html: layout(
      rendered.title,
      inLanguage(
        language,
        heading,
        `<p><strong>${escapeHtml(rendered.title)}</strong></p>
${reason ? `<p><strong>${escapeHtml(words.reasonLabel)}:</strong> <span dir="auto">${escapeHtml(reason)}</span></p>` : ''}
${until ? `<p>${escapeHtml(until)}</p>` : ''}
<p>${escapeHtml(words.appeal)}</p>
${button(url, words.open)}`,
      ),
      input.appUrl,
    ),
    text: `${heading}

${rendered.title}
${reason ? `${words.reasonLabel}: ${reason}\n` : ''}${until ? `${until}\n` : ''}
${words.appeal}

${words.open}: ${url}`,
  };
}

/** Sends the e-mail at once (safety notices do not wait for the digest and obey no preference). */
export async function moderationMail(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'appUrl'> },
  userId: string,
  payload: NotificationPayload,
  until: Date | null,
): Promise<void> {
  const recipient = await findRecipient(deps.db, userId);
  if (!recipient) return;
  await deps.mailer.send(
    recipient.email,
    moderationMailContent({
      language: recipient.language,
      firstName: recipient.firstName ?? '',
      appUrl: deps.config.appUrl,
      payload,
      until,
    }),
  );
}
