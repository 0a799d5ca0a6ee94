import { useTranslation } from 'react-i18next';
import { UserRoundSearch } from 'lucide-react';
import { SUGGESTIONS_DEFAULT } from '@tightlines/domain/social/limits';
import { WidgetCard } from '#web/components/ui/widget-card';
import { QueryState } from '#web/components/ui/query-state';
import { useMe } from '#web/lib/session';
import { useSuggestions } from '#web/features/people/api/get-suggestions';
import { InterestChips } from './interest-chips';
import { PersonRow, PersonRowsSkeleton } from './person-row';

interface SuggestionsWidgetProps {
  /** 10 by default, 5 in a sidebar widget. */
  limit?: number;
  /** The person whose profile is open: the page already offers to follow them. */
  excludeId?: string;
  className?: string;
}

/**
 * Suggested anglers for the signed-in person (For You and Discover, follow suggestions), each
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
  if (!signedIn) return null;
  const people = suggestions.data?.items.filter((person) => person.id !== excludeId) ?? [];
  // A sidebar is narrow: a widget keeps each person to one line and shows fewer reasons.
  const narrow = limit <= 5;

  return (
    <WidgetCard title={t('suggestions.title')} className={className}>
      <QueryState
        query={suggestions}
        errorTitle={t('suggestions.failed')}
        empty={
          <div className="flex flex-col items-center gap-2 px-2 py-6 text-center">
            <UserRoundSearch className="h-8 w-8 text-slate-400" aria-hidden="true" />
            <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('suggestions.empty')}</p>
          </div>
        }
        isEmpty={() => people.length === 0}
        skeleton={
          <div aria-busy="true" aria-label={t('suggestions.loading')}>
            <PersonRowsSkeleton rows={Math.min(limit, 5)} />
          </div>
        }
      >
        {() => (
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
      </QueryState>
    </WidgetCard>
  );
}
