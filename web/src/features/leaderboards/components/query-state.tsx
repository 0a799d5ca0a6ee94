import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

/** A list that failed to load: what happened, and a retry (DESIGN: every list has an error state with retry). */
export function LoadError({
  onRetry,
  busy,
  className,
  message,
}: {
  onRetry: () => void;
  busy: boolean;
  className?: string;
  message?: string;
}) {
  const { t } = useTranslation('leaderboard');
  return (
    <div role="alert" className={cn('space-y-3 text-[15px] text-slate-700 dark:text-slate-300', className)}>
      <p>{message ?? t('loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry} busy={busy}>
        {!busy && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
        {t('retry')}
      </Button>
    </div>
  );
}

/** The spec's empty state, with a next step when there is one. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Card className="p-8 text-center">
      <p className="text-lg font-semibold text-deep dark:text-white">{title}</p>
      {children && <div className="mt-4 flex justify-center">{children}</div>}
    </Card>
  );
}
