import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '#web/components/ui/button';
import '#web/components/ui/modal.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone (Radix AlertDialog: Cancel has focus, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="social-modal-overlay fixed inset-0 z-50 bg-deep-900/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="social-modal-content fixed start-1/2 top-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-5 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-deep dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-[15px] text-slate-600 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
