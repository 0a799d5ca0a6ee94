import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '#web/lib/session';
import { useSocketEvent } from '#web/lib/socket';
import { safetyKeys } from '#web/features/safety/api/safety-keys';
import { useMyStanding } from '#web/features/safety/api/standing';
import { refetchRestoredContent, removeHiddenContent } from '#web/features/safety/lib/live-removal';
import { StandingBanner } from './standing-banner';

/** Keeps open pages in step with moderation: hidden content leaves them, restored content returns. */
export function useLiveModeration(): void {
  const queryClient = useQueryClient();
  const viewerId = useMe().data?.user?.id ?? null;
  useSocketEvent('content-hidden', ({ targetId }) => removeHiddenContent(queryClient, targetId, viewerId));
  useSocketEvent('content-restored', () => refetchRestoredContent(queryClient));
  useSocketEvent('standing-changed', () => {
    void queryClient.invalidateQueries({ queryKey: safetyKeys.standing() });
  });
}

/** A suspension that ends while the page is open: the standing is asked again then, and the composers open. */
function useSuspensionEnd(): void {
  const queryClient = useQueryClient();
  const until = useMyStanding().data?.until ?? null;
  useEffect(() => {
    if (!until) return;
    // setTimeout holds at most ~24.8 days; a longer suspension is checked again on the next load or event.
    const wait = Math.min(Date.parse(until) - Date.now() + 1000, 2_147_000_000);
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: safetyKeys.standing() }),
      Math.max(wait, 0),
    );
    return () => clearTimeout(timer);
  }, [until, queryClient]);
}

/** Mounted once by the app shell for a signed-in person: the suspended banner and live moderation. */
export function SafetyShell() {
  useLiveModeration();
  useSuspensionEnd();
  return <StandingBanner />;
}
