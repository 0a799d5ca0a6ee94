import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChevronDown, MailCheck } from 'lucide-react';
import { SignUpFormSchema, type SignUpForm } from '@tightlines/domain/auth/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { api, ApiRequestError } from '#web/lib/api-client';
import { translateValidation } from '#web/lib/error-message';
import { AuthLayout } from '#web/features/auth/components/auth-layout';
import { PasswordInput } from '#web/features/auth/components/password-input';
import { ResendConfirmation } from '#web/features/auth/components/resend-confirmation';
import { SocialButtons } from '#web/features/auth/components/social-buttons';
import { countryOptions } from '#web/features/auth/lib/countries';
import { redirectTargetOf } from '#web/features/auth/lib/safe-redirect';

const EMPTY: SignUpForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  country: '',
  instagram: '',
  facebook: '',
  twitter: '',
  linkedin: '',
  acceptTerms: false,
};

const SOCIAL_FIELDS = [
  { name: 'instagram', labelKey: 'fields.instagram' },
  { name: 'facebook', labelKey: 'fields.facebook' },
  { name: 'twitter', labelKey: 'fields.twitter' },
  { name: 'linkedin', labelKey: 'fields.linkedin' },
] as const;

const linkClasses = 'font-semibold text-open underline-offset-2 hover:underline dark:text-open-400';

/** /auth/signup: creates the account through POST /api/account/signup, then asks the person to confirm their e-mail. */
export function SignupPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const redirectTo = redirectTargetOf(params);
  // Signing in after signing up still goes where the person was headed.
  const toLogin =
    redirectTo === '/' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(redirectTo)}`;
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; accountExists: boolean } | null>(null);
  const countries = useMemo(() => countryOptions(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(SignUpFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await api<{ ok: true }>('/account/signup', { method: 'POST', json: form });
      setCreatedFor(form.email.trim());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setFailure({ message: t('errors:accountExists'), accountExists: true });
      } else if (error instanceof ApiRequestError && error.status === 400 && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as keyof SignUpForm, { message });
        }
      } else if (error instanceof ApiRequestError && error.status === 429) {
        setFailure({ message: t('errors:tooManyRequests'), accountExists: false });
      } else {
        setFailure({ message: t('errors:signupFailed'), accountExists: false });
      }
    }
  });

  if (createdFor) {
    return (
      <AuthLayout title={t('signup.doneTitle')}>
        <div
          role="status"
          className="space-y-5 rounded-[var(--radius-card)] border border-open/20 bg-white p-6 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
            <MailCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="text-lg font-semibold text-deep dark:text-white">{t('signup.created')}</p>
          <p className="text-[15px] text-slate-600 dark:text-slate-300">
            {t('signup.sentTo', { email: createdFor })}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ResendConfirmation email={createdFor} />
            <Link to={toLogin} className={`${linkClasses} inline-flex min-h-11 items-center justify-center`}>
              {t('signup.toLogin')}
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  const err = (message: string | undefined) => translateValidation(t, message);

  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <div className="space-y-6">
        <SocialButtons redirectTo={redirectTo} />

        {failure && (
          <div
            role="alert"
            className="rounded-[var(--radius-control)] border border-red-200 bg-red-50 p-4 text-[15px] font-medium text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <p>{failure.message}</p>
            {failure.accountExists && (
              <Link to={toLogin} className={`${linkClasses} mt-1 inline-flex min-h-11 items-center`}>
                {t('signup.toLogin')}
              </Link>
            )}
          </div>
        )}

        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5" noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('fields.firstName')} error={err(errors.firstName?.message)} required>
              <Input autoComplete="given-name" {...register('firstName')} />
            </Field>
            <Field label={t('fields.lastName')} error={err(errors.lastName?.message)} required>
              <Input autoComplete="family-name" {...register('lastName')} />
            </Field>
          </div>
          <Field label={t('fields.email')} error={err(errors.email?.message)} required>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </Field>
          <Field
            label={t('fields.password')}
            hint={t('signup.passwordHint')}
            error={err(errors.password?.message)}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </Field>
          <Field label={t('fields.confirmPassword')} error={err(errors.confirmPassword?.message)} required>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('fields.phoneNumber')} error={err(errors.phoneNumber?.message)} required>
              <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
            </Field>
            <Field label={t('fields.country')} error={err(errors.country?.message)} required>
              <Select autoComplete="country-name" {...register('country')}>
                <option value="">{t('signup.chooseCountry')}</option>
                {countries.map((country) => (
                  <option key={country.value} value={country.value}>
                    {country.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>

          <details className="group rounded-[var(--radius-card)] border border-slate-200 bg-white/70 dark:border-slate-800 dark:bg-slate-900/60">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-[15px] font-semibold text-deep dark:text-slate-100 [&::-webkit-details-marker]:hidden">
              <span>
                {t('signup.socialTitle')}{' '}
                <span className="font-normal text-slate-500 dark:text-slate-400">{t('signup.optional')}</span>
              </span>
              <ChevronDown
                className="h-5 w-5 transition-transform duration-200 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="grid gap-4 px-4 pt-1 pb-4 sm:grid-cols-2">
              {SOCIAL_FIELDS.map(({ name, labelKey }) => (
                <Field key={name} label={t(labelKey)} error={err(errors[name]?.message)}>
                  <Input placeholder="@" autoComplete="off" {...register(name)} />
                </Field>
              ))}
            </div>
          </details>

          <div className="space-y-1.5">
            <label className="flex cursor-pointer items-start gap-3 text-[15px] text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-open dark:border-slate-600"
                {...register('acceptTerms')}
              />
              <span>
                <Trans
                  t={t}
                  i18nKey="signup.terms"
                  components={{
                    terms: <Link to="/terms" target="_blank" className={linkClasses} />,
                    privacy: <Link to="/privacy" target="_blank" className={linkClasses} />,
                  }}
                />
                <span className="ms-0.5 text-danger dark:text-red-400" aria-hidden="true">
                  *
                </span>
              </span>
            </label>
            {errors.acceptTerms && (
              <p
                id="accept-terms-error"
                role="alert"
                className="text-sm font-medium text-danger dark:text-red-400"
              >
                {err(errors.acceptTerms.message)}
              </p>
            )}
          </div>

          <Button type="submit" size="lg" className="w-full" busy={isSubmitting}>
            {isSubmitting ? t('signup.creating') : t('signup.submit')}
          </Button>
        </form>

        <p className="text-center text-[15px] text-slate-600 dark:text-slate-300">
          {t('signup.haveAccount')}{' '}
          <Link to={toLogin} className={`${linkClasses} inline-flex min-h-11 items-center`}>
            {t('signup.loginLink')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
