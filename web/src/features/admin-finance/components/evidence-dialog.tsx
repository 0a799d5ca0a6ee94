import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
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
    <FormDialog
      title={t('evidence.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('evidence.submit')}
      busy={submitEvidence.isPending}
    >
      <Field label={t('evidence.text')} hint={t('evidence.hint')} error={error} required>
        <Textarea rows={8} maxLength={MAX} value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
