import { useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Input } from '#web/components/ui/input';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

type FilterValues = Record<string, string | undefined>;

/**
 * The filters and the search box over a hub list: `query` is what the list hook takes (the search
 * debounced, unset filters left out), `active` and `clear` feed DataList's filtered empty state.
 */
export function useListFilters<F extends FilterValues>() {
  const [filters, setFilters] = useState<Partial<F>>({});
  const [draft, setDraft] = useState('');
  const q = useDebouncedValue(draft.trim(), 300);
  return {
    filters,
    draft,
    setDraft,
    set: <K extends keyof F>(key: K, value: F[K] | undefined) =>
      setFilters((current) => ({ ...current, [key]: value })),
    query: { ...filters, q: q || undefined },
    active: Object.values(filters).some(Boolean) || q !== '',
    clear: () => {
      setFilters({});
      setDraft('');
    },
  };
}

export type ListFilters = ReturnType<typeof useListFilters>;

/** The search box (its label is its placeholder) and the list's FilterSelects beside it. */
export function FilterBar({
  filters,
  searchLabel,
  children,
}: {
  filters: Pick<ListFilters, 'draft' | 'setDraft'>;
  searchLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="relative w-full sm:max-w-xs">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={filters.draft}
          onChange={(event) => filters.setDraft(event.target.value)}
          className="ps-10"
          autoComplete="off"
        />
      </div>
      {children}
    </div>
  );
}
