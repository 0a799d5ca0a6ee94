import { useTranslation } from 'react-i18next';
import { Avatar, initialsOf } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useAttendees } from '../api/event';

/** Who is going, maybe or interested (can't-go answers stay off the list). */
export function AttendeesList({ eventId }: { eventId: string }) {
  const { t } = useTranslation('tournaments');
  const query = useAttendees(eventId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="attendees-heading" className="space-y-3">
      <h2 id="attendees-heading" className="text-lg font-bold text-deep dark:text-white">
        {t('attendees.title')}
      </h2>
      {query.isPending ? (
        <div className="h-10 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('attendees.error')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('attendees.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((attendee) => (
            <li key={attendee.person.id} className="flex items-center gap-3">
              <Avatar
                src={attendee.person.avatarUrl}
                alt=""
                initials={initialsOf(
                  attendee.person.firstName,
                  attendee.person.lastName,
                  attendee.person.displayName,
                )}
                size="sm"
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-deep dark:text-slate-100">
                {attendee.person.displayName}
                {attendee.guests > 0 && (
                  <span className="ms-1 text-slate-500 dark:text-slate-400">
                    {t('attendees.guests', { count: attendee.guests })}
                  </span>
                )}
              </span>
              <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">
                {t(`rsvp.status.${attendee.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
        >
          {t('list.showMore')}
        </Button>
      )}
    </section>
  );
}
