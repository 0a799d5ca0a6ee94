import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { errorMessage } from '../../lib/error-message';

/** The error state every list and page shows: what went wrong, and a retry that keeps the page. */
export function QueryError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-red-50 text-danger dark:bg-red-950/40">
        <CloudOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold text-deep dark:text-slate-100">{t('states.loadError')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {errorMessage(t, error) || t('states.loadErrorHint')}
        </p>
      </div>
      <Button variant="outline" onClick={onRetry} busy={retrying}>
        {!retrying && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
        {t('states.retry')}
      </Button>
    </div>
  );
}
