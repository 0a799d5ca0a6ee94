import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { KeyRound, Mail, RefreshCw, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import type { MfaStatus } from '@tightlines/domain/auth/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { authClient } from '#web/lib/auth-client';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useMfaStatus, useRefreshMfa, useSetEmailMfa, useSetPreferredMfa } from '#web/features/auth/api/mfa';
import { BackupCodes } from '#web/features/auth/components/backup-codes';
import { PasswordDialog } from '#web/features/auth/components/password-dialog';
import { TotpEnrolment } from '#web/features/auth/components/totp-enrolment';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';
import { PageHeader } from '#web/components/ui/page-header';

type Dialog = 'enable' | 'remove' | 'regenerate' | null;

/** /profile/mfa-settings: the authenticator app, e-mailed codes, which comes first, and backup codes. */
export function MfaSettingsPage() {
  const { t } = useTranslation('auth');
  const status = useMfaStatus();
  const anyOn = Boolean(status.data && (status.data.totpEnabled || status.data.emailEnabled));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={t('mfa.title')}
        subtitle={t('mfa.subtitle')}
        actions={
          status.data && (
            <span
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold',
                anyOn
                  ? 'bg-green-50 text-green-800 ring-1 ring-green-200 dark:bg-green-950/40 dark:text-green-300 dark:ring-green-900'
                  : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {anyOn ? (
                <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              ) : (
                <ShieldOff className="h-4 w-4" aria-hidden="true" />
              )}
              {anyOn ? t('mfa.statusOn') : t('mfa.statusOff')}
            </span>
          )
        }
      />

      <div className="mt-8 space-y-5">
        {status.isPending ? (
          <>
            <Skeleton className="h-40 w-full rounded-[var(--radius-card)]" />
            <Skeleton className="h-28 w-full rounded-[var(--radius-card)]" />
          </>
        ) : status.isError ? (
          <Card className="p-6" role="alert">
            <p className="font-semibold text-deep dark:text-white">{t('mfa.loadFailed')}</p>
            <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
              {errorMessage(t, status.error)}
            </p>
            <Button variant="outline" className="mt-4" onClick={() => void status.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t('mfa.retry')}
            </Button>
          </Card>
        ) : (
          <MfaSections status={status.data} />
        )}
      </div>
    </div>
  );
}

