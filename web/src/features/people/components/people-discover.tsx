import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS_DEFAULT } from '@tightlines/domain/social/limits';
import { Card } from '#web/components/ui/card';
import { PeopleSearch } from './people-search';
import { SuggestionsWidget } from './suggestions-widget';

/** Discover tab: people search, then suggested anglers (signed in). */
export function PeopleDiscover() {
  const { t } = useTranslation('people');
  const titleId = useId();
  return (
    <div className="space-y-4">
      <Card className="p-4">
        <section aria-labelledby={titleId}>
          <h2 id={titleId} className="mb-3 text-base font-bold text-deep dark:text-white">
            {t('discover.title')}
          </h2>
          <PeopleSearch />
        </section>
      </Card>
      <SuggestionsWidget limit={SUGGESTIONS_DEFAULT} />
    </div>
  );
}
