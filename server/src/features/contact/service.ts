import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ContactMessageSchema } from '@tightlines/domain/contact/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { Mailer } from '#server/mail/mailer';
import { contactStaffMail } from '#server/mail/templates';
import { insertContactMessage } from './repo';

/** What the contact form uses of the app (the route builds it once). */
export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'staffEmail' | 'appUrl'>;
  log: FastifyBaseLogger;
}

/** Stores the message, then mails staff; a mail failure is logged, the stored message is not lost. */
export async function submitContactMessage(
  deps: ContactDeps,
  input: z.output<typeof ContactMessageSchema>,
  userId: string | null,
) {
  const row = await insertContactMessage(deps.db, {
    ...input,
    serviceInterest: input.serviceInterest ?? null,
    userId,
  });
  if (!row) throw new Error('contact insert returned nothing');
  try {
    await deps.mailer.send(
      deps.config.staffEmail,
      contactStaffMail({ ...input, appUrl: deps.config.appUrl }),
    );
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: row.id }, 'staff mail for contact message failed');
  }
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
