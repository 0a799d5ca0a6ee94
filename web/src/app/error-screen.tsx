import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { clearClientStorage, loadPage, reloadPage } from './hard-navigation';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return null;
}

/** Generic error screen: the error, 'Reload Page' and 'Clear Cache & Go Home'. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = describe(error) ?? t('error.unknown');

  const handleClearCache = () => {
    clearClientStorage();
    // A full load rather than a client navigation, so no stale in-memory state survives either.
    loadPage('/');
  };

  return (
    <div role="alert" className="flex min-h-[70dvh] flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-danger dark:bg-red-950/40">
          <AlertTriangle className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white">
          {t('error.title')}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t('error.body')}</p>
        <pre className="mt-5 max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-[var(--radius-control)] border border-slate-200 bg-slate-50 p-3 text-start font-mono text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {detail}
        </pre>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={reloadPage}>
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {t('error.reload')}
          </Button>
          <Button variant="outline" onClick={handleClearCache}>
            <Home className="h-4 w-4" aria-hidden="true" />
            {t('error.clearCache')}
          </Button>
        </div>
      </div>
    </div>
  );
}
