import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BedDouble, Compass, MapPin, Wrench, X, type LucideIcon } from 'lucide-react';
import type { ListingKind } from '@tightlines/domain/charters/contract';
import { HUB_NEAR_RADIUS_KM } from '@tightlines/domain/charters/search';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { PageHeader } from '#web/components/ui/page-header';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useListing, useResultsCurrency } from '#web/features/charters/search/api/charters-search';
import { SearchFiltersPanel } from '#web/features/charters/search/components/search-filters';
import { SearchResults } from '#web/features/charters/search/components/search-results';
import { isFiltered, type SearchFilters } from '#web/features/charters/search/lib/filters';
import { useSearchFilters } from '#web/features/charters/search/lib/use-search-filters';

const HUB_KINDS = ['lodging', 'equipment', 'excursion'] as const satisfies readonly ListingKind[];
type HubKind = (typeof HUB_KINDS)[number];
const ICONS: Record<HubKind, LucideIcon> = { lodging: BedDouble, equipment: Wrench, excursion: Compass };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /booking-hub: lodging, equipment rental and excursions, found by place and date with the same search as
 * charters. `?near=<listingId>&date=…` ("Near your charter") shows what is within 50 km of that charter's harbour.
 */
export function BookingHubPage() {
  const { t } = useTranslation(['charters', 'charter-terms']);
  useDocumentTitle(t('hub.title'));
  const { filters, update, reset, params } = useSearchFilters(['kind', 'near']);
  const kind: HubKind = HUB_KINDS.find((value) => value === params.get('kind')) ?? 'lodging';
  const nearId = params.get('near');
  const near = useListing(nearId && UUID.test(nearId) ? nearId : null);
  const anchor = near.data;
  // Near a charter: its harbour is the point (not written to the address: `near` says it).
  const effective: SearchFilters = anchor
    ? {
        ...filters,
        lat: anchor.location.latitude,
        lng: anchor.location.longitude,
        radiusKm: HUB_NEAR_RADIUS_KM,
        sort: filters.sort === 'recommended' ? 'distance' : filters.sort,
      }
    : filters;
  const filtered = isFiltered(filters);
  const currency = useResultsCurrency(kind);
  const tabTo = (value: HubKind) => {
    const next = new URLSearchParams(params);
    next.set('kind', value);
    return `/booking-hub?${next.toString()}`;
  };
  const withoutNear = () => {
    const next = new URLSearchParams(params);
    next.delete('near');
    return `/booking-hub?${next.toString()}`;
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        className="mb-6"
        eyebrow={
          <>
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {t('hub.eyebrow')}
          </>
        }
        title={t('hub.title')}
        subtitle={t('hub.subtitle')}
      />
      <nav aria-label={t('hub.kinds')} className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
          {HUB_KINDS.map((value) => {
            const Icon = ICONS[value];
            return (
              <li key={value} className="flex-1">
                <Link
                  to={tabTo(value)}
                  replace
                  aria-current={value === kind ? 'page' : undefined}
                  className={cn(
                    'flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                    value === kind
                      ? 'bg-white text-deep shadow dark:bg-slate-800 dark:text-white'
                      : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {t(`charter-terms:kind.${value}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {nearId && (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-shallows px-4 py-3 dark:bg-slate-800"
          role="status"
        >
          <p className="text-sm text-deep dark:text-slate-100">
            {anchor
              ? t('hub.near', { name: anchor.name, place: anchor.location.name, radius: HUB_NEAR_RADIUS_KM })
              : near.isError || !UUID.test(nearId)
                ? t('hub.nearMissing')
                : t('hub.nearLoading')}
          </p>
          <Link to={withoutNear()} replace className={buttonClasses('ghost', 'sm')}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('hub.nearClear')}
          </Link>
        </div>
      )}
      <SearchFiltersPanel
        kind={kind}
        filters={filters}
        update={update}
        currency={currency}
        onReset={reset}
        filtered={filtered}
      />
      <SearchResults
        kind={kind}
        filters={effective}
        update={update}
        filtered={filtered || Boolean(anchor)}
        onReset={reset}
        // Wait for the charter's harbour before searching near it.
        enabled={!nearId || Boolean(anchor) || near.isError || !UUID.test(nearId)}
      />
    </div>
  );
}
