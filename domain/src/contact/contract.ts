import { z } from 'zod';
import { MESSAGES } from '../common/messages';

/** Contact message minimum length. */
const CONTACT_MESSAGE_MIN = 10;

export const SERVICE_INTERESTS = [
  'ai_development',
  'cloud_solutions',
  'software_development',
  'mobile_development',
  'web_development',
  'data_analytics',
  'ui_ux_design',
  'enterprise_solutions',
  'other',
] as const;

/** Contact form validation, word-for-word. */
export const ContactMessageSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(200),
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.emailRequired)
    .pipe(z.email(MESSAGES.emailInvalid))
    .pipe(z.string().max(320)),
  subject: z.string().trim().max(200).optional().default(''),
  message: z
    .string()
    .trim()
    .min(1, MESSAGES.messageRequired)
    .min(CONTACT_MESSAGE_MIN, MESSAGES.messageTooShort)
    .max(5000),
  serviceInterest: z.enum(SERVICE_INTERESTS).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const ContactMessageCreatedSchema = z.object({ id: z.string(), createdAt: z.string() });
