import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { Button } from '#web/components/ui/button';

/** "Are you sure?" before a write that cannot be undone (void, delete, run payouts). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-deep-900/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 space-y-4 rounded-[var(--radius-card)] bg-white p-5 shadow-2xl dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-deep dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-[15px] text-slate-600 dark:text-slate-300">
            {body ?? t('confirm.cannotUndo')}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{t('actions.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
