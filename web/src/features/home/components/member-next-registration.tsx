import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CalendarDays,
  CircleAlert,
  CircleCheck,
  CreditCard,
  Fish,
  MapPin,
  PencilLine,
  QrCode,
  Ship,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { NextRegistration } from '@tightlines/domain/home/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { PaymentBadge } from '#web/components/status/payment-badge';
import { StatusBadge } from '#web/components/status/event-status-badge';
import { bidiIsolate } from '#web/lib/format/bidi';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';

interface NextStep {
  icon: LucideIcon;
  text: string;
  action: string;
  to: string;
  /** The check-in QR code is what the action opens. */
  qr?: boolean;
  /** The action opens the pay page (Payments, issue 17). */
  pay?: boolean;
  tone: 'info' | 'warning' | 'done';
}

/** A hold's end on the reader's clock ("3:45 PM"): holds last minutes, so the time alone says it. */
function clockTime(iso: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso)),
    language,
  );
}

/**
 * What the person does next with this entry: finish it, fish, pay (online when the platform takes cards,
 * otherwise at check-in), or just show up.
 */
function nextStepOf(
  registration: NextRegistration,
  t: ReturnType<typeof useTranslation<'home'>>['t'],
  language: string,
): NextStep {
  if (registration.status === 'draft')
    return {
      icon: PencilLine,
      text: t('member.next.stepDraft'),
      action: t('member.next.finish'),
      to: registration.resumeToken ? `/resume-registration/${registration.resumeToken}` : '/registrations',
      tone: 'warning',
    };
  if (registration.event.status === 'active')
    return {
      icon: Fish,
      text: t('member.next.stepLive'),
      action: t('member.next.logCatch'),
      to: `/profile/tournaments/${registration.event.id}`,
      tone: 'info',
    };
  const fee = formatMoney(registration.feeMinor, registration.currency, language);
  const payTo = `/complete-registration?registration=${registration.id}`;
  if (registration.paymentStatus === 'payment_failed' && registration.canPay)
    return {
      icon: CircleAlert,
      text: t('member.next.stepFailedRetry'),
      action: t('member.next.payNow', { fee }),
      to: payTo,
      pay: true,
      tone: 'warning',
    };
  if (registration.paymentStatus === 'payment_failed')
    return {
      icon: CircleAlert,
      text: t('member.next.stepFailed'),
      action: t('member.next.view'),
      to: '/registrations',
      tone: 'warning',
    };
  const unpaid = registration.paymentStatus === 'payment_pending' && registration.feeMinor > 0;
  if (unpaid && registration.canPay)
    return {
      icon: CreditCard,
      text: registration.holdExpiresAt
        ? t('member.next.stepPayHeld', { time: clockTime(registration.holdExpiresAt, language) })
        : t('member.next.stepPayOnline'),
      action: t('member.next.payNow', { fee }),
      to: payTo,
      pay: true,
      tone: 'warning',
    };
  // Online fees are paid by whoever made the entry; a teammate is told so instead of "pay at check-in".
  if (unpaid && registration.paymentProvider === 'stripe')
    return {
      icon: Ticket,
      text: t('member.next.stepPayByOwner', { fee }),
      action: t('member.next.view'),
      to: '/registrations',
      tone: 'info',
    };
  if (unpaid)
    return {
      icon: Ticket,
      text: t('member.next.stepPay', { fee }),
      action: t('member.next.showQr'),
      to: '/registrations',
      qr: true,
      tone: 'info',
    };
  return {
    icon: CircleCheck,
    text: t('member.next.stepReady'),
    action: t('member.next.showQr'),
    to: '/registrations',
    qr: true,
    tone: 'done',
  };
}

const stepTones = {
  info: 'bg-shallows text-deep dark:bg-slate-800 dark:text-slate-100',
  warning: 'bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  done: 'bg-green-50 text-green-900 dark:bg-green-950/40 dark:text-green-100',
} as const;

/** The person's soonest entry: event, team, where it stands and the one thing to do next. */
export function MemberNextRegistration({ registration }: { registration: NextRegistration | null }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? 'en';

  if (!registration)
    return (
      <Card aria-labelledby="home-next-title" role="region">
        <h2 id="home-next-title" className="sr-only">
          {t('member.next.title')}
        </h2>
        <EmptyState
          icon={Ticket}
          title={t('member.next.emptyTitle')}
          hint={t('member.next.emptyHint')}
          action={
            <Link to="/tournaments" className={buttonClasses('primary')}>
              {t('member.next.find')}
            </Link>
          }
        />
      </Card>
    );

  const { event } = registration;
  const step = nextStepOf(registration, t, language);
  const StepIcon = step.icon;

  return (
    <Card aria-labelledby="home-next-title" role="region" className="overflow-hidden">
      <div className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id="home-next-title"
            className="text-sm font-semibold uppercase tracking-wide text-open dark:text-cyan-300"
          >
            {t('member.next.title')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {t(`member.next.status.${registration.status}`)}
            </span>
            {registration.status === 'registered' && <PaymentBadge status={registration.paymentStatus} />}
          </div>
        </div>

        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge event={{ status: event.status, eventStatus: 'published' }} />
          </div>
          <p className="text-xl font-bold leading-snug text-deep sm:text-2xl dark:text-white">
            <Link to={`/events/${event.id}`} className="hover:underline">
              {event.name}
            </Link>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-slate-600 dark:text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
              {formatDateRange(event.startDate, event.endDate, language)}
            </span>
            {event.location && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                {event.location}
              </span>
            )}
          </p>
        </div>

        {registration.status === 'registered' && (
          <dl className="grid gap-2 text-[15px] sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <Users className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <dt className="text-slate-600 dark:text-slate-400">
                {registration.team ? t('member.next.team') : t('member.next.entrant')}
              </dt>
              <dd className="min-w-0 truncate font-semibold text-deep dark:text-white">
                {registration.team ? (
                  <Link to={`/teams/${registration.team.slug}`} className="hover:underline">
                    {registration.team.name}
                  </Link>
                ) : (
                  registration.entrantName
                )}
              </dd>
            </div>
            {registration.boatName && (
              <div className="flex items-center gap-2">
                <Ship className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                <dt className="text-slate-600 dark:text-slate-400">{t('member.next.boat')}</dt>
                <dd className="min-w-0 truncate font-semibold text-deep dark:text-white">
                  {registration.boatName}
                </dd>
              </div>
            )}
          </dl>
        )}
      </div>

      <div
        className={`flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 ${stepTones[step.tone]}`}
      >
        <p className="flex items-start gap-2 text-[15px] font-medium">
          <StepIcon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {step.text}
        </p>
        <Link to={step.to} className={buttonClasses('primary', 'md', 'shrink-0')}>
          {step.qr && <QrCode className="h-4 w-4" aria-hidden="true" />}
          {step.pay && <CreditCard className="h-4 w-4" aria-hidden="true" />}
          {step.action}
        </Link>
      </div>
    </Card>
  );
}

export function MemberNextRegistrationSkeleton() {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}
