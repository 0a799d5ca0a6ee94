import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { PasswordInput } from './password-input';

interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** Resolves to an error message to show, or null when done (the dialog then closes). */
  onConfirm: (password: string) => Promise<string | null>;
}

/** Asks for the password again before a change to how the account is protected (better-auth requires it). */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  danger = false,
  onConfirm,
}: PasswordDialogProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('errors:fillAllFields'));
      return;
    }
    setBusy(true);
    const failure = await onConfirm(password);
    setBusy(false);
    if (failure) {
      setError(failure);
      return;
    }
    close(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-deep-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 top-[12vh] z-50 mx-auto max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-2xl outline-none sm:inset-x-0 dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-deep dark:text-white">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('mfa.close')}
              className="-me-2 -mt-2 inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-[15px] text-slate-600 dark:text-slate-300">
            {description}
          </Dialog.Description>
          <form onSubmit={(event) => void handleSubmit(event)} className="mt-5 space-y-5" noValidate>
            <Field label={t('fields.password')} error={error ?? undefined} required>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoFocus
              />
            </Field>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => close(false)}>
                {t('mfa.cancel')}
              </Button>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
