import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';

/** "Add to calendar (.ics)": the event as a file any calendar app opens (either kind of event). */
export function AddToCalendarLink({ eventId, className }: { eventId: string; className?: string }) {
  const { t } = useTranslation('events');
  return (
    <a href={`/api/events/${encodeURIComponent(eventId)}/ics`} download className={className}>
      <CalendarPlus className="h-4 w-4" aria-hidden="true" />
      {t('addToCalendar')}
    </a>
  );
}
