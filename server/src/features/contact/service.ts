import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ContactMessageSchema } from '@tightlines/domain/contact/contract';
import { contactMessages } from '#server/db/schema';
import { contactStaffMail } from '#server/mail/templates';

/** Stores the message, then mails staff; a mail failure is logged, the stored message is not lost. */
export async function submitContactMessage(
  app: FastifyInstance,
  input: z.output<typeof ContactMessageSchema>,
  userId: string | null,
) {
  const [row] = await app.db
    .insert(contactMessages)
    .values({ ...input, serviceInterest: input.serviceInterest ?? null, userId })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact insert returned nothing');
  try {
    await app.mailer.send(app.config.staffEmail, contactStaffMail({ ...input, appUrl: app.config.appUrl }));
  } catch (error) {
    app.log.error({ err: error, contactMessageId: row.id }, 'staff mail for contact message failed');
  }
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
