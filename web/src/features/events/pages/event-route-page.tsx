import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Ban, CalendarDays, Clock, MapPin, Pencil, Users, UsersRound } from 'lucide-react';
import type { CommunityEventDetail } from '@tightlines/domain/community-events/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Textarea } from '#web/components/ui/input';
import { QueryError } from '#web/components/ui/query-error';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  AttendeesList,
  EventDiscussion,
  EventNotFound,
  EventPage,
  EventPhotos,
  RsvpPanel,
  RulesText,
} from '#web/features/tournaments';
import { useCancelCommunityEvent, useCommunityEvent } from '#web/features/events/api/calendar';
import { AddToCalendarLink } from '#web/features/events/components/add-to-calendar';
import { ReportMenu } from '#web/features/safety';
import { TypeLabel } from '#web/features/events/components/type-label';
import { formatWhen } from '#web/features/events/lib/dates';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-control)] px-4 text-[15px] font-semibold transition-colors';

/** /events/{eventId}: a tournament event, or, when there is none by that id, a community event. */
export function EventRoutePage() {
  return <EventPage notFound={(eventId) => <CommunityEventPage eventId={eventId} />} />;
}

export function CommunityEventPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const query = useCommunityEvent(eventId);
  useDocumentTitle(query.data?.name ?? null);
  if (query.isPending)
    return (
      <div
        className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6"
        aria-busy="true"
        aria-label={t('loading')}
      >
        <div className="h-40 animate-pulse rounded-[var(--radius-card)] bg-slate-200 dark:bg-slate-800" />
        <div className="h-40 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <EventNotFound />;
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  }
  return <CommunityEventView event={query.data} />;
}

function CommunityEventView({ event }: { event: CommunityEventDetail }) {
  const { t, i18n } = useTranslation('events');
  const open = event.status === 'published';
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelCommunityEvent(event.id);

  const confirmCancel = () =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setCancelling(false);
        toast.success(t('cancel.done'));
      },
      onError: (error) => toast.error(t('cancel.failed'), { description: errorMessage(t, error) }),
    });

  return (
    <div className="pb-10">
      <div className="relative isolate overflow-hidden bg-gradient-to-br from-deep via-deep to-open text-white">
        {event.coverUrl && (
          <img
            src={event.coverUrl}
            alt=""
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
          />
        )}
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 lg:py-12">
          <div className="flex flex-wrap items-center gap-2">
            <TypeLabel type={event.type} />
            {!open && (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('cancelled')}
              </span>
            )}
            {event.group && (
              <Link
                to={`/groups/${event.group.slug}`}
                className="text-sm font-semibold text-cyan-200 hover:underline"
              >
                {event.group.name}
              </Link>
            )}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{event.name}</h1>
          <div className="flex flex-col gap-1.5 text-cyan-50 sm:flex-row sm:flex-wrap sm:gap-6">
            <span className="flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {formatWhen(event, i18n.language)}
            </span>
            <span className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {event.location}
            </span>
          </div>
          <div className="flex flex-wrap gap-2 pt-2">
            <AddToCalendarLink
              eventId={event.id}
              className={`${linkButton} bg-white/15 text-white hover:bg-white/25`}
            />
            {event.canEdit && open && (
              <>
                <Link
                  to={`/events/${event.id}/edit`}
                  className={`${linkButton} bg-white text-deep hover:bg-slate-100`}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {t('edit')}
                </Link>
                <button
                  type="button"
                  onClick={() => setCancelling(true)}
                  className={`${linkButton} bg-white/15 text-white hover:bg-white/25`}
                >
                  <Ban className="h-4 w-4" aria-hidden="true" />
                  {t('cancel.action')}
                </button>
              </>
            )}
            {!event.canEdit && (
              <ReportMenu
                targetType="community_event"
                targetId={event.id}
                authorName={event.organizer.displayName}
                className="inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] bg-white/15 text-white hover:bg-white/25"
              />
            )}
          </div>
        </div>
      </div>

      {!open && (
        <div
          role="status"
          className="border-b border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40"
        >
          <p className="mx-auto w-full max-w-6xl px-4 py-3 text-sm text-red-900 sm:px-6 dark:text-red-100">
            {event.cancelReason
              ? t('cancel.bannerReason', { reason: event.cancelReason })
              : t('cancel.banner')}
          </p>
        </div>
      )}

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          {cancelling && (
            <Card className="space-y-3 p-5">
              <h2 className="text-lg font-bold text-deep dark:text-white">{t('cancel.title')}</h2>
              <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
                {t('cancel.reason')}
                <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
              </label>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" busy={cancel.isPending} onClick={confirmCancel}>
                  {t('cancel.confirm')}
                </Button>
                <Button variant="ghost" onClick={() => setCancelling(false)}>
                  {t('cancel.keep')}
                </Button>
              </div>
            </Card>
          )}
          <Card className="space-y-4 p-5">
            <h2 className="text-lg font-bold text-deep dark:text-white">{t('information')}</h2>
            {event.description ? (
              <RulesText text={event.description} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('noDescription')}</p>
            )}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact icon={Users} label={t('organiser')} value={event.organizer.displayName} />
              <Fact
                icon={UsersRound}
                label={t('capacity')}
                value={
                  event.capacity
                    ? t('placesTaken', { taken: event.goingCount, cap: event.capacity })
                    : t('going', { count: event.goingCount })
                }
              />
              <Fact icon={Clock} label={t('timeZone')} value={event.timeZone} />
              {event.group && <Fact icon={UsersRound} label={t('form.group')} value={event.group.name} />}
            </dl>
          </Card>
          <Card className="p-5">
            <EventPhotos eventId={event.id} open={open} canAdd={event.canAddPhotos} />
          </Card>
          <Card className="p-5">
            <EventDiscussion eventId={event.id} open={open} />
          </Card>
        </div>
        <aside className="space-y-6">
          {open && (
            <Card className="p-5">
              <RsvpPanel event={event} />
            </Card>
          )}
          <Card className="p-5">
            <AttendeesList eventId={event.id} />
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-deep dark:text-white">{value}</dd>
    </div>
  );
}
