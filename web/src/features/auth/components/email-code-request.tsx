import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';

interface EmailCodeRequestProps {
  intro: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  sendLabel: string;
  sendingLabel: string;
  backLabel: string;
  onBack: () => void;
  /** The address's own error, under the field. */
  error?: string;
  /** A message for the whole form, above the field. */
  notice?: ReactNode;
}

/** The first step of every e-mailed-code flow (passwordless sign-in, a forgotten password): the address. */
export function EmailCodeRequest(props: EmailCodeRequestProps) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={props.onSubmit} className="space-y-5" noValidate>
      <p className="text-[15px] text-slate-600 dark:text-slate-300">{props.intro}</p>
      {props.notice}
      <Field label={t('fields.email')} error={props.error} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={props.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          autoFocus
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" busy={props.busy}>
        {props.busy ? props.sendingLabel : props.sendLabel}
      </Button>
      <Button variant="ghost" className="w-full" onClick={props.onBack}>
        {props.backLabel}
      </Button>
    </form>
  );
}
