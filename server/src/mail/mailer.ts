import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import type { MailContent } from './templates';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
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
    async send(to, content) {
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to,
          subject: content.subject,
          html: content.html,
          text: content.text,
        });
        options.log.info({ to, template: content.template }, 'mail sent');
        return;
      }
      await options.db.insert(mailOutbox).values({ to, ...content });
      options.log.info(
        options.logText
          ? { to, template: content.template, subject: content.subject, text: content.text }
          : { to, template: content.template },
        'mail written to outbox',
      );
    },
  };
}
