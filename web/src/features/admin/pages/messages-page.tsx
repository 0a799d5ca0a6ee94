import { Inbox, MailOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE } from '@tightlines/domain/admin/contract';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { useContactMessages } from '#web/features/admin/api/get-contact-messages';
import { EmptyState } from '#web/components/ui/empty-state';
import { MessageDetail } from '#web/features/admin/components/message-detail';
import { PageHeader } from '#web/components/ui/page-header';
import { Pagination } from '#web/features/admin/components/pagination';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { relativeTime } from '#web/lib/format/time';

/**
 * /admin/messages: the contact inbox. Desktop shows list and reading pane side by side; a phone shows one at
 * a time. The open message is `?id=` so a link to it can be shared with another admin.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const selectedId = params.get('id');
  const messages = useContactMessages({ offset, limit: ADMIN_PAGE_SIZE });
  const data = messages.data;
  const selected = data?.items.find((item) => item.id === selectedId);
  // Desktop has room for the reading pane, so it opens the newest message; a phone waits for a tap.
  const shown = selected ?? data?.items[0];

  const select = (id: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (id) updated.set('id', id);
      else updated.delete('id');
      return updated;
    });

  const handleOffsetChange = (nextOffset: number) =>
    setParams(() => {
      const updated = new URLSearchParams();
      if (nextOffset > 0) updated.set('offset', String(nextOffset));
      return updated;
    });

  return (
    <div className="space-y-5">
      <PageHeader title={t('messages.title')} subtitle={t('messages.subtitle')} />
      {messages.isError && !data ? (
        <Card>
          <QueryError
            error={messages.error}
            onRetry={() => void messages.refetch()}
            retrying={messages.isFetching}
          />
        </Card>
      ) : data && data.total === 0 ? (
        <Card>
          <EmptyState icon={Inbox} title={t('messages.empty')} hint={t('messages.emptyHint')} />
        </Card>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,24rem)_1fr]">
          <div className={cn('space-y-4', selected && 'hidden lg:block')}>
            <Card className="overflow-hidden">
              {data ? (
                <ul
                  aria-label={t('messages.listLabel')}
                  className={cn(
                    'divide-y divide-slate-100 dark:divide-slate-800',
                    messages.isPlaceholderData && 'opacity-60',
                  )}
                >
                  {data.items.map((message) => {
                    const active = message.id === selected?.id;
                    const implicit = !selected && message.id === shown?.id;
                    return (
                      <li key={message.id}>
                        <button
                          type="button"
                          onClick={() => select(message.id)}
                          aria-current={active || undefined}
                          className={cn(
                            'block w-full border-s-4 px-4 py-3.5 text-start transition-colors',
                            active
                              ? 'border-open bg-shallows dark:bg-slate-800'
                              : 'border-transparent hover:bg-slate-50 dark:hover:bg-slate-800/50',
                            implicit && 'lg:border-open lg:bg-shallows dark:lg:bg-slate-800',
                          )}
                        >
                          <span className="flex items-baseline justify-between gap-3">
                            <span className="truncate font-semibold text-deep dark:text-white">
                              {message.name}
                            </span>
                            <time
                              dateTime={message.createdAt}
                              className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
                            >
                              {relativeTime(message.createdAt, i18n.language, { dateAfterDays: 7 })}
                            </time>
                          </span>
                          <span className="mt-0.5 block truncate text-sm font-medium text-deep dark:text-slate-200">
                            {message.subject || t('messages.noSubject')}
                          </span>
                          <span className="mt-0.5 line-clamp-2 text-sm text-slate-500 dark:text-slate-400">
                            {message.message}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <div aria-hidden="true" className="divide-y divide-slate-100 dark:divide-slate-800">
                  {Array.from({ length: 5 }, (_, index) => (
                    <div key={index} className="space-y-2 px-4 py-4">
                      <div className="flex justify-between">
                        <Skeleton className="h-4 w-28" />
                        <Skeleton className="h-3 w-12" />
                      </div>
                      <Skeleton className="h-4 w-40" />
                      <Skeleton className="h-3 w-full" />
                    </div>
                  ))}
                </div>
              )}
            </Card>
            {data && (
              <Pagination
                offset={data.offset}
                limit={data.limit}
                total={data.total}
                onOffsetChange={handleOffsetChange}
              />
            )}
          </div>
          <Card className={cn('p-5 sm:p-6 lg:sticky lg:top-6 lg:self-start', !selected && 'hidden lg:block')}>
            {shown ? (
              <MessageDetail message={shown} onBack={() => select(null)} />
            ) : (
              <EmptyState icon={MailOpen} title={t('messages.select')} />
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
