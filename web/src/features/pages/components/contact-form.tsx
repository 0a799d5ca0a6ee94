import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  ContactMessageSchema,
  SERVICE_INTERESTS,
  type ContactMessageInput,
} from '@tightlines/domain/contact/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { ApiRequestError } from '#web/lib/api-client';
import { rateLimitMessage, translateValidation } from '#web/lib/error-message';
import { useSendContactMessage } from '#web/features/pages/api/send-contact-message';
import { CONTACT_DETAILS } from '#web/lib/company';

type ServiceInterest = (typeof SERVICE_INTERESTS)[number];
type ContactMessage = z.output<typeof ContactMessageSchema>;
const FIELD_NAMES = ['name', 'email', 'subject', 'message', 'serviceInterest'] as const;

export function isServiceInterest(value: string | null): value is ServiceInterest {
  return value !== null && (SERVICE_INTERESTS as readonly string[]).includes(value);
}

/** Contact form: the domain schema validates, so the messages are the spec's words. */
export function ContactForm({ initialInterest }: { initialInterest?: ServiceInterest }) {
  const { t } = useTranslation('pages');
  const [sent, setSent] = useState(false);
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', subject: '', message: '', serviceInterest: initialInterest },
  });

  const handleValid = (values: ContactMessage) =>
    sendMessage.mutateAsync(values).then(
      () => {
        setSent(true);
        reset({ name: '', email: '', subject: '', message: '', serviceInterest: initialInterest });
        toast.success(t('contact.form.success'), {
          description: t('contact.form.replyWithin', { hours: CONTACT_DETAILS.replyWithinHours }),
        });
      },
      (error: unknown) => {
        // The server re-validates; its field messages are the same catalogue, shown inline. The typed text stays.
        if (error instanceof ApiRequestError && error.fields) {
          for (const name of FIELD_NAMES) {
            const message = error.fields[name];
            if (message) setError(name, { type: 'server', message });
          }
        }
        toast.error(t('errors:contactFailed'), { description: rateLimitMessage(t, error) });
      },
    );

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center px-2 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-success/10 text-success dark:text-green-400">
          <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="mt-4 text-xl font-bold text-deep dark:text-white">{t('contact.form.success')}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t('contact.form.replyWithin', { hours: CONTACT_DETAILS.replyWithinHours })}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => setSent(false)}>
          {t('contact.form.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(handleValid)(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.form.name')} required error={translateValidation(t, errors.name?.message)}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t('contact.form.email')} required error={translateValidation(t, errors.email?.message)}>
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.form.subject')} error={translateValidation(t, errors.subject?.message)}>
          <Input {...register('subject')} />
        </Field>
        <Field
          label={t('contact.form.serviceInterest')}
          error={translateValidation(t, errors.serviceInterest?.message)}
        >
          <Select
            {...register('serviceInterest', {
              setValueAs: (value: string) => (value === '' ? undefined : value),
            })}
          >
            <option value="">{t('contact.form.chooseInterest')}</option>
            {SERVICE_INTERESTS.map((interest) => (
              <option key={interest} value={interest}>
                {t(`contact.interests.${interest}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={t('contact.form.message')}
        required
        hint={t('contact.form.messageHint')}
        error={translateValidation(t, errors.message?.message)}
      >
        <Textarea rows={6} {...register('message')} />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('contact.form.privacyNote')}</p>
        <Button type="submit" size="lg" busy={sendMessage.isPending} className="w-full sm:w-auto">
          {!sendMessage.isPending && <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
          {sendMessage.isPending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
