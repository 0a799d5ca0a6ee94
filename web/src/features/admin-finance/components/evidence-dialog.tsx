import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { useSubmitEvidence } from '#web/features/admin-finance/api/finance-api';

const MIN = 10;
const MAX = 10_000;

/** Send the provider evidence for a dispute (POST /api/payments/disputes/:disputeId/evidence). */
export function EvidenceDialog({ disputeId, onClose }: { disputeId: string; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const submitEvidence = useSubmitEvidence();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < MIN) {
      setError(t('evidence.tooShort', { count: MIN }));
      return;
    }
    setError(undefined);
    submitEvidence.mutate(
      { disputeId, text: text.trim() },
      {
        onSuccess: () => {
          toast.success(t('evidence.sent'));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(t, e)),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('evidence.title')}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-4">
        <Field label={t('evidence.text')} hint={t('evidence.hint')} error={error} required>
          <Textarea rows={8} maxLength={MAX} value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={submitEvidence.isPending}>
            {t('evidence.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
