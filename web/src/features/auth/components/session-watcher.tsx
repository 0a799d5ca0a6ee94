import { useEffect } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionExpired, sessionRefreshDueAt } from '@tightlines/domain/auth/session';
import { onUnauthorized } from '#web/lib/api-client';
import { getMeQueryOptions, useMe } from '#web/lib/session';
import { forgetSession, hadSession, rememberSession } from '#web/features/auth/lib/session-marker';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Refreshes the session before it runs out, and when it ends without a sign-out (expired,
 * revoked, signed out in another place) shows 'Your session has expired. Please log in again.' once and
 * forgets everything cached for the person. Mounted once by the shell.
 */
export function SessionWatcher() {
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  const { data: me } = useMe();

  // Signing out clears the query cache (useSignOut): the `me` entry vanishing is the sign of a deliberate
  // sign-out, so the next "no user" is expected and no notice is due.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'removed' && event.query.queryHash === hashKey(getMeQueryOptions().queryKey))
          forgetSession();
      }),
    [queryClient],
  );

  useEffect(() => {
    const expire = () => {
      if (!hadSession()) return;
      forgetSession();
      // sonner loads with the notice: this watcher is on every page's first paint.
      const message = t('errors:sessionExpired');
      void import('sonner').then(({ toast }) => toast.error(message, { id: 'session-expired' }));
      queryClient.clear();
      void queryClient.fetchQuery(getMeQueryOptions());
    };
    if (me?.user) {
      rememberSession();
      // What we hold is already past its end (a tab woken from sleep): ask the server rather than trust it.
      if (isSessionExpired(me.session))
        void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    } else if (me) {
      expire();
    }
    // Any API call answering 401 means the server no longer knows the session.
    return onUnauthorized(expire);
  }, [me, queryClient, t]);

  const expiresAt = me?.session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    // Once the session is a day old, ask better-auth's get-session, which extends a session in use
    // (updateAge; the server's own lookup only reads); then reload /api/me, whose "no user" the effect
    // above turns into the notice. The client is loaded on demand so better-auth stays out of every
    // page's first script.
    const refresh = () =>
      void import('#web/lib/auth-client')
        .then(({ authClient }) => authClient.getSession())
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }));
    const dueAt = sessionRefreshDueAt(expiresAt) * 1000;
    const timer = setTimeout(refresh, Math.min(Math.max(dueAt - Date.now(), 0), MAX_TIMER_MS));
    // A laptop that slept past the refresh time gets no timer callback in time: check when the tab comes back.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= dueAt) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [expiresAt, queryClient]);

  return null;
}
