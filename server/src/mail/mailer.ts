import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import type { MailContent } from './templates';

/** A file sent with a mail (invoices and receipts as PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(to: string, content: MailContent, attachments?: readonly MailAttachment[]): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table and the log (ARCHITECTURE). The log names the
 * recipient and template only: sign-in codes and confirmation links are credentials, and logs travel further
 * than the database. `logText` (outside production) prints the text too, so a developer can sign in.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  logText?: boolean;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(to, content, attachments = []) {
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to,
          subject: content.subject,
          html: content.html,
          text: content.text,
          ...(attachments.length > 0 ? { attachments: attachments.map((file) => ({ ...file })) } : {}),
        });
        options.log.info({ to, template: content.template }, 'mail sent');
        return;
      }
      // The outbox keeps the mail, not its files (they are drawn again on request, e.g. an invoice's PDF).
      await options.db.insert(mailOutbox).values({ to, ...content });
      const files = attachments.length > 0 ? { attachments: attachments.map((file) => file.filename) } : {};
      options.log.info(
        options.logText
          ? { to, template: content.template, subject: content.subject, text: content.text, ...files }
          : { to, template: content.template, ...files },
        'mail written to outbox',
      );
    },
  };
}
