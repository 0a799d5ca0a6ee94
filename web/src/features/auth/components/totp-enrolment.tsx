import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { authClient } from '#web/lib/auth-client';
import { authErrorMessage } from '#web/features/auth/lib/auth-errors';

/** The base32 secret inside an otpauth:// URI, grouped in fours so it can be typed from the screen. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

interface TotpEnrolmentProps {
  totpURI: string;
  onVerified: () => void | Promise<void>;
  onCancel: () => void;
}

/** Step two of adding the authenticator app: scan (or type) the secret, then prove it with a first code. */
export function TotpEnrolment({ totpURI, onVerified, onCancel }: TotpEnrolmentProps) {
  const { t } = useTranslation('auth');
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(totpURI, {
      margin: 1,
      width: 240,
      color: { dark: '#0B2E4F', light: '#FFFFFF' },
    }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [totpURI]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('mfa.codeSixDigits'));
      return;
    }
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (failure) {
      setError(authErrorMessage(t, failure, 'errors:invalidCode'));
      return;
    }
    await onVerified();
  };

  return (
    <div className="grid gap-6 rounded-[var(--radius-card)] border border-open/20 bg-shallows/50 p-5 sm:grid-cols-[auto_1fr] dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto flex flex-col items-center gap-2">
        {qr ? (
          <img
            src={qr}
            alt={t('mfa.qrAlt')}
            width={200}
            height={200}
            className="h-[200px] w-[200px] rounded-lg bg-white p-2 shadow-sm"
          />
        ) : (
          <Skeleton className="h-[200px] w-[200px] rounded-lg" />
        )}
      </div>
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 ps-5 text-[15px] text-slate-700 dark:text-slate-300">
          <li>{t('mfa.enrolStep1')}</li>
          <li>{t('mfa.enrolStep2')}</li>
        </ol>
        <div>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('mfa.secretLabel')}</p>
          <code
            data-testid="totp-secret"
            className="mt-1 block rounded-md bg-white px-3 py-2 font-mono text-[15px] break-all text-deep select-all dark:bg-slate-950 dark:text-slate-100"
          >
            {secretOf(totpURI)}
          </code>
        </div>
        <form onSubmit={(event) => void handleSubmit(event)} className="space-y-4" noValidate>
          <Field label={t('mfa.codeLabel')} error={error ?? undefined} required>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              className="max-w-[12rem] font-mono text-lg tracking-[0.3em] tabular"
              placeholder="123456"
            />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {busy ? t('mfa.verifying') : t('mfa.verifyCode')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('mfa.cancel')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
