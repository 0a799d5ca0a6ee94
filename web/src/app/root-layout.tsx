import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionWatcher } from '#web/features/auth/components/session-watcher';
import { hadSession } from '#web/features/auth/lib/session-marker';
import { DEMO_BANNER_BAR } from '#web/features/demo/components/banner-bar';
import { useMe } from '#web/lib/session';
import { usePushLifecycle } from '#web/lib/push/session';
import { useResolvedTheme } from '#web/lib/theme';
import { layoutFor, type LayoutKind } from './layout-for';
import {
  DashboardLayout,
  DefaultLayout,
  GetSocialLayout,
  MAIN_ID,
  NoneLayout,
  SpecialLayout,
} from './layouts';

// Loaded only for the people who see it (demo accounts), keeping its menus out of everyone's first script.
const DemoBanner = lazy(() =>
  import('#web/features/demo/components/demo-banner').then((m) => ({ default: m.DemoBanner })),
);
// Signed-in people only: the suspended banner and live moderation (hidden content leaves open pages).
const SafetyShell = lazy(() => import('#web/features/safety').then((m) => ({ default: m.SafetyShell })));
// Asked of signed-in people only, 3 s after load: it never weighs on the first paint.
const PushPrompt = lazy(() => import('#web/features/push').then((m) => ({ default: m.PushPrompt })));
// Toasts appear only after something happens, so the toaster follows the first paint.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Whether the toaster is due: toasts follow an action (a press or key), something of a signed-in person's
 * (realtime notices, a sign-in just made), or the end of a session this browser had. Until then a visitor
 * downloads none of it. sonner replays the toasts still showing when the toaster subscribes, so one raised
 * in the moment before it mounts is shown all the same.
 */
function useToasterWanted(signedIn: boolean): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS)
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [interacted]);
  const [wanted, setWanted] = useState(false);
  const due = interacted || signedIn || hadSession();
  // Once mounted it stays: a toast raised as the person signs out must still be seen.
  if (due && !wanted) setWanted(true);
  return wanted || due;
}

function LayoutByKind({ kind, pathname }: { kind: LayoutKind; pathname: string }) {
  switch (kind) {
    case 'none':
      return <NoneLayout />;
    case 'special':
      return <SpecialLayout header="solid" />;
    case 'dashboard':
      return <DashboardLayout />;
    case 'getsocial':
      return <GetSocialLayout />;
    case 'default':
      // Messages work like an app that fills the screen: no marketing footer under the conversation.
      return (
        <DefaultLayout
          overlayHeader={pathname === '/'}
          footer={pathname !== '/messages' && !pathname.startsWith('/messages/')}
        />
      );
  }
}

/**
 * The skip link moves keyboard focus, not just the scroll position, into the page: <main> is not focusable,
 * so following the fragment alone would leave the next Tab in the header. It also keeps the URL free of a
 * #main-content hash that the router would treat as a navigation.
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  // Focusable only while it holds focus, so a click inside the page never lands on <main> itself.
  main.setAttribute('tabindex', '-1');
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/** The app shell: picks the layout by path and mounts what every page shares. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const me = useMe();
  const kind = layoutFor(pathname);
  // Toasts follow the site's theme (the toggle), not only the system setting.
  const theme = useResolvedTheme();
  const toasterWanted = useToasterWanted(Boolean(me.data?.user));
  const userId = me.data?.user?.id;
  // Push follows the session: started when signed in with permission granted, stopped at sign-out.
  usePushLifecycle(me.isSuccess ? (userId ?? null) : undefined);
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        onClick={focusMain}
        className="sr-only z-[60] rounded-[var(--radius-control)] bg-deep px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('skipToContent')}
      </a>
      {/* The demo banner arrives after the page: its room is held meanwhile, so nothing under it moves. */}
      {me.data?.user?.isDemo && (
        <Suspense fallback={<div aria-hidden="true" className={DEMO_BANNER_BAR} />}>
          <DemoBanner />
        </Suspense>
      )}
      {/* Feature widgets load their own translations; a suspended widget must never blank the page. */}
      <Suspense fallback={null}>
        {userId && <SafetyShell key={userId} />}
        <SessionWatcher />
        {userId && <PushPrompt key={userId} userId={userId} />}
      </Suspense>
      <LayoutByKind kind={kind} pathname={pathname} />
      {/* Every fresh page load has the location key 'default': keyed by it, a page opened by URL would be
          scrolled to where the previous page of the tab was left. Those loads are keyed by path instead. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
      {toasterWanted && (
        <Suspense fallback={null}>
          {/* Up to 3 toasts, 4000 ms, 14 px apart (swipe-dismiss is sonner's default). */}
          <Toaster
            position="top-center"
            visibleToasts={3}
            duration={4000}
            gap={14}
            richColors
            closeButton
            theme={theme}
          />
        </Suspense>
      )}
    </>
  );
}
