import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';

/** "Delete this …?" with the consequence in plain words; the dangerous button is the explicit second tap. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('angler-log');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={t('actions.close')}>
      <div className="space-y-4 p-4">
        <p className="text-[15px] text-slate-700 dark:text-slate-300">{body}</p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
