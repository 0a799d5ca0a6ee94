import { REPORT_SPECIES, type ReportSpecies } from '@tightlines/domain/fishing-reports/contract';

/** The list's filters as the address keeps them (shareable, back-button friendly). */
export interface ReportFilters {
  place: string;
  species: ReportSpecies | '';
  from: string;
  to: string;
  view: 'list' | 'map';
}

export const EMPTY_FILTERS: ReportFilters = { place: '', species: '', from: '', to: '', view: 'list' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isSpecies = (value: string): value is ReportSpecies =>
  (REPORT_SPECIES as readonly string[]).includes(value);

/** Filters from the address; anything malformed is left out rather than sent to be refused. */
export function filtersFromParams(params: URLSearchParams): ReportFilters {
  const species = params.get('species') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    place: (params.get('place') ?? '').slice(0, 120),
    species: isSpecies(species) ? species : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

export function paramsFromFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.place.trim()) params.set('place', filters.place.trim());
  if (filters.species) params.set('species', filters.species);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.view === 'map') params.set('view', 'map');
  return params;
}

/** The API's query for one page of the list (the view does not change the results). */
export function listQueryOf(filters: ReportFilters, cursor: string | null): string {
  const params = paramsFromFilters({ ...filters, view: 'list' });
  // Dates the wrong way round are swapped rather than refused.
  if (filters.from && filters.to && filters.from > filters.to) {
    params.set('from', filters.to);
    params.set('to', filters.from);
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
