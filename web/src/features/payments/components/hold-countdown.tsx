import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';

function remaining(expiresAt: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

/** "12:30 left to pay": the place is held while the person pays; ticks every second, says when it ran out. */
export function HoldCountdown({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const { t } = useTranslation('payments');
  const [now, setNow] = useState(() => Date.now());
  const seconds = remaining(expiresAt, now);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  const minutes = Math.floor(seconds / 60);
  const time = `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        seconds > 0 ? 'text-amber-900 dark:text-amber-200' : 'text-red-700 dark:text-red-300',
        className,
      )}
    >
      <Timer className="h-4 w-4 shrink-0" aria-hidden="true" />
      {seconds > 0 ? <span>{t('hold.left', { time })}</span> : t('hold.expired')}
    </p>
  );
}
