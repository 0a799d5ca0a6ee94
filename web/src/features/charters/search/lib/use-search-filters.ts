import { useSearchParams } from 'react-router';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  type SearchFilters,
} from '#web/features/charters/search/lib/filters';

/**
 * The search's filters, kept in the address (shareable, back-button friendly). `keep` names parameters of the
 * page's own (the booking hub's tab and `near`) that a filter change leaves alone; reset clears the rest.
 */
export function useSearchFilters(keep: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const kept = () => {
    const own = new URLSearchParams();
    for (const key of keep) {
      const value = params.get(key);
      if (value !== null) own.set(key, value);
    }
    return own;
  };
  const update = (next: Partial<SearchFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...next }, kept()), { replace: true });
  const reset = () =>
    setParams(paramsFromFilters({ ...EMPTY_FILTERS, view: filters.view }, kept()), { replace: true });
  return { filters, update, reset, params };
}
