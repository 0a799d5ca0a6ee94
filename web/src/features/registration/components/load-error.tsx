import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';

/** A failed load: what went wrong and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-red-50 text-danger dark:bg-red-950/40">
        <CloudOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-deep dark:text-slate-100">{t('states.loadError')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{errorMessage(t, error)}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t('states.retry')}
      </Button>
    </div>
  );
}
