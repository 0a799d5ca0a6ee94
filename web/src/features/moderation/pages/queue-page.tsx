import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Activity, ShieldCheck, SearchX, MousePointerClick } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { ShowMore } from '#web/components/ui/paged-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMe } from '#web/lib/session';
import { useQueue } from '#web/features/moderation/api/queue';
import { ItemDetail } from '#web/features/moderation/components/item-detail';
import { QueueCard, QueueCardSkeleton } from '#web/features/moderation/components/queue-card';
import { QueueFiltersBar } from '#web/features/moderation/components/queue-filters';
import { filtersFrom } from '#web/features/moderation/lib/filters';

const DESKTOP = '(min-width: 1024px)';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * /moderator: the queue on the start side, the open item beside it from the large width up (on phones the item
 * takes the page). The filters and the open item live in the URL, so Back closes the item.
 */
export function QueuePage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(t('queue.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const myId = me.data?.user?.id;
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const filters = filtersFrom(params);
  const queue = useQueue(filters);
  const items = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);
  const openCount = queue.data?.pages[0]?.openCount;
  const selected = params.get('item');

  const hrefFor = useCallback(
    (itemId: string | null) => {
      const next = new URLSearchParams(params);
      if (itemId) next.set('item', itemId);
      else next.delete('item');
      const search = next.toString();
      return search ? `?${search}` : location.pathname;
    },
    [params, location.pathname],
  );

  const close = () => {
    // Opened from the list: Back is the same step. Opened from a link: drop the item, keep the filters.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(hrefFor(null), { replace: true });
  };

  const afterAction = (itemId: string) => {
    const index = items.findIndex((item) => item.id === itemId);
    const next = items[index + 1] ?? items[index - 1];
    const desktop = typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;
    void navigate(hrefFor(desktop && next && filters.status === 'open' ? next.id : null), { replace: true });
  };

  // j / k move through the list (as in mail and issue trackers), unless the person is typing or a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target)) return;
      if (event.key !== 'j' && event.key !== 'k') return;
      if (document.querySelector('[role="dialog"]')) return;
      if (items.length === 0) return;
      const index = items.findIndex((item) => item.id === selected);
      const nextIndex =
        event.key === 'j' ? Math.min(items.length - 1, index + 1) : Math.max(0, index === -1 ? 0 : index - 1);
      const next = items[nextIndex];
      if (!next || next.id === selected) return;
      event.preventDefault();
      void navigate(hrefFor(next.id), { replace: selected !== null });
      document.querySelector<HTMLElement>(`[data-item-id="${next.id}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [items, selected, navigate, hrefFor]);

  const filtered = Boolean(filters.targetType || filters.reason || filters.source || filters.claim !== 'all');

  return (
    <div className="space-y-5">
      <div className={cn(selected && 'hidden lg:block')}>
        <PageHeader
          eyebrow={<ShieldCheck className="h-4 w-4" aria-hidden="true" />}
          title={t('queue.title')}
          subtitle={
            openCount !== undefined ? t('queue.openCount', { count: openCount }) : t('queue.subtitle')
          }
          actions={
            isAdmin ? (
              <Link to="/admin/moderation" className={buttonClasses('outline', 'md')}>
                <Activity className="h-4 w-4" aria-hidden="true" />
                {t('queue.health')}
              </Link>
            ) : undefined
          }
        />
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <section aria-label={t('queue.listLabel')} className={cn('space-y-4', selected && 'hidden lg:block')}>
          <QueueFiltersBar />
          {queue.isError && !queue.data ? (
            <Card>
              <QueryError
                error={queue.error}
                title={t('queue.loadError')}
                onRetry={() => void queue.refetch()}
                retrying={queue.isFetching}
              />
            </Card>
          ) : !queue.data ? (
            <div className="space-y-3" aria-busy="true" aria-label={t('queue.loading')}>
              <QueueCardSkeleton />
              <QueueCardSkeleton />
              <QueueCardSkeleton />
            </div>
          ) : items.length === 0 ? (
            <Card>
              {filtered ? (
                <EmptyState
                  icon={SearchX}
                  title={t('queue.emptyFiltered')}
                  action={
                    <Link to={location.pathname} replace className={buttonClasses('outline', 'md')}>
                      {t('queue.clearFilters')}
                    </Link>
                  }
                />
              ) : filters.status === 'open' ? (
                <EmptyState icon={ShieldCheck} title={t('queue.empty')} hint={t('queue.emptyHint')} />
              ) : (
                <EmptyState icon={ShieldCheck} title={t('queue.emptyResolved')} />
              )}
            </Card>
          ) : (
            <>
              <ul className="space-y-3">
                {items.map((item) => (
                  <li key={item.id}>
                    <QueueCard
                      item={item}
                      to={hrefFor(item.id)}
                      selected={item.id === selected}
                      myId={myId}
                    />
                  </li>
                ))}
              </ul>
              <div className="flex justify-center">
                <ShowMore query={queue} label={t('queue.loadMore')} variant="outline" size="md" />
              </div>
              <p className="hidden text-center text-xs text-slate-500 lg:block dark:text-slate-400">
                {t('queue.keyboardHint')}
              </p>
            </>
          )}
        </section>
        <div className={cn('lg:sticky lg:top-20', !selected && 'hidden lg:block')}>
          {selected ? (
            <ItemDetail
              key={selected}
              itemId={selected}
              myId={myId}
              onBack={close}
              onResolved={afterAction}
            />
          ) : (
            <Card>
              <EmptyState
                icon={MousePointerClick}
                title={t('queue.selectHint')}
                hint={t('queue.selectHintMore')}
              />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
