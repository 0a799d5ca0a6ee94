import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Settings, Users } from 'lucide-react';
import type { ConversationBox } from '@tightlines/domain/messages/contract';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { useMe } from '#web/lib/session';
import { useUnreadSummary } from '#web/features/messages/api/unread';
import { useMessagesRealtime } from '#web/features/messages/api/realtime';
import { ConversationList } from '#web/features/messages/components/conversation-list';
import { useFillViewport } from '#web/features/messages/lib/fill-viewport';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

// The dialogs load when first opened.
const NewGroupDialog = lazy(() =>
  import('#web/features/messages/components/new-group-dialog').then((m) => ({ default: m.NewGroupDialog })),
);
const ReachSettingsDialog = lazy(() =>
  import('#web/features/messages/components/reach-settings-dialog').then((m) => ({
    default: m.ReachSettingsDialog,
  })),
);

function BoxTabs({ box }: { box: ConversationBox }) {
  const { t } = useTranslation('messages');
  const unread = useUnreadSummary(true);
  const requests = unread.data?.requestCount ?? 0;
  const tabs: { box: ConversationBox; label: string; count: number }[] = [
    { box: 'inbox', label: t('tabs.inbox'), count: unread.data?.unreadCount ?? 0 },
    { box: 'requests', label: t('tabs.requests'), count: requests },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="px-4 pb-2">
      <ul className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
        {tabs.map((tab) => (
          <li key={tab.box} className="flex-1">
            <Link
              to={tab.box === 'inbox' ? '/messages' : '/messages?box=requests'}
              aria-current={box === tab.box ? 'page' : undefined}
              className={cn(
                'flex h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
                box === tab.box
                  ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                  : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {tab.label}
              {tab.count > 0 && (
                <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-open px-1.5 text-[11px] font-bold text-white tabular-nums">
                  <span aria-hidden="true">{tab.count > 99 ? '99+' : tab.count}</span>
                  <span className="sr-only">
                    {tab.box === 'inbox'
                      ? t('list.unread', { count: tab.count })
                      : t('tabs.waiting', { count: tab.count })}
                  </span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /messages and /messages/{conversationId}: the conversations on the start side, the open one on the end side
 * (mirrored in RTL by the logical layout). A phone shows one pane at a time: the list, or the conversation with
 * a back button.
 */
export function MessagesLayout() {
  const { t } = useTranslation('messages');
  const { conversationId = null, teamSlug } = useParams();
  const [params] = useSearchParams();
  const box: ConversationBox = params.get('box') === 'requests' ? 'requests' : 'inbox';
  const me = useMe();
  const myId = me.data?.user?.id ?? null;
  const [dialog, setDialog] = useState<'group' | 'settings' | null>(null);
  const [loaded, setLoaded] = useState({ group: false, settings: false });
  useMessagesRealtime(myId, conversationId);

  const open = (which: 'group' | 'settings') => {
    setLoaded((state) => ({ ...state, [which]: true }));
    setDialog(which);
  };
  const inConversation = conversationId !== null || teamSlug !== undefined;
  // Both panes fill the screen on a desktop, the open conversation does on a phone (its list scrolls the page).
  const desktop = useMediaQuery('(min-width: 64rem)');
  const shell = useRef<HTMLDivElement>(null);
  useFillViewport(shell, desktop || inConversation);

  return (
    <div
      ref={shell}
      className={cn(
        'mx-auto flex w-full max-w-6xl lg:px-6 lg:py-4',
        desktop || inConversation ? 'flex-none' : 'flex-1',
      )}
    >
      <div className="flex w-full overflow-hidden lg:rounded-[var(--radius-card)] lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm dark:lg:border-slate-800 dark:lg:bg-slate-950">
        <section
          aria-labelledby="messages-title"
          className={cn(
            'w-full flex-col lg:flex lg:w-[22rem] lg:shrink-0 lg:border-e lg:border-slate-200 dark:lg:border-slate-800',
            inConversation ? 'hidden' : 'flex',
          )}
        >
          <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-3">
            <h1
              id="messages-title"
              className="text-2xl font-extrabold tracking-tight text-deep dark:text-white"
            >
              {t('title')}
            </h1>
            <div className="flex items-center gap-1">
              <Button variant="outline" size="sm" className="h-11" onClick={() => open('group')}>
                <Users className="h-4 w-4" aria-hidden="true" />
                {t('group.new')}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('settings.open')}
                title={t('settings.open')}
                onClick={() => open('settings')}
              >
                <Settings className="h-5 w-5" aria-hidden="true" />
              </Button>
            </div>
          </div>
          <BoxTabs box={box} />
          <div className="min-h-0 flex-1 lg:overflow-y-auto">
            <ConversationList box={box} myId={myId} activeId={conversationId} />
          </div>
        </section>
        <section
          className={cn('min-w-0 flex-1 flex-col lg:flex', inConversation ? 'flex' : 'hidden')}
          aria-label={inConversation ? undefined : t('conversation.pick')}
        >
          <Outlet />
        </section>
      </div>
      <Suspense fallback={null}>
        {loaded.group && (
          <NewGroupDialog
            open={dialog === 'group'}
            onOpenChange={(next) => setDialog(next ? 'group' : null)}
          />
        )}
        {loaded.settings && (
          <ReachSettingsDialog
            open={dialog === 'settings'}
            onOpenChange={(next) => setDialog(next ? 'settings' : null)}
          />
        )}
      </Suspense>
    </div>
  );
}
