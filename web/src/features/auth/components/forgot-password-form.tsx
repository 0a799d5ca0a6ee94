import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '@tightlines/domain/auth/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { authClient } from '#web/lib/auth-client';
import { translateValidation } from '#web/lib/error-message';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';
import { EmailCodeRequest } from './email-code-request';
import { PasswordInput } from './password-input';

interface ForgotPasswordFormProps {
  initialEmail: string;
  /** The password was changed: back to signing in, with the address filled in. */
  onDone: (email: string) => void;
  onBack: () => void;
}

/**
 * A forgotten password, reset by a code e-mailed to the address (better-auth emailOTP): ask for the code,
 * then the code and the new password twice, with the sign-up password rules. Every session is signed out
 * by the reset, so the person signs in again afterwards.
 */
export function ForgotPasswordForm({ initialEmail, onDone, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { otp: '', password: '', confirmPassword: '' },
  });

  const send = async (address: string): Promise<boolean> => {
    setSending(true);
    setError(null);
    const { error: failure } = await authClient.emailOtp.requestPasswordReset({ email: address });
    setSending(false);
    if (failure) {
      setError(authErrorMessage(t, failure));
      return false;
    }
    return true;
  };

  const handleRequest = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('errors:fillAllFields'));
      return;
    }
    if (await send(address)) {
      reset();
      setSentTo(address);
    }
  };

  const handleResend = async () => {
    if (sentTo && (await send(sentTo))) toast.success(t('forgot.resent'));
  };

  const onReset = handleSubmit(async ({ otp, password }) => {
    if (!sentTo) return;
    setError(null);
    const { error: failure } = await authClient.emailOtp.resetPassword({
      email: sentTo,
      otp: otp.trim(),
      password,
    });
    if (failure) {
      setError(authErrorMessage(t, failure, 'errors:verificationFailed'));
      return;
    }
    toast.success(t('forgot.done'));
    onDone(sentTo);
  });

  const failure = error && (
    <p
      role="alert"
      className="rounded-[var(--radius-control)] border border-red-200 bg-red-50 p-3 text-[15px] font-medium text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      {error}
    </p>
  );

  if (!sentTo) {
    return (
      <EmailCodeRequest
        intro={t('forgot.intro')}
        notice={failure}
        email={email}
        onEmailChange={setEmail}
        onSubmit={(event) => void handleRequest(event)}
        busy={sending}
        sendLabel={t('forgot.send')}
        sendingLabel={t('forgot.sending')}
        backLabel={t('forgot.back')}
        onBack={onBack}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onReset(event)} className="space-y-5" noValidate>
      <p className="text-[15px] text-slate-600 dark:text-slate-300">
        {t('forgot.sentTo', { email: sentTo })}
      </p>
      {failure}
      <Field label={t('forgot.codeLabel')} error={translateValidation(t, errors.otp?.message)} required>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          className="text-center font-mono text-xl tracking-[0.35em] tabular"
          placeholder="123456"
          {...register('otp')}
        />
      </Field>
      <Field
        label={t('forgot.newPassword')}
        error={translateValidation(t, errors.password?.message)}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field
        label={t('forgot.confirmPassword')}
        error={translateValidation(t, errors.confirmPassword?.message)}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => void handleResend()} busy={sending} disabled={isSubmitting}>
          {t('forgot.resend')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={isSubmitting}>
          {t('forgot.back')}
        </Button>
      </div>
    </form>
  );
}
