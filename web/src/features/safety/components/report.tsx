import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Flag, MoreHorizontal } from 'lucide-react';
import type { ReportTargetType } from '@tightlines/domain/moderation/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { useMe } from '#web/lib/session';

// The dialog loads when someone reports, never with the page.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/**
 * What a "Report" entry needs: `openReport` (a visitor is sent to sign in first) and the dialog to render beside
 * the menu (a menu's items unmount when it closes, so the dialog cannot live inside it).
 */
export function useReport({ targetType, targetId }: ReportTarget): {
  openReport: () => void;
  reportDialog: ReactNode;
} {
  const signedIn = Boolean(useMe().data?.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const openReport = () => {
    if (!signedIn) {
      void navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
      return;
    }
    setOpen(true);
  };
  const reportDialog = open ? (
    <Suspense fallback={null}>
      <ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
  return { openReport, reportDialog };
}

/** The "Report" entry of a "…" menu. */
export function ReportMenuItem({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation('safety');
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Flag className="h-4 w-4" aria-hidden="true" />
      {t('report.action')}
    </DropdownMenuItem>
  );
}

const triggerClasses =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100 hover:text-deep dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * A small "…" menu holding only "Report", for content that has no menu of its own (a comment, a photo, a team).
 * `authorName` names whose content the menu is for; `label` replaces the whole name of the menu.
 */
export function ReportMenu({
  targetType,
  targetId,
  authorName,
  label,
  className,
}: ReportTarget & { authorName?: string; label?: string; className?: string }) {
  const { t } = useTranslation('safety');
  const { openReport, reportDialog } = useReport({ targetType, targetId });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={label ?? (authorName ? t('moreFor', { name: authorName }) : t('more'))}
          className={className ?? triggerClasses}
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-44">
          <ReportMenuItem onSelect={openReport} />
        </DropdownMenuContent>
      </DropdownMenu>
      {reportDialog}
    </>
  );
}
