import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactMessageCreatedSchema, ContactMessageInput } from '@tightlines/domain/contact/contract';
import { api } from '#web/lib/api-client';

type ContactMessageCreated = z.infer<typeof ContactMessageCreatedSchema>;

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return api<ContactMessageCreated>('/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
