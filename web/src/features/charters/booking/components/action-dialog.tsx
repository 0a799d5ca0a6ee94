import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';

/**
 * A booking action's dialog: what it does and what it gives back, the fields it needs, the server's refusal in
 * our words, and the confirming button (busy while the call runs; the dialog stays open on an error).
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  children,
  problem,
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  problem: string | null;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={t('actions.close')}>
      <div className="space-y-4 p-4">
        {children}
        {problem && (
          <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.back')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
