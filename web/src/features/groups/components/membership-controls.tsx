import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Bell, Check, ChevronDown, Clock, LogOut, MoreHorizontal, Share2 } from 'lucide-react';
import {
  GROUP_NOTIFY_LEVELS,
  type GroupDetail,
  type GroupNotifyLevel,
} from '@tightlines/domain/groups/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { useMe } from '#web/lib/session';
import { ReportMenuItem, useReport } from '#web/features/safety';
import { useMembership, useSetNotify } from '#web/features/groups/api/groups';
import { groupErrorMessage } from './group-form-parts';

/**
 * Join (public), Request to join (private), the pending request (cancel it), or for members a "Joined" menu with
 * the notification level and Leave. Visitors are sent to sign in first.
 */
export function MembershipButton({ group, inviteCode }: { group: GroupDetail; inviteCode?: string }) {
  const { t } = useTranslation(['groups', 'errors']);
  const signedIn = Boolean(useMe().data?.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { join, leave } = useMembership(group.id);
  const setNotify = useSetNotify(group.id);
  const membership = group.myMembership;
  const onError = (error: unknown) => toast.error(groupErrorMessage(t, error));

  if (!signedIn || !membership) {
    const asks = group.privacy === 'private' && !inviteCode;
    return (
      <Button
        busy={join.isPending}
        onClick={() => {
          if (!signedIn) {
            void navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
            return;
          }
          join.mutate(inviteCode, {
            onSuccess: (state) =>
              toast.success(
                state.myMembership?.status === 'pending'
                  ? t('membership.requested')
                  : t('membership.joined', { name: group.name }),
              ),
            onError,
          });
        }}
      >
        {asks ? t('membership.request') : t('membership.join')}
      </Button>
    );
  }
  if (membership.status === 'banned') {
    return <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('membership.banned')}</p>;
  }
  if (membership.status === 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] bg-slate-100 px-4 text-[15px] font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {t('membership.pending')}
        </span>
        <Button
          variant="ghost"
          busy={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, { onSuccess: () => toast.success(t('membership.cancelled')), onError })
          }
        >
          {t('membership.cancelRequest')}
        </Button>
      </div>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses('secondary', 'md')}>
        <Check className="h-4 w-4" aria-hidden="true" />
        {t('membership.member')}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-60">
        <DropdownMenuLabel className="flex items-center gap-2">
          <Bell className="h-4 w-4" aria-hidden="true" />
          {t('notify.label')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={membership.notify}
          onValueChange={(value) =>
            setNotify.mutate(value as GroupNotifyLevel, {
              onSuccess: () => toast.success(t('notify.saved')),
              onError,
            })
          }
        >
          {GROUP_NOTIFY_LEVELS.map((level) => (
            <DropdownMenuRadioItem key={level} value={level}>
              {t(`notify.${level}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {membership.role !== 'owner' && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() =>
                leave.mutate(undefined, {
                  onSuccess: () => toast.success(t('membership.left', { name: group.name })),
                  onError,
                })
              }
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t('membership.leave')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The group's "…" menu: Share and Report. */
export function GroupMoreMenu({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const { openReport, reportDialog } = useReport({ targetType: 'group', targetId: group.id });
  const share = async () => {
    const url = new URL(`/groups/${encodeURIComponent(group.slug)}`, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: group.name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.failed'));
    }
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('header.more', { name: group.name })}
          className={buttonClasses('outline', 'icon')}
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-44">
          <DropdownMenuItem onSelect={() => void share()}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('share.action')}
          </DropdownMenuItem>
          <ReportMenuItem onSelect={openReport} />
        </DropdownMenuContent>
      </DropdownMenu>
      {reportDialog}
    </>
  );
}
