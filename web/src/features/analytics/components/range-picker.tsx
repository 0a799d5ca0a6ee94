import { useTranslation } from 'react-i18next';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@tightlines/domain/analytics/buckets';
import { cn } from '#web/components/ui/cn';

/** 30 days · 90 days · 12 months · All time, as one radio group (arrow keys move between them). */
export function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <fieldset>
      <legend className="sr-only">{t('range.label')}</legend>
      <div className="flex rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
        {ANALYTICS_RANGES.map((range) => (
          <label
            key={range}
            className={cn(
              'flex h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-open',
              value === range
                ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
            )}
          >
            <input
              type="radio"
              name="analytics-range"
              value={range}
              checked={value === range}
              onChange={() => onChange(range)}
              className="sr-only"
            />
            {t(`range.${range}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
