import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MailCheck, Mail } from 'lucide-react';
import { LoginFormSchema, type LoginForm } from '@tightlines/domain/auth/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { authClient } from '#web/lib/auth-client';
import { translateValidation } from '#web/lib/error-message';
import { AuthLayout } from '#web/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { PasswordInput } from '#web/features/auth/components/password-input';
import { PasswordlessForm } from '#web/features/auth/components/passwordless-form';
import { ResendConfirmation } from '#web/features/auth/components/resend-confirmation';
import { SocialButtons } from '#web/features/auth/components/social-buttons';
import { TwoFactorStep } from '#web/features/auth/components/two-factor-step';
import type { TwoFactorChallenge } from '#web/features/auth/lib/two-factor-challenge';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';
import { redirectTargetOf } from '#web/features/auth/lib/safe-redirect';
import { useCompleteSignIn } from '#web/features/auth/lib/use-complete-sign-in';

type Step =
  | { kind: 'password' }
  | { kind: 'passwordless' }
  | { kind: 'forgot' }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge };

interface FormFailure {
  message: string;
  /** Set when the account exists but its e-mail is not confirmed yet: offer to resend the link. */
  unconfirmedEmail?: string;
}

/** /auth/login: e-mail and password, an e-mailed code instead, social sign-in, then the second factor when on. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const redirectTo = redirectTargetOf(params);
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const focusPasswordOnReturn = useRef(false);
  useEffect(() => {
    if (step.kind !== 'password' || !focusPasswordOnReturn.current) return;
    focusPasswordOnReturn.current = false;
    setFocus('password');
  }, [step, setFocus]);

  const finish = () => completeSignIn(t('login.success'), redirectTo);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
    if (error) {
      setFailure({
        message: authErrorMessage(t, error),
        unconfirmedEmail: error.code === 'EMAIL_NOT_VERIFIED' ? email.trim() : undefined,
      });
      return;
    }
    const answer = data as unknown as {
      twoFactorRedirect?: boolean;
      twoFactorMethods?: TwoFactorChallenge['methods'];
      preferredMethod?: 'totp' | 'email';
    };
    if (answer.twoFactorRedirect) {
      setStep({
        kind: 'two-factor',
        challenge: { methods: answer.twoFactorMethods ?? ['otp'], preferredMethod: answer.preferredMethod },
      });
      return;
    }
    await finish();
  });

  if (step.kind === 'two-factor') {
    return (
      <AuthLayout title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
        <TwoFactorStep
          challenge={step.challenge}
          onSuccess={finish}
          onRestart={() => setStep({ kind: 'password' })}
        />
      </AuthLayout>
    );
  }

  if (step.kind === 'forgot') {
    return (
      <AuthLayout title={t('forgot.title')} subtitle={t('login.subtitle')}>
        <ForgotPasswordForm
          initialEmail={getValues('email')}
          onDone={(email) => {
            setValue('email', email);
            setValue('password', '');
            setFailure(null);
            // The new password goes where the cursor already is, once the form is back.
            focusPasswordOnReturn.current = true;
            setStep({ kind: 'password' });
          }}
          onBack={() => setStep({ kind: 'password' })}
        />
      </AuthLayout>
    );
  }

  if (step.kind === 'passwordless') {
    return (
      <AuthLayout title={t('passwordless.title')} subtitle={t('login.subtitle')}>
        <PasswordlessForm
          initialEmail={getValues('email')}
          onSuccess={finish}
          onTwoFactor={(challenge) => setStep({ kind: 'two-factor', challenge })}
          onBack={() => setStep({ kind: 'password' })}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <div className="space-y-6">
        <SocialButtons redirectTo={redirectTo} />

        {failure && (
          <div
            role="alert"
            className="space-y-3 rounded-[var(--radius-control)] border border-red-200 bg-red-50 p-4 text-[15px] text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <p className="flex items-start gap-2 font-medium">
              {failure.unconfirmedEmail && (
                <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              )}
              {failure.message}
            </p>
            {failure.unconfirmedEmail && <ResendConfirmation email={failure.unconfirmedEmail} />}
          </div>
        )}

        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5" noValidate>
          <Field label={t('fields.email')} error={translateValidation(t, errors.email?.message)} required>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </Field>
          <Field
            label={t('fields.password')}
            error={translateValidation(t, errors.password?.message)}
            required
          >
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <div className="-mt-3 flex justify-end">
            <button
              type="button"
              onClick={() => setStep({ kind: 'forgot' })}
              className="inline-flex min-h-11 items-center text-[15px] font-semibold text-open hover:underline dark:text-open-400"
            >
              {t('forgot.link')}
            </button>
          </div>
          <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
            {isSubmitting ? t('login.signingIn') : t('login.submit')}
          </Button>
        </form>

        <Button
          variant="outline"
          size="lg"
          className="w-full"
          onClick={() => setStep({ kind: 'passwordless' })}
        >
          <Mail className="h-5 w-5" aria-hidden="true" />
          {t('login.passwordless')}
        </Button>

        <p className="text-center text-[15px] text-slate-600 dark:text-slate-300">
          {t('login.noAccount')}{' '}
          <Link
            to={
              redirectTo === '/' ? '/auth/signup' : `/auth/signup?redirect=${encodeURIComponent(redirectTo)}`
            }
            className="inline-flex min-h-11 items-center font-semibold text-open hover:underline dark:text-open-400"
          >
            {t('login.signUpLink')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
