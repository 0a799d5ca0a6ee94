import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ITEM_SOURCES,
  ITEM_STATUSES,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from '@tightlines/domain/moderation/contract';
import { Select } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import {
  CLAIM_FILTERS,
  FILTER_PARAMS,
  filtersFrom,
  type QueueFilters,
} from '#web/features/moderation/lib/filters';

/** Open / Resolved, then content, reason, source and claim: each change rewrites the URL (replace, no history). */
export function QueueFiltersBar() {
  const { t } = useTranslation('moderation');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);

  const set = (name: keyof QueueFilters, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const key = FILTER_PARAMS[name];
        if (value) next.set(key, value);
        else next.delete(key);
        // A filtered list is a new list: the open item may not be in it.
        next.delete('item');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-3">
      <div
        role="group"
        aria-label={t('queue.statusLabel')}
        className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
      >
        {ITEM_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filters.status === status}
            onClick={() => set('status', status === 'open' ? undefined : status)}
            className={cn(
              'h-10 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-open',
              filters.status === status
                ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {t(`queue.status.${status}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        <FilterSelect
          label={t('queue.filter.type')}
          value={filters.targetType ?? ''}
          onChange={(value) => set('targetType', value)}
          options={[
            { value: '', label: t('queue.filter.anyType') },
            ...REPORT_TARGET_TYPES.map((type) => ({ value: type, label: t(`targetTypes.${type}`) })),
          ]}
        />
        <FilterSelect
          label={t('queue.filter.reason')}
          value={filters.reason ?? ''}
          onChange={(value) => set('reason', value)}
          options={[
            { value: '', label: t('queue.filter.anyReason') },
            ...REPORT_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) })),
          ]}
        />
        <FilterSelect
          label={t('queue.filter.source')}
          value={filters.source ?? ''}
          onChange={(value) => set('source', value)}
          options={[
            { value: '', label: t('queue.filter.anySource') },
            ...ITEM_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
          ]}
        />
        <FilterSelect
          label={t('queue.filter.claim')}
          value={filters.claim}
          onChange={(value) => set('claim', value === 'all' ? undefined : value)}
          options={CLAIM_FILTERS.map((claim) => ({ value: claim, label: t(`queue.filter.claims.${claim}`) }))}
        />
      </div>
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string | undefined) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="block min-w-0">
      <span className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</span>
      <Select value={value} onChange={(event) => onChange(event.target.value || undefined)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
