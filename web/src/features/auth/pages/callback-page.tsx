import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { getMeQueryOptions } from '#web/lib/session';
import {
  ChallengeError,
  getTwoFactorChallengeQueryOptions,
} from '#web/features/auth/api/get-two-factor-challenge';
import { AuthLayout } from '#web/features/auth/components/auth-layout';
import { ResendConfirmation } from '#web/features/auth/components/resend-confirmation';
import { TwoFactorStep } from '#web/features/auth/components/two-factor-step';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';
import { redirectTargetOf } from '#web/features/auth/lib/safe-redirect';
import { useCompleteSignIn } from '#web/features/auth/lib/use-complete-sign-in';

/** better-auth's verify-email failures (`?error=CODE`); any other value comes from an OAuth provider. */
const LINK_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: 'callback.linkExpired',
  INVALID_TOKEN: 'callback.linkInvalid',
  INVALID_USER: 'callback.linkInvalid',
  USER_NOT_FOUND: 'callback.linkInvalid',
};

/** Added by the server (mfa-policy.ts) when a social sign-in waits for the second factor: no session yet. */
const TWO_FACTOR_MARKER = 'twoFactor';

/**
 * /auth/callback: where the confirmation link, a resent link and social sign-in land. The server has already
 * set the session cookie; this page loads the person, says so and moves on, or explains what went wrong.
 * A social sign-in of someone with two-step verification lands here with `?twoFactor=1` and asks for the code.
 */
export function CallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const error = params.get('error');
  const twoFactor = params.get(TWO_FACTOR_MARKER) === '1';
  const redirectTo = redirectTargetOf(params);
  const [noSession, setNoSession] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (error || twoFactor || started.current) return;
    started.current = true;
    void queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).then(
      async (me) => {
        if (!me.user) {
          setNoSession(true);
          return;
        }
        toast.success(t('callback.signedIn'));
        await navigate(redirectTo, { replace: true });
      },
      () => setNoSession(true),
    );
  }, [error, twoFactor, navigate, queryClient, redirectTo, t]);

  if (error) {
    const linkKey = LINK_ERRORS[error];
    return (
      <AuthLayout title={linkKey ? t('callback.linkTitle') : t('callback.socialTitle')}>
        <div className="space-y-6">
          <div
            role="alert"
            className="flex gap-3 rounded-[var(--radius-control)] border border-amber-200 bg-amber-50 p-4 text-[15px] text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <p>{linkKey ? t(linkKey) : t('callback.socialFailed')}</p>
          </div>
          {linkKey ? (
            <div className="space-y-3">
              <h2 className="text-lg font-bold text-deep dark:text-white">{t('callback.resendTitle')}</h2>
              <ResendConfirmation variant="primary" />
            </div>
          ) : null}
          <Link to="/auth/login" className={buttonClasses('outline', 'lg', 'w-full')}>
            {t('callback.toLogin')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (twoFactor) return <SocialTwoFactor redirectTo={redirectTo} />;

  if (noSession) {
    return (
      <AuthLayout title={t('callback.noSessionTitle')} subtitle={t('callback.noSession')}>
        <Link to="/auth/login" className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('callback.toLogin')}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('callback.signingInTitle')}>
      <div className="flex items-center gap-3 text-open dark:text-open-400" aria-live="polite">
        <Spinner className="h-6 w-6" label={t('callback.signingIn')} />
      </div>
    </AuthLayout>
  );
}

/** The code step after a social sign-in: the methods come from the pending challenge, not from the URL. */
function SocialTwoFactor({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const challenge = useQuery(getTwoFactorChallengeQueryOptions());
  const toLogin =
    redirectTo === '/' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(redirectTo)}`;

  if (challenge.isPending) {
    return (
      <AuthLayout title={t('callback.signingInTitle')}>
        <div className="flex items-center gap-3 text-open dark:text-open-400" aria-live="polite">
          <Spinner className="h-6 w-6" label={t('callback.signingIn')} />
        </div>
      </AuthLayout>
    );
  }

  if (challenge.isError) {
    // No challenge cookie, or its 10 minutes ran out (INVALID_TWO_FACTOR_COOKIE): the way on is to sign in again.
    return (
      <AuthLayout title={t('callback.socialTitle')}>
        <div className="space-y-6">
          <div
            role="alert"
            className="flex gap-3 rounded-[var(--radius-control)] border border-amber-200 bg-amber-50 p-4 text-[15px] text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <p>
              {challenge.error instanceof ChallengeError
                ? authErrorMessage(t, challenge.error.failure)
                : t('errors:unexpected')}
            </p>
          </div>
          <Link to={toLogin} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('twoFactor.startOver')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
      <TwoFactorStep
        challenge={challenge.data}
        onSuccess={() => completeSignIn(t('callback.signedIn'), redirectTo)}
        onRestart={() => void navigate(toLogin, { replace: true })}
      />
    </AuthLayout>
  );
}
