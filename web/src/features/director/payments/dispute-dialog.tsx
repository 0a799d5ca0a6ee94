import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { disputeReasonKey, formatMoney } from '#web/lib/format/money';
import { fullTime } from '#web/lib/format/time';
import { usePayment, useSubmitDisputeEvidence } from './api';

const EVIDENCE_MIN = 10;

/**
 * A chargeback on a registration's payment: what the payer's bank says, and the director's evidence sent through
 * the provider (POST /api/payments/disputes/:disputeId/evidence). The dispute id comes from the payment.
 */
export function DisputeDialog({
  eventId,
  registration,
  open,
  onOpenChange,
}: {
  eventId: string;
  registration: DirectorRegistration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('director-payments');
  const payment = usePayment(registration.paymentId, open);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('dispute.title', { name: registration.entrantName })}
      closeLabel={t('dialog.close')}
    >
      <div className="space-y-4 p-4">
        {payment.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label={t('dispute.loading')}>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : payment.isError ? (
          <QueryError
            compact
            error={payment.error}
            onRetry={() => void payment.refetch()}
            retrying={payment.isFetching}
          />
        ) : payment.data.dispute ? (
          <DisputeBody eventId={eventId} dispute={payment.data.dispute} onDone={() => onOpenChange(false)} />
        ) : (
          <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('dispute.none')}</p>
        )}
      </div>
    </Modal>
  );
}

type Dispute = NonNullable<NonNullable<ReturnType<typeof usePayment>['data']>['dispute']>;

function DisputeBody({
  eventId,
  dispute,
  onDone,
}: {
  eventId: string;
  dispute: Dispute;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('director-payments');
  const submit = useSubmitDisputeEvidence(eventId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const closed = dispute.status === 'won' || dispute.status === 'lost';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < EVIDENCE_MIN) {
      setError(t('dispute.evidenceError'));
      return;
    }
    setError(undefined);
    submit.mutate(
      { disputeId: dispute.id, text: text.trim() },
      {
        onSuccess: () => {
          toast.success(t('dispute.done'));
          onDone();
        },
        onError: (failure) => toast.error(t('dispute.failed'), { description: errorMessage(t, failure) }),
      },
    );
  };

  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
        <dt className="text-slate-600 dark:text-slate-400">{t('dispute.amount')}</dt>
        <dd className="font-semibold tabular-nums text-deep dark:text-white">
          {formatMoney(dispute.amountMinor, dispute.currency, i18n.language)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('dispute.reason')}</dt>
        <dd className="text-deep dark:text-slate-100">{t(`common:${disputeReasonKey(dispute.reason)}`)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('dispute.status')}</dt>
        <dd className="font-semibold text-deep dark:text-slate-100">
          {t(`dispute.states.${dispute.status}`)}
        </dd>
      </dl>
      {dispute.evidenceDueBy && !closed && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('dispute.dueBy', { date: fullTime(dispute.evidenceDueBy, i18n.language) })}
        </p>
      )}
      {dispute.evidenceSubmittedAt && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('dispute.submittedAt', { date: fullTime(dispute.evidenceSubmittedAt, i18n.language) })}
        </p>
      )}
      {closed ? (
        <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('dispute.closed')}</p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <Field label={t('dispute.evidence')} hint={t('dispute.evidenceHint')} error={error}>
            <Textarea value={text} maxLength={10_000} onChange={(e) => setText(e.target.value)} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onDone}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" busy={submit.isPending}>
              {t('dispute.submit')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
