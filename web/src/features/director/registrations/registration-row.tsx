import { useState } from 'react';
import { LogIn, LogOut, QrCode, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { fullTime } from '#web/lib/format/time';
import { PaymentBadge } from '#web/components/status/payment-badge';
import { formatMoney } from '#web/lib/format/money';
import { DeskMoneyActions, DeskMoneyBadges } from '#web/features/director/payments/desk-money';
import { useBoatQr, useDeskAction, type DeskAction } from './api';

/** One boat at the desk: who, payment, dock state, and the check-in/out, mark-paid and QR actions. */
export function RegistrationRow({
  eventId,
  registration,
}: {
  eventId: string;
  registration: DirectorRegistration;
}) {
  const { t, i18n } = useTranslation('registration');
  const [markPaid, setMarkPaid] = useState(registration.paymentStatus !== 'paid');
  const [showQr, setShowQr] = useState(false);
  const action = useDeskAction(eventId);
  const live = registration.status === 'registered';
  const onWater = registration.checkedInAt !== null && registration.checkedOutAt === null;

  const run = (next: DeskAction, done: string) =>
    action.mutate(
      { registrationId: registration.id, action: next },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold text-deep dark:text-slate-100">
            {registration.entrantName}
            {registration.boatName && (
              <span className="font-normal text-slate-600 dark:text-slate-400">
                {' '}
                · {registration.boatName}
              </span>
            )}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[registration.division, registration.registrant.displayName, registration.registrant.email]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('desk.anglers')}: {registration.anglers.map((angler) => angler.name).join(', ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {live ? (
            <PaymentBadge status={registration.paymentStatus} />
          ) : (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm dark:bg-slate-800">
              {t('status.cancelled')}
            </span>
          )}
          <DeskMoneyBadges registration={registration} />
          <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
            {formatMoney(registration.feeMinor, registration.currency, i18n.language)}
          </span>
        </div>
      </div>
      <p className="text-sm font-medium text-deep dark:text-slate-200">
        {onWater
          ? t('desk.checkedInAt', { time: fullTime(registration.checkedInAt ?? '', i18n.language) })
          : registration.checkedOutAt
            ? t('desk.checkedOutAt', { time: fullTime(registration.checkedOutAt, i18n.language) })
            : t('desk.notCheckedIn')}
      </p>
      {live && (
        <div className="flex flex-wrap items-center gap-2">
          {!onWater && (
            <>
              {registration.paymentStatus !== 'paid' && (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--color-open)]"
                    checked={markPaid}
                    onChange={(event) => setMarkPaid(event.target.checked)}
                  />
                  {t('desk.paidNow')}
                </label>
              )}
              <Button
                size="sm"
                busy={action.isPending}
                onClick={() =>
                  run(
                    { kind: 'check-in', markPaid: markPaid && registration.paymentStatus !== 'paid' },
                    t('desk.checkedIn', { name: registration.entrantName }),
                  )
                }
              >
                <LogIn className="h-4 w-4" aria-hidden="true" />
                {t('desk.checkIn')}
              </Button>
            </>
          )}
          {onWater && (
            <Button
              size="sm"
              variant="secondary"
              busy={action.isPending}
              onClick={() =>
                run({ kind: 'check-out' }, t('desk.checkedOut', { name: registration.entrantName }))
              }
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t('desk.checkOut')}
            </Button>
          )}
          {registration.paymentStatus !== 'paid' && (
            <Button
              size="sm"
              variant="outline"
              busy={action.isPending}
              onClick={() =>
                run({ kind: 'mark-paid' }, t('desk.markedPaid', { name: registration.entrantName }))
              }
            >
              <Wallet className="h-4 w-4" aria-hidden="true" />
              {t('desk.markPaid')}
            </Button>
          )}
          <DeskMoneyActions eventId={eventId} registration={registration} />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setShowQr((shown) => !shown)}
            aria-expanded={showQr}
          >
            <QrCode className="h-4 w-4" aria-hidden="true" />
            {showQr ? t('list.hideQr') : t('desk.qr')}
          </Button>
        </div>
      )}
      {!live && (
        <div className="flex flex-wrap items-center gap-2 empty:hidden">
          <DeskMoneyActions eventId={eventId} registration={registration} />
        </div>
      )}
      {showQr && (
        <BoatQr eventId={eventId} registrationId={registration.id} name={registration.entrantName} />
      )}
    </Card>
  );
}

function BoatQr({
  eventId,
  registrationId,
  name,
}: {
  eventId: string;
  registrationId: string;
  name: string;
}) {
  const { t } = useTranslation('registration');
  const qr = useBoatQr(eventId, registrationId);
  if (qr.isPending) return <Skeleton className="h-48 w-48" />;
  if (qr.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(t, qr.error)}
      </p>
    );
  return (
    <figure className="flex flex-col items-start gap-2">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.data.svg)}`}
        alt={t('desk.qrAlt', { name })}
        className="h-48 w-48 rounded-md bg-white p-2"
      />
      <figcaption className="font-mono text-sm text-slate-700 dark:text-slate-300">{qr.data.code}</figcaption>
    </figure>
  );
}
