import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, UserRoundSearch } from 'lucide-react';
import { SUGGESTIONS_DEFAULT } from '@tightlines/domain/social/limits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useMe } from '../../../lib/session';
import { useSuggestions } from '../api/get-suggestions';
import { InterestChips } from './interest-chips';
import { PersonRow, PersonRowsSkeleton } from './person-row';

interface SuggestionsWidgetProps {
  /** Spec §9: 10 by default, 5 in a sidebar widget. */
  limit?: number;
  /** The person whose profile is open: the page already offers to follow them. */
  excludeId?: string;
  className?: string;
}

/**
 * Suggested anglers for the signed-in person (spec §2 For You and Discover, §3 follow suggestion), each
 * with what they have in common and a follow toggle. Renders nothing for visitors.
 */
export function SuggestionsWidget({
  limit = SUGGESTIONS_DEFAULT,
  excludeId,
  className,
}: SuggestionsWidgetProps) {
  const { t } = useTranslation(['people', 'errors']);
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const suggestions = useSuggestions(limit, { enabled: signedIn });
  const titleId = useId();
  if (!signedIn) return null;
  const people = suggestions.data?.items.filter((person) => person.id !== excludeId) ?? [];
  // A sidebar is narrow: a widget keeps each person to one line and shows fewer reasons.
  const narrow = limit <= 5;

  return (
    <Card className={cn('p-4', className)}>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-base font-bold text-deep dark:text-white">
          {t('suggestions.title')}
        </h2>
        {suggestions.isPending ? (
          <div aria-busy="true" aria-label={t('suggestions.loading')}>
            <PersonRowsSkeleton rows={Math.min(limit, 5)} />
          </div>
        ) : suggestions.isError ? (
          <div role="alert" className="pt-3">
            <p className="text-[15px] text-slate-700 dark:text-slate-300">{t('suggestions.failed')}</p>
            <Button
              variant="outline"
              size="md"
              className="mt-3"
              onClick={() => void suggestions.refetch()}
              busy={suggestions.isFetching}
            >
              {!suggestions.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              {t('retry')}
            </Button>
          </div>
        ) : people.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-2 py-6 text-center">
            <UserRoundSearch className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('suggestions.empty')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {people.map((person) => (
              <li key={person.id}>
                <PersonRow person={person} detailed={!narrow}>
                  <InterestChips interests={person.commonInterests} max={narrow ? 1 : 3} />
                </PersonRow>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
