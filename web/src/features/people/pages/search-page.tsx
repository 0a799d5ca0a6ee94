import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { PeopleSearch } from '#web/features/people/components/people-search';
import { SuggestionsWidget } from '#web/features/people/components/suggestions-widget';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { SUGGESTIONS_WIDGET } from '@tightlines/domain/social/limits';
import { PageHeader } from '#web/components/ui/page-header';

/** /search (Social): find anglers by name, @handle or bio. */
export function SearchPage() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('search.title'));
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-10">
      <div className="min-w-0">
        <PageHeader title={t('search.title')} subtitle={t('search.subtitle')} />
        <Card className="mt-6 p-4 sm:p-5">
          <PeopleSearch autoFocus />
        </Card>
      </div>
      <aside className="lg:pt-[5.5rem]">
        <SuggestionsWidget limit={SUGGESTIONS_WIDGET} />
      </aside>
    </div>
  );
}
