import { useTranslation } from 'react-i18next';
import { Clock, EyeOff } from 'lucide-react';
import type { ModerationState } from '@tightlines/domain/moderation/state';
import { cn } from '#web/components/ui/cn';

/**
 * The calm line an author (or staff) sees on their own content that others cannot: waiting for review (held) or
 * hidden by moderators. Nothing for visible content.
 */
export function ModerationNotice({
  state,
  className,
}: {
  state: ModerationState | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('safety');
  if (!state) return null;
  const Icon = state === 'held' ? Clock : EyeOff;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-[var(--radius-control)] px-3 py-2 text-sm',
        state === 'held'
          ? 'bg-shallows text-deep dark:bg-slate-800 dark:text-slate-200'
          : 'bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
        className,
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t(state === 'held' ? 'notice.held' : 'notice.hidden')}</span>
    </p>
  );
}
