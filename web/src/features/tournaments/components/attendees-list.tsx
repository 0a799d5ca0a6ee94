import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '#web/components/ui/avatar';
import { useAttendees } from '#web/features/tournaments/api/event';
import { PagedList } from '#web/components/ui/paged-list';

/** Who is going, maybe or interested (can't-go answers stay off the list). */
export function AttendeesList({ eventId }: { eventId: string }) {
  const { t } = useTranslation('tournaments');
  const query = useAttendees(eventId);
  return (
    <section aria-labelledby="attendees-heading" className="space-y-3">
      <h2 id="attendees-heading" className="text-lg font-bold text-deep dark:text-white">
        {t('attendees.title')}
      </h2>
      <PagedList query={query} errorTitle={t('attendees.error')} empty={t('attendees.empty')}>
        {(items) => (
          <ul className="space-y-2">
            {items.map((attendee) => (
              <li key={attendee.person.id} className="flex items-center gap-3">
                <PersonAvatar person={attendee.person} size="sm" />
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
      </PagedList>
    </section>
  );
}
