import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';
import type { BookingScope } from '#web/features/charters/booking/api/bookings';

/** Upcoming / past / cancelled as a segmented control (links keep the choice in the URL). */
export function ScopeTabs({
  scope,
  onChange,
  scopes = ['upcoming', 'past', 'cancelled'],
}: {
  scope: BookingScope;
  onChange: (scope: BookingScope) => void;
  scopes?: readonly BookingScope[];
}) {
  const { t } = useTranslation('bookings');
  return (
    <div
      role="group"
      aria-label={t('scope.label')}
      className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
    >
      {scopes.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={scope === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-11 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors',
            scope === value
              ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
              : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {t(`scope.${value}`)}
        </button>
      ))}
    </div>
  );
}
