import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tightlines/domain/roles/roles';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { WidgetRows } from '#web/components/ui/widget-card';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ConversationView, useMessagesRealtime } from '#web/features/messages';
import { useBookings, useRequests } from '#web/features/charters/booking/api/bookings';
import { BookingCard } from '#web/features/charters/booking/components/booking-card';
import { RequestCard } from '#web/features/charters/booking/components/request-card';
import { conversationPath } from '#web/features/charters/booking/components/request-form';
import { formatTripStart } from '#web/features/charters/booking/lib/format';
import { formatDate } from '#web/lib/format/dates';
import { charterThreads, type CharterThread } from '#web/features/charters/booking/lib/threads';

const OWNER_ROLES: readonly Role[] = ['captain', 'charter_captain', 'admin'];

/**
 * /charter/messages and /charter/messages/{conversationId}: the conversations that belong to charter requests and
 * bookings (the angler's and, for captains, their listings'), the open thread from the messages feature, and the
 * booking it is about beside it. A phone shows one pane at a time.
 */
export function CharterMessagesPage() {
  const { t } = useTranslation('bookings');
  useDocumentTitle(t('messages.title'));
  const { conversationId = null } = useParams();
  const me = useMe();
  const myId = me.data?.user?.id ?? null;
  const owner = (me.data?.roles ?? []).some((role) => OWNER_ROLES.includes(role));
  useMessagesRealtime(myId, conversationId);
  const myBookings = useBookings('mine', 'all');
  const myRequests = useRequests('mine');
  const incomingBookings = useBookings('incoming', 'all', undefined, owner);
  const incomingRequests = useRequests('incoming', owner);
  const queries = owner
    ? [myBookings, myRequests, incomingBookings, incomingRequests]
    : [myBookings, myRequests];
  const failed = queries.find((query) => query.isError);
  const loading = queries.some((query) => query.isPending);
  const flat = <T,>(query: { data?: { pages: { items: T[] }[] } }) =>
    query.data?.pages.flatMap((p) => p.items) ?? [];
  const threads = charterThreads(
    [...flat(myBookings), ...(owner ? flat(incomingBookings) : [])],
    [...flat(myRequests), ...(owner ? flat(incomingRequests) : [])],
  );
  const open = threads.find((thread) => thread.conversationId === conversationId) ?? null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 lg:py-8">
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="charter-messages"
          className={cn('space-y-3', conversationId && 'hidden lg:block')}
        >
          <h1
            id="charter-messages"
            className="text-2xl font-extrabold tracking-tight text-deep dark:text-white"
          >
            {t('messages.title')}
          </h1>
          {failed ? (
            <QueryError
              compact
              title={t('messages.error')}
              error={failed.error}
              onRetry={() => queries.forEach((q) => void q.refetch())}
            />
          ) : loading ? (
            <WidgetRows rows={3} />
          ) : threads.length === 0 ? (
            <EmptyState compact title={t('messages.empty')} />
          ) : (
            <ul className="space-y-2">
              {threads.map((thread) => (
                <li key={thread.conversationId}>
                  <ThreadLink thread={thread} current={thread.conversationId === conversationId} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {conversationId ? (
          <>
            <section aria-label={t('messages.thread')} className="space-y-3">
              <Link
                to="/charter/messages"
                className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-open lg:hidden"
              >
                <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                {t('messages.back')}
              </Link>
              {open && (
                <details className="xl:hidden">
                  <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-deep dark:text-slate-100">
                    {t('messages.summary')}
                  </summary>
                  <ThreadSummary thread={open} />
                </details>
              )}
              <div className="flex h-[70dvh] min-h-96 flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
                <ConversationView key={conversationId} conversationId={conversationId} />
              </div>
            </section>
            {open && (
              <aside aria-label={t('messages.summary')} className="hidden xl:block">
                <ThreadSummary thread={open} />
              </aside>
            )}
          </>
        ) : (
          <div className="hidden lg:block">
            <EmptyState title={t('messages.pick')} />
          </div>
        )}
      </div>
    </div>
  );
}

function ThreadSummary({ thread }: { thread: CharterThread }) {
  return thread.kind === 'booking' ? (
    <BookingCard booking={thread.booking} />
  ) : (
    <RequestCard request={thread.request} />
  );
}

function ThreadLink({ thread, current }: { thread: CharterThread; current: boolean }) {
  const { t, i18n } = useTranslation(['bookings', 'charter-terms']);
  const item = thread.kind === 'booking' ? thread.booking : thread.request;
  const other = item.viewer.side === 'owner' ? item.angler.displayName : item.listing.owner.displayName;
  const when =
    thread.kind === 'booking'
      ? formatTripStart(thread.booking.slot.startsAt, i18n.language)
      : formatDate(thread.request.tripDate, i18n.language);
  const state =
    thread.kind === 'booking'
      ? t(`charter-terms:bookingState.${thread.booking.state}`)
      : t(`charter-terms:requestState.${thread.request.state}`);
  return (
    <Link
      to={conversationPath(thread.conversationId)}
      aria-current={current ? 'page' : undefined}
      className="block"
    >
      <Card
        className={cn(
          'space-y-0.5 p-3 text-sm transition-colors hover:bg-shallows dark:hover:bg-slate-800',
          current && 'ring-2 ring-open',
        )}
      >
        <span className="block font-semibold text-deep dark:text-white">{other}</span>
        <span className="block text-slate-700 dark:text-slate-200">{item.listing.name}</span>
        <span className="block text-slate-500 dark:text-slate-400">
          {when} · {state}
        </span>
      </Card>
    </Link>
  );
}
