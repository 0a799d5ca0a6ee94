import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Search, SearchX } from 'lucide-react';
import {
  PEOPLE_SEARCH_DEBOUNCE_MS,
  PEOPLE_SEARCH_MAX_CHARS,
  PEOPLE_SEARCH_MIN_CHARS,
} from '@tightlines/domain/social/limits';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { usePeopleSearch } from '#web/lib/people-search';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { PersonRow, PersonRowsSkeleton } from './person-row';

/**
 * People search: at least 2 characters, asked 300 ms after the last keystroke (Enter asks at
 * once), 20 results. The query lives in the URL (?q=) so a result page can be shared and Back returns to it.
 */
export function PeopleSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation(['people', 'errors']);
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  // Back/forward (or a link) changes ?q=: the box follows the URL.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setText(urlQuery);
  }

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PEOPLE_SEARCH_DEBOUNCE_MS);
  const [flushed, setFlushed] = useState<string | null>(null);
  const query = flushed === typed ? typed : debounced;
  const searchable = query.length >= PEOPLE_SEARCH_MIN_CHARS;
  const results = usePeopleSearch(query);

  useEffect(() => {
    if (query === (params.get('q') ?? '').trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    setSeenUrlQuery(query);
  }, [query, params, setParams]);

  const inputId = useId();
  const statusId = useId();
  const waiting = typed !== query || (searchable && results.isFetching);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFlushed(typed);
  };

  return (
    <div>
      <form role="search" onSubmit={handleSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          // The search page is about this one box (/search).
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={PEOPLE_SEARCH_MAX_CHARS}
          aria-describedby={statusId}
          className="block h-12 w-full rounded-[var(--radius-control)] border border-slate-300 bg-white ps-11 pe-11 text-base text-deep placeholder:text-slate-500 focus:border-open focus:outline-none focus:ring-2 focus:ring-open/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        {waiting && typed.length >= PEOPLE_SEARCH_MIN_CHARS && (
          <span className="absolute end-3 top-1/2 -translate-y-1/2 text-open dark:text-open-400">
            <Spinner className="h-5 w-5" />
          </span>
        )}
      </form>

      <div id={statusId} aria-live="polite" className="mt-3">
        {typed.length < PEOPLE_SEARCH_MIN_CHARS ? (
          <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('errors:searchTooShort')}</p>
        ) : results.isSuccess && results.data.items.length === 0 && !results.isPlaceholderData ? (
          <Empty query={query} />
        ) : results.isSuccess && !results.isPlaceholderData ? (
          <p className="sr-only">{t('search.found', { count: results.data.items.length })}</p>
        ) : null}
      </div>

      {searchable && results.isError && !results.data ? (
        <div
          role="alert"
          className="mt-2 rounded-[var(--radius-card)] border border-slate-200 p-4 dark:border-slate-800"
        >
          <p className="font-semibold text-deep dark:text-white">{t('search.failed')}</p>
          <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
            {errorMessage(t, results.error)}
          </p>
          <Button
            variant="outline"
            className="mt-3"
            onClick={() => void results.refetch()}
            busy={results.isFetching}
          >
            {!results.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            {t('retry')}
          </Button>
        </div>
      ) : searchable && results.isPending ? (
        <div aria-busy="true" aria-label={t('search.loading')}>
          <PersonRowsSkeleton rows={4} />
        </div>
      ) : typed.length >= PEOPLE_SEARCH_MIN_CHARS && results.data && results.data.items.length > 0 ? (
        <ul
          aria-label={t('search.resultsLabel', { query })}
          aria-busy={results.isPlaceholderData || undefined}
          className={cn(
            'divide-y divide-slate-200 transition-opacity dark:divide-slate-800',
            results.isPlaceholderData && 'opacity-60',
          )}
        >
          {results.data.items.map((person) => (
            <li key={person.id}>
              <PersonRow person={person} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Empty({ query }: { query: string }) {
  const { t } = useTranslation('people');
  return (
    <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
      <SearchX className="h-8 w-8 text-slate-400" aria-hidden="true" />
      <p className="font-semibold text-deep dark:text-white">{t('search.empty', { query })}</p>
      <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('search.emptyHint')}</p>
    </div>
  );
}
