import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Banknote, Scale, type LucideIcon } from 'lucide-react';
import type { DirectorEventSummary } from '@tightlines/domain/tournaments/events-contract';
import { cn } from '#web/components/ui/cn';

interface Item {
  key: 'catchesWaiting' | 'unpaidFees' | 'boatsOnWater';
  icon: LucideIcon;
  to: string;
}

/** Per event, what needs the director now: each count opens its queue (judging, unpaid fees, the dock). */
export function AttentionLinks({ event }: { event: DirectorEventSummary }) {
  const { t, i18n } = useTranslation('director');
  const base = `/tournament-director/events/${event.id}`;
  const items: Item[] = [
    { key: 'catchesWaiting', icon: Scale, to: `${base}/judging` },
    { key: 'unpaidFees', icon: Banknote, to: `${base}/registrations?payment=payment_pending` },
    { key: 'boatsOnWater', icon: Anchor, to: `${base}/registrations?checkIn=in` },
  ];
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul aria-label={t('attention.label', { name: event.name })} className="flex flex-wrap gap-2">
      {items.map(({ key, icon: Icon, to }) => {
        const count = event.attention[key];
        return (
          <li key={key}>
            <Link
              to={to}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border px-3 text-sm font-semibold tabular-nums transition-colors',
                count > 0
                  ? 'border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100'
                  : 'border-slate-200 text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              <span className="text-base font-bold">{number.format(count)}</span>
              <span className="font-medium">{t(`attention.${key}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
