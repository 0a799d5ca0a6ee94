import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cn } from './cn';
import { errorMessage } from '#web/lib/error-message';

/**
 * The error state every list and page shows: what went wrong, and a retry that keeps the page.
 * `compact` is the one-line form for sidebar widgets and sections inside a page.
 */
export function QueryError({
  error,
  onRetry,
  retrying = false,
  title,
  compact = false,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** What failed, in the feature's words; defaults to the generic "couldn't load". */
  title?: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const retry = (
    <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry} busy={retrying}>
      {!retrying && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
      {t('states.retry')}
    </Button>
  );
  if (compact)
    return (
      <div role="alert" className={cn('space-y-3 text-[15px] text-slate-700 dark:text-slate-300', className)}>
        <p>{title ?? t('states.loadError')}</p>
        {retry}
      </div>
    );
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="grid h-12 w-12 place-items-center rounded-full bg-red-50 text-danger dark:bg-red-950/40">
        <CloudOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold text-deep dark:text-slate-100">{title ?? t('states.loadError')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {errorMessage(t, error) || t('states.loadErrorHint')}
        </p>
      </div>
      {retry}
    </div>
  );
}
