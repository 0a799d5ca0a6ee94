import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '#web/lib/session';
import { useSocketEvent } from '#web/lib/socket';
import { safetyKeys } from '#web/features/safety/api/safety-keys';
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

/** Mounted once by the app shell for a signed-in person: the suspended banner and live moderation. */
export function SafetyShell() {
  useLiveModeration();
  return <StandingBanner />;
}