function MfaSections({ status }: { status: MfaStatus }) {
  const { t } = useTranslation('auth');
  const { data: me } = useMe();
  const refresh = useRefreshMfa();
  const setEmail = useSetEmailMfa();
  const setPreferred = useSetPreferredMfa();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [totpURI, setTotpURI] = useState<string | null>(null);
  const [pendingCodes, setPendingCodes] = useState<string[] | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const factor = status.factors[0];

  const handleEnable = async (password: string) => {
    const { data, error } = await authClient.twoFactor.enable({ password, method: 'totp' });
    if (error) return authErrorMessage(t, error);
    if (data.method !== 'totp') return t('errors:unexpected');
    setTotpURI(data.totpURI);
    setPendingCodes(data.backupCodes);
    await refresh();
    return null;
  };

  const handleVerified = async () => {
    setTotpURI(null);
    setShownCodes(pendingCodes);
    setPendingCodes(null);
    await refresh();
    toast.success(t('mfa.totpAdded'));
  };

  const handleRemove = async (password: string) => {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return authErrorMessage(t, error);
    setShownCodes(null);
    await refresh();
    toast.success(t('mfa.totpRemoved'));
    return null;
  };

  const handleRegenerate = async (password: string) => {
    const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
    if (error) return authErrorMessage(t, error);
    setShownCodes(data.backupCodes);
    await refresh();
    return null;
  };

  const handleEmailToggle = () => {
    const next = !status.emailEnabled;
    setEmail.mutate(next, {
      onSuccess: () => toast.success(next ? t('mfa.emailOnToast') : t('mfa.emailOffToast')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };

  return (
    <>
      <Section
        icon={<Smartphone className="h-5 w-5" />}
        title={t('mfa.totpTitle')}
        description={t('mfa.totpDescription')}
      >
        {factor && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-control)] border border-slate-200 px-4 py-3 dark:border-slate-800">
            <div className="flex items-center gap-3">
              <span className="font-semibold text-deep dark:text-white">{factor.friendlyName}</span>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  factor.status === 'verified'
                    ? 'bg-green-50 text-green-800 ring-1 ring-green-200 dark:bg-green-950/40 dark:text-green-300 dark:ring-green-900'
                    : 'bg-amber-50 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-900',
                )}
              >
                {factor.status === 'verified' ? t('mfa.verified') : t('mfa.unverified')}
              </span>
            </div>
            {factor.status === 'verified' && (
              <Button
                variant="outline"
                onClick={() => setDialog('remove')}
                className="text-danger dark:text-red-400"
              >
                {t('mfa.remove')}
              </Button>
            )}
          </div>
        )}
        {totpURI ? (
          <TotpEnrolment totpURI={totpURI} onVerified={handleVerified} onCancel={() => setTotpURI(null)} />
        ) : (
          !status.totpEnabled && (
            <Button onClick={() => setDialog('enable')}>
              {factor ? t('mfa.finishSetup') : t('mfa.setUpTotp')}
            </Button>
          )
        )}
      </Section>

      {shownCodes && <BackupCodes codes={shownCodes} onDone={() => setShownCodes(null)} />}

      <Section
        icon={<Mail className="h-5 w-5" />}
        title={t('mfa.emailTitle')}
        description={t('mfa.emailDescription', { email: me?.user?.email ?? '' })}
      >
        <div className="flex items-center justify-between gap-4">
          <span id="mfa-email-label" className="text-[15px] font-medium text-deep dark:text-slate-100">
            {t('mfa.emailToggle')}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={status.emailEnabled}
            aria-labelledby="mfa-email-label"
            disabled={setEmail.isPending}
            onClick={handleEmailToggle}
            className={cn(
              'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors duration-200 disabled:opacity-60',
              status.emailEnabled ? 'bg-open' : 'bg-slate-300 dark:bg-slate-700',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block h-6 w-6 rounded-full bg-white shadow transition-transform duration-200',
                status.emailEnabled ? 'translate-x-7 rtl:-translate-x-7' : 'translate-x-1 rtl:-translate-x-1',
              )}
            />
          </button>
        </div>
      </Section>

      {status.totpEnabled && status.emailEnabled && (
        <Section
          icon={<ShieldCheck className="h-5 w-5" />}
          title={t('mfa.preferredTitle')}
          description={t('mfa.preferredDescription')}
        >
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">{t('mfa.preferredTitle')}</legend>
            {(['totp', 'email'] as const).map((method) => (
              <label
                key={method}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border px-4 text-[15px] font-medium',
                  status.preferredMethod === method
                    ? 'border-open bg-shallows/60 text-deep dark:bg-slate-800 dark:text-white'
                    : 'border-slate-200 dark:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="preferred-method"
                  value={method}
                  checked={status.preferredMethod === method}
                  disabled={setPreferred.isPending}
                  onChange={() =>
                    setPreferred.mutate(method, { onError: (error) => toast.error(errorMessage(t, error)) })
                  }
                  className="h-5 w-5 accent-open"
                />
                {method === 'totp' ? t('mfa.preferTotp') : t('mfa.preferEmail')}
              </label>
            ))}
          </fieldset>
        </Section>
      )}

      {status.totpEnabled && (
        <Section
          icon={<KeyRound className="h-5 w-5" />}
          title={t('mfa.backupTitle')}
          description={t('mfa.backupDescription')}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-[15px] text-slate-700 dark:text-slate-300">
              {t('mfa.backupRemaining', { count: status.backupCodesRemaining })}
            </p>
            <Button variant="outline" onClick={() => setDialog('regenerate')}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t('mfa.backupRegenerate')}
            </Button>
          </div>
        </Section>
      )}

      <PasswordDialog
        open={dialog === 'enable'}
        onOpenChange={(open) => setDialog(open ? 'enable' : null)}
        title={t('mfa.setUpTotp')}
        description={t('mfa.enableDialog')}
        confirmLabel={t('mfa.continue')}
        busyLabel={t('mfa.working')}
        onConfirm={handleEnable}
      />
      <PasswordDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={t('mfa.removeTitle')}
        description={t('mfa.removeDialog')}
        confirmLabel={t('mfa.remove')}
        busyLabel={t('mfa.working')}
        danger
        onConfirm={handleRemove}
      />
      <PasswordDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => setDialog(open ? 'regenerate' : null)}
        title={t('mfa.backupRegenerate')}
        description={t('mfa.regenerateDialog')}
        confirmLabel={t('mfa.backupRegenerate')}
        busyLabel={t('mfa.working')}
        onConfirm={handleRegenerate}
      />
    </>
  );
}

function Section({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400"
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-deep dark:text-white">{title}</h2>
          <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">{description}</p>
          <div className="mt-4 space-y-4">{children}</div>
        </div>
      </div>
    </Card>
  );
}
