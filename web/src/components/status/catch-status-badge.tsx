import { CheckCircle2, Clock, CloudUpload, RotateCcw, TriangleAlert, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CatchStatus } from '@tightlines/domain/tournaments/catch-contract';
import { cn } from '#web/components/ui/cn';

export type BadgeStatus = CatchStatus | 'waiting' | 'failed';

const STYLES: Record<BadgeStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-50 text-amber-800 dark:bg-amber-950/50 dark:text-amber-200', Icon: Clock },
  approved: {
    className: 'bg-green-50 text-green-800 dark:bg-green-950/50 dark:text-green-200',
    Icon: CheckCircle2,
  },
  rejected: { className: 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200', Icon: XCircle },
  resubmit: {
    className: 'bg-orange-50 text-orange-800 dark:bg-orange-950/50 dark:text-orange-200',
    Icon: RotateCcw,
  },
  waiting: { className: 'bg-shallows text-deep dark:bg-slate-800 dark:text-slate-100', Icon: CloudUpload },
  failed: { className: 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200', Icon: TriangleAlert },
};

/** A catch's state in words and an icon (never colour alone). */
export function CatchStatusBadge({ status }: { status: BadgeStatus }) {
  const { t } = useTranslation('catches');
  const { className, Icon } = STYLES[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-medium', className)}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
