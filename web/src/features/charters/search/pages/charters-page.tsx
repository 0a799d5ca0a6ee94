import { useTranslation } from 'react-i18next';
import { Ship } from 'lucide-react';
import { PageHeader } from '#web/components/ui/page-header';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { isFiltered } from '#web/features/charters/search/lib/filters';
import { useSearchFilters } from '#web/features/charters/search/lib/use-search-filters';
import { SearchFiltersPanel } from '#web/features/charters/search/components/search-filters';
import { SearchResults } from '#web/features/charters/search/components/search-results';
import { useResultsCurrency } from '#web/features/charters/search/api/charters-search';

/** /charters: find a charter by what and where, filters, list or map, in a shareable address. */
export function ChartersPage() {
  const { t } = useTranslation('charters');
  useDocumentTitle(t('search.title'));
  const { filters, update, reset } = useSearchFilters();
  const filtered = isFiltered(filters);
  const currency = useResultsCurrency('charter');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        className="mb-6"
        eyebrow={
          <>
            <Ship className="h-4 w-4" aria-hidden="true" />
            {t('search.eyebrow')}
          </>
        }
        title={t('search.title')}
        subtitle={t('search.subtitle')}
      />
      <SearchFiltersPanel
        kind="charter"
        filters={filters}
        update={update}
        currency={currency}
        onReset={reset}
        filtered={filtered}
      />
      <SearchResults kind="charter" filters={filters} update={update} filtered={filtered} onReset={reset} />
    </div>
  );
}
