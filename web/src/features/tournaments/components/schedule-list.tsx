import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import type { EventDetail } from '@tightlines/domain/tournaments/events-contract';
import { formatEventTime } from '#web/lib/format/dates';

/** Lines in, lines out, boats back, scale closes… in the event's own time zone; TBA when not set yet. */
export function ScheduleList({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation('tournaments');
  if (event.schedule.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('event.scheduleEmpty')}</p>;
  return (
    <ol className="relative space-y-4 border-s-2 border-shallows ps-5 dark:border-slate-700">
      {event.schedule.map((item) => (
        <li key={item.id} className="relative">
          <span
            className="absolute -start-[27px] top-1 h-3 w-3 rounded-full border-2 border-white bg-open dark:border-slate-900"
            aria-hidden="true"
          />
          <p className="font-semibold text-deep dark:text-white">
            {item.label || t(`schedule.${item.kind}`)}
          </p>
          <p className="flex items-center gap-1.5 text-sm tabular-nums text-slate-600 dark:text-slate-300">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {item.startsAt ? formatEventTime(item.startsAt, event.timeZone, i18n.language) : t('event.tba')}
          </p>
        </li>
      ))}
    </ol>
  );
}
