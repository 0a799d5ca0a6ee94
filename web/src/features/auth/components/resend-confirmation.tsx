import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { authClient } from '#web/lib/auth-client';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';

/**
 * Sends the confirmation link again (better-auth's send-verification-email, landing on /auth/callback). With no
 * address known yet (an expired link), it asks for one first.
 */
export function ResendConfirmation({
  email,
  variant = 'outline',
}: {
  email?: string;
  variant?: 'outline' | 'primary';
}) {
  const { t } = useTranslation('auth');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const address = (email ?? typed).trim();

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!address) return;
    setBusy(true);
    const { error } = await authClient.sendVerificationEmail({
      email: address,
      callbackURL: '/auth/callback',
    });
    setBusy(false);
    if (error) {
      toast.error(authErrorMessage(t, error));
      return;
    }
    setSent(true);
    toast.success(t('resend.sent'));
  };

  const button = (
    <Button
      type={email ? 'button' : 'submit'}
      variant={variant}
      busy={busy}
      disabled={!address}
      onClick={email ? () => void handleSubmit() : undefined}
      className="w-full sm:w-auto"
    >
      {busy ? t('resend.sending') : sent ? t('resend.again') : t('resend.button')}
    </Button>
  );

  if (email) return button;
  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-3" noValidate>
      <Field label={t('fields.email')} required>
        <Input
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      {button}
    </form>
  );
}
