import { useTranslation } from 'react-i18next';
import { Radio } from 'lucide-react';
import { useRealtimeStatus } from '#web/lib/socket';
import { cn } from '#web/components/ui/cn';

/** Whether the board is pushed live (socket connected) or refreshed every minute (the fallback). */
export function LiveIndicator({ className }: { className?: string }) {
  const { t } = useTranslation('leaderboard');
  const { isRealtime } = useRealtimeStatus();
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold',
        isRealtime
          ? 'bg-gradient-to-r from-orange-700 to-red-600 text-white'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        className,
      )}
    >
      {isRealtime ? (
        <span className="h-2 w-2 rounded-full bg-white motion-safe:animate-pulse-dot" aria-hidden="true" />
      ) : (
        <Radio className="h-4 w-4" aria-hidden="true" />
      )}
      {isRealtime ? t('live.on') : t('live.polling')}
    </span>
  );
}
