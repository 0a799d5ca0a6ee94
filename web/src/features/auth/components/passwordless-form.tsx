import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { authClient } from '#web/lib/auth-client';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';
import type { TwoFactorChallenge } from '#web/features/auth/lib/two-factor-challenge';
import { EmailCodeRequest } from './email-code-request';

interface PasswordlessFormProps {
  initialEmail: string;
  onSuccess: () => void | Promise<void>;
  onTwoFactor: (challenge: TwoFactorChallenge) => void;
  onBack: () => void;
}

/** Sign-in with a code e-mailed to the address (better-auth emailOTP, type sign-in). */
export function PasswordlessForm({ initialEmail, onSuccess, onTwoFactor, onBack }: PasswordlessFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSend = async (event?: FormEvent) => {
    event?.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('errors:fillAllFields'));
      return;
    }
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.emailOtp.sendVerificationOtp({
      email: address,
      type: 'sign-in',
    });
    setBusy(false);
    if (failure) {
      setError(authErrorMessage(t, failure));
      return;
    }
    setSentTo(address);
    setOtp('');
  };

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || !otp.trim()) {
      setError(t('errors:fillAllFields'));
      return;
    }
    setBusy(true);
    setError(null);
    const { data, error: failure } = await authClient.signIn.emailOtp({ email: sentTo, otp: otp.trim() });
    if (failure) {
      setBusy(false);
      // 'Verification failed' unless the server says why.
      setError(authErrorMessage(t, failure, 'errors:verificationFailed'));
      return;
    }
    const answer = data as unknown as {
      twoFactorRedirect?: boolean;
      twoFactorMethods?: TwoFactorChallenge['methods'];
      preferredMethod?: 'totp' | 'email';
    };
    if (answer.twoFactorRedirect) {
      setBusy(false);
      onTwoFactor({ methods: answer.twoFactorMethods ?? ['otp'], preferredMethod: answer.preferredMethod });
      return;
    }
    await onSuccess();
    setBusy(false);
  };

  if (!sentTo) {
    return (
      <EmailCodeRequest
        intro={t('passwordless.intro')}
        error={error ?? undefined}
        email={email}
        onEmailChange={setEmail}
        onSubmit={(event) => void handleSend(event)}
        busy={busy}
        sendLabel={t('passwordless.send')}
        sendingLabel={t('passwordless.sending')}
        backLabel={t('passwordless.usePassword')}
        onBack={onBack}
      />
    );
  }

  return (
    <form onSubmit={(event) => void handleVerify(event)} className="space-y-5" noValidate>
      <p className="text-[15px] text-slate-600 dark:text-slate-300">
        {t('passwordless.sentTo', { email: sentTo })}
      </p>
      <Field label={t('passwordless.codeLabel')} error={error ?? undefined} required>
        <Input
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          className="text-center font-mono text-xl tracking-[0.35em] tabular"
          placeholder="123456"
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {busy ? t('login.signingIn') : t('login.submit')}
      </Button>
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => void handleSend()} disabled={busy}>
          {t('passwordless.resend')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('passwordless.usePassword')}
        </Button>
      </div>
    </form>
  );
}
