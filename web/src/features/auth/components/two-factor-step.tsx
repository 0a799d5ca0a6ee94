import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Mail, ShieldCheck, Smartphone } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { authClient } from '#web/lib/auth-client';
import { authErrorMessage, type AuthClientError } from '#web/features/auth/lib/auth-errors';
import type { TwoFactorChallenge } from '#web/features/auth/lib/two-factor-challenge';

type Mode = 'totp' | 'email' | 'backup';

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onSuccess: () => void | Promise<void>;
  /** The challenge ran out (10 minutes) or the person wants to start over. */
  onRestart: () => void;
}

function firstMode({ methods, preferredMethod }: TwoFactorChallenge): Mode {
  if (preferredMethod === 'email' && methods.includes('otp')) return 'email';
  return methods.includes('totp') ? 'totp' : 'email';
}

/**
 * The second step of signing in, before any session exists: a code from the authenticator app, a code
 * e-mailed on request, or a backup code. Success creates the session (better-auth sets the cookie).
 */
export function TwoFactorStep({ challenge, onSuccess, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>(() => firstMode(challenge));
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [emailSent, setEmailSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const hasTotp = challenge.methods.includes('totp');
  const hasEmail = challenge.methods.includes('otp');

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    setError(null);
  };

  const fail = (failure: AuthClientError) => {
    if (failure.code === 'INVALID_TWO_FACTOR_COOKIE') setExpired(true);
    setError(authErrorMessage(t, failure, 'errors:invalidCode'));
  };

  const handleSendEmail = async () => {
    setSending(true);
    setError(null);
    const { error: failure } = await authClient.twoFactor.sendOtp();
    setSending(false);
    if (failure) return fail(failure);
    setEmailSent(true);
    setCode('');
  };

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(t('errors:fillAllFields'));
      return;
    }
    setVerifying(true);
    setError(null);
    const result =
      mode === 'totp'
        ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice })
        : mode === 'email'
          ? await authClient.twoFactor.verifyOtp({ code: value, trustDevice })
          : await authClient.twoFactor.verifyBackupCode({ code: value, trustDevice });
    if (result.error) {
      setVerifying(false);
      return fail(result.error);
    }
    await onSuccess();
    setVerifying(false);
  };

  const heading = {
    totp: t('twoFactor.totpTitle'),
    email: t('twoFactor.emailTitle'),
    backup: t('twoFactor.backupTitle'),
  }[mode];
  const hint = {
    totp: t('twoFactor.totpHint'),
    email: emailSent ? t('twoFactor.emailSentHint') : t('twoFactor.emailHint'),
    backup: t('twoFactor.backupHint'),
  }[mode];
  const Icon = { totp: Smartphone, email: Mail, backup: KeyRound }[mode];
  const showCodeForm = mode !== 'email' || emailSent;

  return (
    <section aria-labelledby="two-factor-title" className="space-y-6">
      <div className="flex items-start gap-4 rounded-[var(--radius-card)] border border-open/20 bg-shallows/70 p-4 dark:border-open-400/20 dark:bg-slate-900">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-open shadow-sm dark:bg-slate-800 dark:text-open-400">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="two-factor-title" className="text-lg font-bold text-deep dark:text-white">
            {heading}
          </h2>
          <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">{hint}</p>
        </div>
      </div>

      {expired ? (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded-[var(--radius-control)] bg-red-50 p-3 text-[15px] font-medium text-danger dark:bg-red-950/40 dark:text-red-300"
          >
            {error}
          </p>
          <Button size="lg" className="w-full" onClick={onRestart}>
            {t('twoFactor.startOver')}
          </Button>
        </div>
      ) : (
        <>
          {mode === 'email' && !emailSent && (
            <Button size="lg" className="w-full" busy={sending} onClick={() => void handleSendEmail()}>
              {sending ? t('twoFactor.sending') : t('twoFactor.sendEmail')}
            </Button>
          )}

          {showCodeForm && (
            <form onSubmit={(event) => void handleVerify(event)} className="space-y-5" noValidate>
              <Field
                label={mode === 'backup' ? t('twoFactor.backupLabel') : t('twoFactor.codeLabel')}
                error={error ?? undefined}
                required
              >
                <Input
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  inputMode={mode === 'backup' ? 'text' : 'numeric'}
                  maxLength={mode === 'backup' ? 32 : 6}
                  autoFocus
                  className="text-center font-mono text-xl tracking-[0.35em] tabular"
                  placeholder={mode === 'backup' ? 'xxxxx-xxxxx' : '123456'}
                />
              </Field>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-slate-700 dark:text-slate-300">
                <input
                  type="checkbox"
                  checked={trustDevice}
                  onChange={(event) => setTrustDevice(event.target.checked)}
                  className="h-5 w-5 rounded border-slate-300 accent-open dark:border-slate-600"
                />
                {t('twoFactor.trustDevice')}
              </label>
              <Button type="submit" size="lg" className="w-full" busy={verifying}>
                <ShieldCheck className="h-5 w-5" aria-hidden="true" />
                {verifying ? t('twoFactor.verifying') : t('twoFactor.verify')}
              </Button>
              {mode === 'email' && (
                <Button
                  variant="ghost"
                  className="w-full"
                  busy={sending}
                  onClick={() => void handleSendEmail()}
                >
                  {t('twoFactor.sendAgain')}
                </Button>
              )}
            </form>
          )}
          {mode === 'email' && !emailSent && error && (
            <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
              {error}
            </p>
          )}

          <div className="space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800">
            <p className="text-sm font-medium text-slate-500 dark:text-slate-400">
              {t('twoFactor.otherWays')}
            </p>
            {mode !== 'totp' && hasTotp && (
              <SwitchLink onClick={() => switchTo('totp')}>{t('twoFactor.useTotp')}</SwitchLink>
            )}
            {mode !== 'email' && hasEmail && (
              <SwitchLink onClick={() => switchTo('email')}>{t('twoFactor.useEmail')}</SwitchLink>
            )}
            {mode !== 'backup' && hasTotp && (
              <SwitchLink onClick={() => switchTo('backup')}>{t('twoFactor.useBackup')}</SwitchLink>
            )}
            <SwitchLink onClick={onRestart}>{t('twoFactor.cancel')}</SwitchLink>
          </div>
        </>
      )}
    </section>
  );
}

function SwitchLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-11 w-full items-center text-start text-[15px] font-semibold text-open hover:underline dark:text-open-400"
    >
      {children}
    </button>
  );
}
