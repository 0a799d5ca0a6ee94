import { useRef, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Ban, ExternalLink, ImagePlus, Send } from 'lucide-react';
import type { DirectorEvent } from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageSpinner } from '#web/components/ui/spinner';
import { cn } from '#web/components/ui/cn';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { EventNotFound } from '#web/features/tournaments/index';
import { StatusBadge } from '#web/components/status/event-status-badge';
import { formatDateRange } from '#web/lib/format/dates';
import {
  useCancelEvent,
  useDirectorEvent,
  usePublishEvent,
  useRuleTemplates,
  useSeriesOptions,
  useUpdateEvent,
  useUploadEventImage,
} from '#web/features/director/api/director';
import { EventForm } from '#web/features/director/components/event-form';
import { valuesOf } from '#web/features/director/components/event-form-values';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

/** The event's own tabs in the director area: this editor, registrations (check-in) and judging. */
export function DirectorEventTabs({ eventId }: { eventId: string }) {
  const { t } = useTranslation('director');
  const tabs = [
    { to: `/tournament-director/events/${eventId}`, label: t('tabs.overview'), end: true },
    { to: `/tournament-director/events/${eventId}/registrations`, label: t('tabs.registrations') },
    { to: `/tournament-director/events/${eventId}/judging`, label: t('tabs.judging') },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-slate-200 dark:border-slate-800">
      <ul className="flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-[15px] font-semibold whitespace-nowrap',
                  isActive
                    ? 'border-open text-deep dark:text-white'
                    : 'border-transparent text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /tournament-director/events/{eventId}: overview, edit, publish, cancel, logo and cover. */
export function DirectorEventPage() {
  usePreloadSpeciesNames();
  const { eventId = '' } = useParams();
  const { t } = useTranslation('director');
  const query = useDirectorEvent(eventId);
  const series = useSeriesOptions();
  const templates = useRuleTemplates();
  useDocumentTitle(query.data?.name ?? null);
  if (query.isPending || series.isPending || templates.isPending) return <PageSpinner />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <EventNotFound />;
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  }
  return (
    <Editor
      key={query.data.id + query.dataUpdatedAt}
      event={query.data}
      series={series.data}
      templates={templates.data?.items}
      t={t}
    />
  );
}

function Editor({
  event,
  series,
  templates,
  t,
}: {
  event: DirectorEvent;
  series: Parameters<typeof EventForm>[0]['series'];
  templates: Parameters<typeof EventForm>[0]['templates'];
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const { i18n } = useTranslation();
  const update = useUpdateEvent(event.id);
  const publish = usePublishEvent(event.id, () => toast.success(t('event.published')));
  const cancel = useCancelEvent(event.id);
  const upload = useUploadEventImage(event.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);

  const onUpload = (kind: 'logo' | 'cover', file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast.success(t('images.saved')),
        onError: (error) => toast.error(t('images.failed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge event={event} />
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {formatDateRange(event.startDate, event.endDate, i18n.language)}
          </span>
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white">
          {event.name}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/events/${event.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-slate-300 px-4 text-[15px] font-semibold text-deep hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('event.view')}
          </Link>
          {event.eventStatus === 'draft' && (
            <Button
              busy={publish.isPending}
              onClick={() =>
                publish.mutate(undefined, {
                  onError: (error) =>
                    toast.error(t('event.publishFailed'), { description: errorMessage(t, error) }),
                })
              }
            >
              <Send className="h-4 w-4" aria-hidden="true" />
              {t('event.publish')}
            </Button>
          )}
          {event.eventStatus !== 'cancelled' &&
            (confirmCancel ? (
              <span className="flex items-center gap-2" role="group" aria-label={t('event.cancelConfirm')}>
                <span className="text-sm font-medium text-danger">{t('event.cancelConfirm')}</span>
                <Button
                  variant="danger"
                  busy={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onSuccess: () => toast.success(t('event.cancelled')),
                      onError: (error) =>
                        toast.error(t('saveFailed'), { description: errorMessage(t, error) }),
                    })
                  }
                >
                  {t('event.cancelYes')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
                  {t('event.keep')}
                </Button>
              </span>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
                <Ban className="h-4 w-4" aria-hidden="true" />
                {t('event.cancel')}
              </Button>
            ))}
        </div>
      </header>
      <DirectorEventTabs eventId={event.id} />

      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        {(['logo', 'cover'] as const).map((kind) => {
          const url = kind === 'logo' ? event.eventLogoUrl : event.coverImageUrl;
          const ref = kind === 'logo' ? logoInput : coverInput;
          return (
            <div key={kind} className="flex items-center gap-4">
              <div
                className={cn(
                  'overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800',
                  kind === 'logo' ? 'h-16 w-16' : 'h-16 w-28',
                )}
              >
                {url && <img src={url} alt={t(`images.${kind}`)} className="h-full w-full object-cover" />}
              </div>
              <div>
                <p className="font-semibold text-deep dark:text-white">{t(`images.${kind}`)}</p>
                <input
                  ref={ref}
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t(`images.${kind}`)}
                  onChange={(e) => {
                    onUpload(kind, e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
                <Button
                  variant="outline"
                  size="sm"
                  busy={upload.isPending && upload.variables?.kind === kind}
                  onClick={() => ref.current?.click()}
                >
                  <ImagePlus className="h-4 w-4" aria-hidden="true" />
                  {url ? t('images.replace') : t('images.upload')}
                </Button>
              </div>
            </div>
          );
        })}
      </Card>

      <EventForm
        initial={valuesOf(event)}
        directors={event.directors}
        series={series}
        templates={templates}
        submitLabel={t('event.save')}
        busy={update.isPending}
        serverError={update.error}
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () => toast.success(t('event.saved')),
            onError: (error) => toast.error(t('saveFailed'), { description: errorMessage(t, error) }),
          })
        }
      />
    </>
  );
}
