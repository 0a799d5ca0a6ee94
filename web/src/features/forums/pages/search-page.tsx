import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { PageHeader } from '#web/components/ui/page-header';
import { Input } from '#web/components/ui/input';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { Spinner } from '#web/components/ui/spinner';
import { relativeTime } from '#web/lib/format/time';
import { useForumSearch } from '#web/features/forums/api/forums';

/** /forums/search?q=: full-text search over posts; the server's excerpt marks the matches with <mark>. */
export function ForumSearchPage() {
  const { t, i18n } = useTranslation('forums');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const cursor = params.get('cursor');
  const [draft, setDraft] = useState(q);
  const query = useForumSearch(q, cursor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) setParams({ q: draft.trim() });
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader title={t('search.title')} />
      <form role="search" onSubmit={submit} className="mt-4 flex gap-2">
        <Input
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </form>
      {q.trim().length >= 2 ? (
        query.isError ? (
          <QueryError title={t('search.error')} error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Spinner className="mt-6" />
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t('search.empty', { q })} />
        ) : (
          <>
            <ol aria-label={t('search.results')} className="mt-4 flex flex-col gap-3">
              {query.data.items.map((hit) => (
                <li
                  key={hit.postId}
                  className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                >
                  <Link
                    to={`/topics/${hit.topic.slug}/${hit.thread.id}?post=${hit.postNumber}`}
                    dir="auto"
                    className="font-semibold text-deep hover:underline dark:text-white"
                  >
                    {hit.thread.title}
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-300">
                    {hit.topic.name} · #{hit.postNumber} · {hit.author?.displayName ?? ''} ·{' '}
                    {relativeTime(hit.createdAt, i18n.language)}
                  </p>
                  <p
                    dir="auto"
                    className="mt-2 text-sm [&_mark]:rounded [&_mark]:bg-yellow-200 [&_mark]:px-0.5 dark:[&_mark]:bg-yellow-700 dark:[&_mark]:text-white"
                    // Escaped text with <mark> around the matches, sanitised on the server.
                    dangerouslySetInnerHTML={{ __html: hit.highlight }}
                  />
                </li>
              ))}
            </ol>
            {query.data.nextCursor ? (
              <div className="mt-4 flex justify-center">
                <button
                  type="button"
                  className={buttonClasses('outline')}
                  onClick={() => setParams({ q, cursor: query.data.nextCursor ?? '' })}
                >
                  {t('pagination.next')}
                </button>
              </div>
            ) : null}
          </>
        )
      ) : null}
    </div>
  );
}
