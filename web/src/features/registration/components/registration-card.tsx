import { useState } from 'react';
import { CalendarDays, MapPin, QrCode, Ship, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Registration } from '@tightlines/domain/tournaments/registration-contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { errorMessage } from '#web/lib/error-message';
import { useCancelRegistration } from '#web/features/registration/api/registrations';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import { CheckInQr } from './check-in-qr';
import { PaymentBadge } from '#web/components/status/payment-badge';
import { RegistrationPaymentActions, RegistrationPaymentInfo, canPayOnline } from '#web/features/payments';

/** One of my registrations: event, entrant, boat, payment status, and what I can do next. */
export function RegistrationCard({ registration }: { registration: Registration }) {
  const { t, i18n } = useTranslation('registration');
  const [showQr, setShowQr] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelRegistration();
  const { event } = registration;
  const isDraft = registration.status === 'draft';

  const handleCancel = () =>
    cancel.mutate(registration.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('list.cancelled'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  return (
    <Card className={cn('space-y-3 p-4', registration.status === 'cancelled' && 'opacity-70')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-deep dark:text-slate-100">
            <Link to={`/events/${event.id}`} className="hover:underline">
              {event.name}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {formatDateRange(event.startDate, event.endDate, i18n.language)}
            </span>
            {event.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                {event.location}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-sm font-medium',
              registration.status === 'registered' &&
                'bg-shallows text-deep dark:bg-slate-800 dark:text-cyan-200',
              registration.status === 'draft' &&
                'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
              registration.status === 'cancelled' &&
                'bg-slate-100 text-slate-600 line-through dark:bg-slate-800',
            )}
          >
            {t(`status.${registration.status}`)}
          </span>
          {registration.status === 'registered' && <PaymentBadge status={registration.paymentStatus} />}
        </div>
      </div>
      {registration.status === 'registered' &&
        registration.paymentStatus !== 'paid' &&
        registration.feeMinor > 0 &&
        !canPayOnline(registration) && (
          <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{t('list.payAtCheckIn')}</p>
        )}
      <RegistrationPaymentInfo registration={registration} />

      {!isDraft && (
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div className="flex items-center gap-2">
            <Users className="h-4 w-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">{t('list.entrant')}</dt>
            <dd className="font-medium text-deep dark:text-slate-100">
              {registration.team ? (
                <Link to={`/teams/${registration.team.slug}`} className="hover:underline">
                  {registration.entrantName}
                </Link>
              ) : (
                registration.entrantName
              )}
              {registration.division && ` · ${registration.division.name}`}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Ship className="h-4 w-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">{t('list.boat')}</dt>
            <dd className="text-deep dark:text-slate-100">{registration.boatName ?? t('list.noBoat')}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('wizard.fee')}</dt>
            <dd className="tabular-nums text-deep dark:text-slate-100">
              {formatMoney(registration.feeMinor, registration.currency, i18n.language)}
            </dd>
          </div>
        </dl>
      )}

      {isDraft && <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.draftHint')}</p>}

      <div className="flex flex-wrap gap-2">
        <RegistrationPaymentActions registration={registration} />
        {isDraft && registration.resumeToken && (
          <Link
            to={`/resume-registration/${registration.resumeToken}`}
            className={buttonClasses('primary', 'sm')}
          >
            {t('list.continue')}
          </Link>
        )}
        {registration.status === 'registered' && registration.checkInCode && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setShowQr((shown) => !shown)}
            aria-expanded={showQr}
          >
            <QrCode className="h-4 w-4" aria-hidden="true" />
            {showQr ? t('list.hideQr') : t('list.showQr')}
          </Button>
        )}
        {registration.canCancel && !confirming && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {isDraft ? t('list.discard') : t('list.cancel')}
          </Button>
        )}
        {confirming && (
          <div
            role="group"
            aria-label={t('list.confirmCancel')}
            className="flex flex-wrap items-center gap-2"
          >
            <span className="text-sm font-medium text-deep dark:text-slate-100">
              {t('list.confirmCancel')}
            </span>
            <Button variant="danger" size="sm" busy={cancel.isPending} onClick={handleCancel}>
              {t('list.confirmYes')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t('list.confirmNo')}
            </Button>
          </div>
        )}
      </div>
      {showQr && registration.checkInCode && <CheckInQr registrationId={registration.id} />}
    </Card>
  );
}
