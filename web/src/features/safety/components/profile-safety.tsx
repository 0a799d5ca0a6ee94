import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Ban, MoreHorizontal, UserCheck, Volume2, VolumeX } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useRelation, useSetRelation } from '#web/features/safety/api/relations';
import { ReportMenuItem, useReport } from './report';

const BlockDialog = lazy(() => import('./block-dialog').then((m) => ({ default: m.BlockDialog })));

/**
 * How the signed-in person stands toward a profile's owner (GET /api/relations/:userId): a visitor, or one's own
 * profile, asks nothing and reads as no relation.
 */
export function useProfileRelation(userId: string, isMe: boolean) {
  const signedIn = Boolean(useMe().data?.user);
  const relation = useRelation(userId, signedIn && !isMe);
  return relation.data ?? { blocked: false, muted: false, blockedMe: false };
}

/** The profile's "…" menu (never on one's own): Report, Mute or Unmute, Block or Unblock (after a confirmation). */
export function ProfileSafetyMenu({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation(['safety', 'errors']);
  const signedIn = Boolean(useMe().data?.user);
  const relation = useProfileRelation(userId, false);
  const { openReport, reportDialog } = useReport({ targetType: 'profile', targetId: userId });
  const block = useSetRelation('blocks', userId);
  const mute = useSetRelation('mutes', userId);
  const [confirming, setConfirming] = useState(false);

  const setMute = (on: boolean) =>
    mute.mutate(on, {
      onSuccess: () => toast.success(t(on ? 'mute.done' : 'mute.undone', { name })),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  const setBlock = (on: boolean) =>
    block.mutate(on, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t(on ? 'block.done' : 'block.undone', { name }));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('moreFor', { name })}
          className="inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] border border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-52">
          <ReportMenuItem onSelect={openReport} />
          {signedIn && (
            <>
              <DropdownMenuItem onSelect={() => setMute(!relation.muted)} disabled={mute.isPending}>
                {relation.muted ? (
                  <Volume2 className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <VolumeX className="h-4 w-4" aria-hidden="true" />
                )}
                {t(relation.muted ? 'mute.unmute' : 'mute.mute')}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => (relation.blocked ? setBlock(false) : setConfirming(true))}
                disabled={block.isPending}
              >
                <span className="inline-flex items-center gap-3 text-danger dark:text-red-400">
                  {relation.blocked ? (
                    <UserCheck className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Ban className="h-4 w-4" aria-hidden="true" />
                  )}
                  {t(relation.blocked ? 'block.unblock' : 'block.block')}
                </span>
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {reportDialog}
      {confirming && (
        <Suspense fallback={null}>
          <BlockDialog
            name={name}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => setBlock(true)}
            busy={block.isPending}
          />
        </Suspense>
      )}
    </>
  );
}

/** Shown on a profile I blocked, in place of Follow and Message: the state, and the way back. */
export function BlockedProfileNotice({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation(['safety', 'errors']);
  const block = useSetRelation('blocks', userId);
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-control)] border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="flex items-center gap-2 text-[15px] text-slate-700 dark:text-slate-200">
        <Ban className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('block.state', { name })}
      </p>
      <Button
        variant="outline"
        size="sm"
        busy={block.isPending}
        onClick={() =>
          block.mutate(false, {
            onSuccess: () => toast.success(t('block.undone', { name })),
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      >
        {t('block.unblock')}
      </Button>
    </div>
  );
}
