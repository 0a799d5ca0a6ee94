import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { Button } from '#web/components/ui/button';
import '#web/components/ui/modal.css';

/** Asks before blocking, saying what blocking does (Radix AlertDialog: Cancel has focus, Escape cancels). */
export function BlockDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
  busy,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('safety');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="social-modal-overlay fixed inset-0 z-50 bg-deep-900/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="social-modal-content fixed start-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-5 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-deep dark:text-white">
            {t('block.confirmTitle', { name })}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-[15px] text-slate-600 dark:text-slate-300">
              <p>{t('block.explainStops')}</p>
              <p>{t('block.explainHides')}</p>
              <p>{t('block.explainUndo')}</p>
            </div>
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {t('cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {t('block.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
