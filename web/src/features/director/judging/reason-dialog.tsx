import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { REASON_MAX_CHARS } from '@tightlines/domain/tournaments/catch-contract';

/** Asks the judge why (reject, re-submission): the angler reads this reason. */
export function ReasonDialog({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('judging');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('actions.close')}>
      <form
        className="space-y-4 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) {
            setError(t('reason.required'));
            return;
          }
          onConfirm(reason.trim());
        }}
      >
        <Field label={t('reason.label')} hint={t('reason.hint')} error={error} required>
          <Textarea
            value={reason}
            maxLength={REASON_MAX_CHARS}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
