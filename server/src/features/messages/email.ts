import type { FastifyInstance } from 'fastify';
import { DEFAULT_PREFERENCES, type PreferenceType } from '@tightlines/domain/notifications/types';
import type { JobHandler } from '#server/jobs/runner';
import {
  button,
  escapeHtml,
  inLanguage,
  layout,
  preferencesFooter,
  type MailContent,
} from '#server/mail/templates';
import { findRecipient, storedPreference } from '#server/features/notifications/repo';
import { fill } from '#server/features/notifications/render';
import { messageMailTextOf, type MessageMailText } from './mail-text';
import { markMessagesEmailed, unemailedMessages, type UnemailedRow } from './repo';

export const MESSAGE_EMAIL_QUEUE = 'message-email';
/** The notification preference type whose e-mail switch this mail obeys (on unless switched off). */
export const MESSAGE_PREFERENCE_TYPE = 'message' satisfies PreferenceType;

export interface MessageEmailPayload {
  userId: string;
}

/** One pending job per recipient. */
export const messageEmailKey = (userId: string) => `user:${userId}`;

const nameOf = (row: UnemailedRow, text: MessageMailText) =>
  row.display_name?.trim() ||
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() ||
  (row.handle ? `@${row.handle}` : '') ||
  text.someone;

/** Who wrote and how many, one line per person (in the order they last wrote). */
export function unreadMessagesMail(input: {
  firstName: string;
  language: string;
  appUrl: string;
  text: MessageMailText;
  senders: { name: string; count: number }[];
}): MailContent {
  const { text } = input;
  const total = input.senders.reduce((sum, sender) => sum + sender.count, 0);
  const subject =
    input.senders.length === 1 && total === 1
      ? fill(text.subjectOne, { sender: input.senders[0]!.name })
      : fill(text.subjectMany, { count: total });
  const heading = fill(text.heading, { name: input.firstName || text.defaultName });
  const lines = input.senders.map((sender) =>
    fill(sender.count === 1 ? text.lineOne : text.lineMany, { sender: sender.name, count: sender.count }),
  );
  const url = `${input.appUrl}/messages`;
  const preferences = `${input.appUrl}/notification-preferences`;
  return {
    template: 'unread-messages',
    subject,
    html: layout(
      text.title,
      inLanguage(
        input.language,
        heading,
        `<ul style="padding-inline-start:20px">${lines.map((line) => `<li dir="auto">${escapeHtml(line)}</li>`).join('')}</ul>
${button(url, text.open)}
${preferencesFooter(input.appUrl, text.footer, text.preferences)}`,
      ),
      input.appUrl,
    ),
    text: `${heading}

${lines.map((line) => `- ${line}`).join('\n')}

${text.open}: ${url}

${fill(text.footer, { link: preferences })}`,
  };
}

/** Whether it is quiet: no unread message newer than the delay. Answers when it will be, or null when it is. */
function notQuietUntil(rows: UnemailedRow[], delayMs: number, now: number): Date | null {
  const newest = Math.max(...rows.map((row) => new Date(row.newest).getTime()));
  return newest + delayMs > now ? new Date(newest + delayMs) : null;
}

/** The person's choice for `message` e-mail, else the type's default. */
async function emailOn(app: FastifyInstance, userId: string): Promise<boolean> {
  const stored = await storedPreference(app.db, userId, MESSAGE_PREFERENCE_TYPE);
  return (stored ?? DEFAULT_PREFERENCES[MESSAGE_PREFERENCE_TYPE]).email;
}

/**
 * After a quiet period: one e-mail about the person's unread inbox messages they were not told about yet
 * (who wrote, how many, a link to /messages), in their language, when their `message` e-mail preference is on.
 * Those messages are then marked e-mailed, so they never come again; messages that arrived within the quiet
 * period wait for the follow-up run.
 */
export const messageEmailJob: JobHandler<MessageEmailPayload> = {
  async run(app, { userId }) {
    const rows = await unemailedMessages(app.db, userId);
    if (rows.length === 0) return;
    if (notQuietUntil(rows, app.config.messageEmailDelayMs, Date.now())) return;
    const recipient = await findRecipient(app.db, userId);
    if (recipient && (await emailOn(app, userId))) {
      const text = messageMailTextOf(recipient.language);
      const senders = new Map<string, { name: string; count: number }>();
      for (const row of rows) {
        const key = row.sender_id ?? '';
        const entry = senders.get(key) ?? { name: nameOf(row, text), count: 0 };
        entry.count += Number(row.messages);
        senders.set(key, entry);
      }
      await app.mailer.send(
        recipient.email,
        unreadMessagesMail({
          firstName: recipient.firstName ?? '',
          language: recipient.language ?? 'en',
          appUrl: app.config.appUrl,
          text,
          senders: [...senders.values()],
        }),
      );
    }
    // Text timestamps with microseconds, compared as text: same format, so the order is the time order.
    const through = new Map<string, string>();
    for (const row of rows) {
      const known = through.get(row.conversation_id);
      if (!known || known < row.newest_at) through.set(row.conversation_id, row.newest_at);
    }
    await markMessagesEmailed(
      app.db,
      userId,
      [...through].map(([conversationId, at]) => ({ conversationId, at })),
    );
  },
  async followUp(db, app, { userId }, now) {
    const rows = await unemailedMessages(db, userId);
    if (rows.length === 0) return null;
    return notQuietUntil(rows, app.config.messageEmailDelayMs, now.getTime()) ?? now;
  },
};
