import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Image, MapPin, Plus } from 'lucide-react';
import { GROUP_ROLE_RANK, type GroupDetail } from '@tightlines/domain/groups/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { ShowMore } from '#web/components/ui/paged-list';
import { QueryError } from '#web/components/ui/query-error';
import { Spinner } from '#web/components/ui/spinner';
import { fullTime, shortDate } from '#web/lib/format/time';
import { useGroupEvents, useGroupPhotos } from '#web/features/groups/api/groups';

/** A part of an event's start date in its own time zone (the reader's when the zone is unknown). */
function datePart(iso: string, timeZone: string, language: string, part: 'month' | 'day'): string {
  const options: Intl.DateTimeFormatOptions = part === 'month' ? { month: 'short' } : { day: 'numeric' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(language, options).format(new Date(iso));
  }
}

/** Events: the group's upcoming events; organisers (owner, admins, moderators) may create one. */
export function EventsTab({ group }: { group: GroupDetail }) {
  const { t, i18n } = useTranslation('groups');
  const query = useGroupEvents(group.id);
  const membership = group.myMembership;
  const organiser =
    membership?.status === 'active' && GROUP_ROLE_RANK[membership.role] >= GROUP_ROLE_RANK.moderator;
  const items = query.data?.items ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {organiser && (
        <div className="flex justify-end">
          <Link
            to={`/events/new?groupId=${encodeURIComponent(group.id)}`}
            className={buttonClasses('primary', 'md')}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('events.create')}
          </Link>
        </div>
      )}
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('events.loading')} />
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={CalendarDays} title={t('events.empty')} />
        </Card>
      ) : (
        <ul aria-label={t('tabs.events')} className="space-y-3">
          {items.map((event) => (
            <li key={event.id}>
              <Card className="relative flex gap-4 p-4 focus-within:ring-2 focus-within:ring-open">
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-shallows text-center leading-tight font-bold text-open dark:bg-slate-800 dark:text-open-400"
                >
                  <span className="text-xs uppercase">
                    {datePart(event.startsAt, event.timeZone, i18n.language, 'month')}
                  </span>
                  <span className="text-lg">
                    {datePart(event.startsAt, event.timeZone, i18n.language, 'day')}
                  </span>
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-deep dark:text-white">
                    <Link
                      to={`/events/${encodeURIComponent(event.id)}`}
                      className="after:absolute after:inset-0"
                    >
                      {event.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <time dateTime={event.startsAt}>{fullTime(event.startsAt, i18n.language)}</time>
                  </p>
                  {event.location && (
                    <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                      <span className="truncate">{event.location}</span>
                    </p>
                  )}
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('events.going', { count: event.goingCount })}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Photos: images from the group's posts as a grid, each opening its post. */
export function PhotosTab({ group }: { group: GroupDetail }) {
  const { t, i18n } = useTranslation('groups');
  const query = useGroupPhotos(group.id);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending)
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('photos.loading')} />
      </div>
    );
  if (query.isError)
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  if (items.length === 0)
    return (
      <Card>
        <EmptyState icon={Image} title={t('photos.empty')} />
      </Card>
    );
  return (
    <>
      <ul aria-label={t('tabs.photos')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((photo) => (
          <li key={photo.url}>
            <Link
              to={`/posts/${encodeURIComponent(photo.postId)}`}
              className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-open"
            >
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                alt={t('photos.alt', { date: shortDate(photo.createdAt, i18n.language) })}
                className="aspect-square w-full object-cover transition-transform hover:scale-105"
              />
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <ShowMore query={query} variant="outline" />
        </div>
      )}
    </>
  );
}
