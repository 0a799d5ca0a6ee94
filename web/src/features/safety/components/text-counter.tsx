import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';

/** The characters left of `max`, red when over; screen readers hear it politely. */
export function TextCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  const { t } = useTranslation('safety');
  const remaining = max - length;
  return (
    <span
      id={id}
      aria-live="polite"
      className={cn(
        'tabular text-sm font-semibold',
        remaining < 0 ? 'text-danger dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
      )}
    >
      <span aria-hidden="true">{remaining}</span>
      <span className="sr-only">{t('counter', { count: remaining })}</span>
    </span>
  );
}
