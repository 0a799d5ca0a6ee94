import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { RefreshCw, Users, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { useFollowList } from '#web/features/people/api/get-follow-list';
import type { FollowDirection } from '#web/features/people/api/people-keys';
import { PersonRow, PersonRowsSkeleton } from './person-row';

interface FollowListDialogProps {
  userId: string;
  /** Whose list it is, for the title ("Jordan Reed's followers"). */
  name: string;
  direction: FollowDirection;
  onClose: () => void;
}

/** Followers or following of a person, newest first, 50 at a time with Load more, each with a follow toggle. */
export function FollowListDialog({ userId, name, direction, onClose }: FollowListDialogProps) {
  const { t } = useTranslation(['people', 'errors']);
  const list = useFollowList(userId, direction);
  const people = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-deep-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-[var(--radius-card)] bg-white shadow-2xl outline-none sm:inset-x-auto sm:start-1/2 sm:top-1/2 sm:bottom-auto sm:w-[min(32rem,92vw)] sm:-translate-y-1/2 sm:rounded-[var(--radius-card)] sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2 dark:bg-slate-900"
        >
          <div className="flex min-h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4 dark:border-slate-800">
            <Dialog.Title className="min-w-0 text-lg font-bold text-deep dark:text-white">
              <span className="line-clamp-2 break-words">{t(`lists.${direction}Title`, { name })}</span>
              {total !== undefined && (
                <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
                  {t('lists.total', { count: total })}
                </span>
              )}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('lists.close')}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 pb-[env(safe-area-inset-bottom)]">
            {list.isPending ? (
              <div aria-busy="true" aria-label={t('lists.loading')}>
                <PersonRowsSkeleton rows={6} />
              </div>
            ) : list.isError && people.length === 0 ? (
              <div role="alert" className="py-6">
                <p className="font-semibold text-deep dark:text-white">{t('lists.failed')}</p>
                <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
                  {errorMessage(t, list.error)}
                </p>
                <Button
                  variant="outline"
                  className="mt-3"
                  onClick={() => void list.refetch()}
                  busy={list.isFetching}
                >
                  {!list.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
                  {t('retry')}
                </Button>
              </div>
            ) : people.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-10 text-center">
                <Users className="h-8 w-8 text-slate-400" aria-hidden="true" />
                <p className="text-[15px] text-slate-600 dark:text-slate-400">
                  {t(`lists.${direction}Empty`, { name })}
                </p>
              </div>
            ) : (
              <>
                <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                  {people.map((person) => (
                    <li key={person.id}>
                      <PersonRow person={person} />
                    </li>
                  ))}
                </ul>
                {list.hasNextPage && (
                  <div className="py-4 text-center">
                    <Button
                      variant="outline"
                      onClick={() => void list.fetchNextPage()}
                      busy={list.isFetchingNextPage}
                    >
                      {list.isFetchingNextPage ? t('lists.loadingMore') : t('lists.loadMore')}
                    </Button>
                  </div>
                )}
                {list.isFetchNextPageError && (
                  <p role="alert" className="pb-4 text-center text-[15px] text-danger dark:text-red-400">
                    {t('lists.moreFailed')}
                  </p>
                )}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
