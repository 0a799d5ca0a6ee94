import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { authClient } from '#web/lib/auth-client';
import { Button } from '#web/components/ui/button';
import { useProviders, type OAuthProvider } from '#web/features/auth/api/get-providers';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';
import { storageWorks } from '#web/features/auth/lib/session-marker';

const LABEL_KEYS: Record<OAuthProvider, string> = {
  google: 'social.google',
  facebook: 'social.facebook',
  apple: 'social.apple',
};

/**
 * Google, Facebook and Apple sign-in, each shown only when the server has it configured. Every provider
 * returns to /auth/callback, which finishes the sign-in (and shows better-auth's `?error=`).
 */
export function SocialButtons({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const { data } = useProviders();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const callbackURL =
    redirectTo === '/' ? '/auth/callback' : `/auth/callback?redirect=${encodeURIComponent(redirectTo)}`;

  const handleClick = async (provider: OAuthProvider) => {
    // Google sign-in fails with 'Storage unavailable' unless local storage can be written and read back.
    if (provider === 'google' && !storageWorks()) {
      toast.error(t('errors:storageUnavailable'));
      return;
    }
    setPending(provider);
    const { error } = await authClient.signIn.social({
      provider,
      callbackURL,
      errorCallbackURL: '/auth/callback',
    });
    // On success the browser is already leaving for the provider.
    if (error) {
      setPending(null);
      toast.error(authErrorMessage(t, error));
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            size="lg"
            busy={pending === provider}
            disabled={pending !== null}
            onClick={() => void handleClick(provider)}
            className="w-full"
          >
            <ProviderMark provider={provider} />
            {t(LABEL_KEYS[provider])}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400" role="separator">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        {t('social.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}

function ProviderMark({ provider }: { provider: OAuthProvider }) {
  switch (provider) {
    case 'google':
      return (
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
          />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c1-2.9 3.6-4.9 6.7-4.9Z"
          />
        </svg>
      );
    case 'facebook':
      return (
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            fill="#1877F2"
            d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
          />
        </svg>
      );
    case 'apple':
      return (
        <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true">
          <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.3-.9a4.9 4.9 0 0 0-4.2 2.5c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6s1.7-.8 3.3-.8 2 .8 3.3.8 2.2-1.3 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.4-4.1ZM13.9 5.1A4.4 4.4 0 0 0 15 1.9a4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1.1 3.1 3.7 3.7 0 0 0 2.9-1.4Z" />
        </svg>
      );
  }
}
