import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CharterRequest } from '@tightlines/domain/charters/bookings';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { formatDate } from '#web/lib/format/dates';
import { useAnswerRequest, useWithdrawRequest } from '#web/features/charters/booking/api/bookings';
import { ActionDialog } from '#web/features/charters/booking/components/action-dialog';
import { conversationPath } from '#web/features/charters/booking/components/request-form';
import { bookingErrorMessage } from '#web/features/charters/booking/lib/booking-error';
import { durationParts, formatTripStart, localInputToIso } from '#web/features/charters/booking/lib/format';

const requestTones: Record<CharterRequest['state'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  declined: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  withdrawn: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

/** "4 hours" or "2 days" for a package, in the reader's language. */
export function useDurationText() {
  const { i18n } = useTranslation();
  return (minutes: number) => {
    const { key, count } = durationParts(minutes);
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: key === 'days' ? 'day' : 'hour',
      unitDisplay: 'long',
    }).format(count);
  };
}

/** A request for a date, for the angler (withdraw) or the owner (accept with a time, decline with a reason). */
export function RequestCard({ request }: { request: CharterRequest }) {
  const { t, i18n } = useTranslation(['bookings', 'charter-terms']);
  const duration = useDurationText();
  const [dialog, setDialog] = useState<'accept' | 'decline' | 'withdraw' | null>(null);
  const owner = request.viewer.side === 'owner';
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-bold text-deep dark:text-white">
            {owner ? t('requests.from', { name: request.angler.displayName }) : request.listing.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {owner ? `${request.listing.name} · ` : ''}
            {request.package.name} · {duration(request.package.durationMinutes)}
          </p>
        </div>
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            requestTones[request.state],
          )}
        >
          {t(`charter-terms:requestState.${request.state}`)}
        </span>
      </div>
      <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
        <li className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 shrink-0 text-open" aria-hidden="true" />
          {formatDate(request.tripDate, i18n.language, 'long')}
        </li>
        <li className="flex items-center gap-2">
          <Users className="h-4 w-4 shrink-0 text-open" aria-hidden="true" />
          {t('card.party', { party: request.partySize })}
        </li>
        {request.state === 'pending' && (
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 shrink-0 text-open" aria-hidden="true" />
            {t('requests.expires', { time: formatTripStart(request.expiresAt, i18n.language) })}
          </li>
        )}
      </ul>
      {request.message && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {request.message}
        </p>
      )}
      {request.state === 'declined' && request.declineReason && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('requests.declineReason', { reason: request.declineReason })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {request.viewer.canAnswer && (
          <>
            <Button size="sm" onClick={() => setDialog('accept')}>
              {t('requests.accept')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDialog('decline')}>
              {t('requests.decline')}
            </Button>
          </>
        )}
        {request.conversationId && (
          <Link to={conversationPath(request.conversationId)} className={buttonClasses('outline', 'sm')}>
            {t('actions.conversation')}
          </Link>
        )}
        {request.viewer.canWithdraw && (
          <Button size="sm" variant="ghost" onClick={() => setDialog('withdraw')}>
            {t('requests.withdraw')}
          </Button>
        )}
      </div>
      {dialog === 'accept' && <AcceptDialog request={request} onClose={() => setDialog(null)} />}
      {dialog === 'decline' && <DeclineDialog request={request} onClose={() => setDialog(null)} />}
      {dialog === 'withdraw' && <WithdrawDialog request={request} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** Accept with a start time on the requested day (prefilled at 07:00, the package's length shown). */
function AcceptDialog({ request, onClose }: { request: CharterRequest; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const duration = useDurationText();
  const answer = useAnswerRequest();
  const [startsAt, setStartsAt] = useState(`${request.tripDate}T07:00`);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('requests.acceptTitle')}
      problem={problem}
      confirmLabel={t('requests.acceptConfirm')}
      busy={answer.isPending}
      onConfirm={() => {
        if (!startsAt || Number.isNaN(new Date(startsAt).getTime())) {
          setProblem(t('requests.timeInvalid'));
          return;
        }
        answer.mutate(
          { requestId: request.id, input: { answer: 'accept', startsAt: localInputToIso(startsAt) } },
          {
            onSuccess: () => {
              toast.success(t('requests.accepted', { name: request.angler.displayName }));
              onClose();
            },
            onError: (error) => setProblem(bookingErrorMessage(t, error, 'slotTaken')),
          },
        );
      }}
    >
      <p className="text-[15px] text-slate-700 dark:text-slate-200">
        {t('requests.acceptBody', {
          name: request.angler.displayName,
          package: request.package.name,
          duration: duration(request.package.durationMinutes),
        })}
      </p>
      <Field label={t('requests.startsAt')}>
        <Input type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} />
      </Field>
    </ActionDialog>
  );
}

function DeclineDialog({ request, onClose }: { request: CharterRequest; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const answer = useAnswerRequest();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('requests.declineTitle')}
      problem={problem}
      confirmLabel={t('requests.declineConfirm')}
      danger
      busy={answer.isPending}
      onConfirm={() =>
        answer.mutate(
          { requestId: request.id, input: { answer: 'decline', reason: reason.trim() } },
          {
            onSuccess: () => {
              toast.success(t('requests.declined'));
              onClose();
            },
            onError: (error) => setProblem(bookingErrorMessage(t, error)),
          },
        )
      }
    >
      <Field label={t('requests.reason')} hint={t('requests.reasonHint')}>
        <Textarea maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </ActionDialog>
  );
}

function WithdrawDialog({ request, onClose }: { request: CharterRequest; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const withdraw = useWithdrawRequest();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('requests.withdrawTitle')}
      problem={problem}
      confirmLabel={t('requests.withdrawConfirm')}
      danger
      busy={withdraw.isPending}
      onConfirm={() =>
        withdraw.mutate(request.id, {
          onSuccess: () => {
            toast.success(t('requests.withdrawn'));
            onClose();
          },
          onError: (error) => setProblem(bookingErrorMessage(t, error)),
        })
      }
    >
      <p className="text-[15px] text-slate-700 dark:text-slate-200">
        {t('requests.withdrawBody', { listing: request.listing.name })}
      </p>
    </ActionDialog>
  );
}
