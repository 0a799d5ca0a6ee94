import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CalendarSync, Copy, RotateCcw } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { QueryError } from '#web/components/ui/query-error';
import { errorMessage } from '#web/lib/error-message';
import { useFeedUrl, useResetFeedUrl } from '#web/features/events/api/calendar';

/** "Subscribe to my calendar": the personal webcal feed, copy, open in a calendar app, and reset the link. */
export function FeedUrlCard() {
  const { t } = useTranslation('events');
  const feed = useFeedUrl();
  const reset = useResetFeedUrl();
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('feed.copied'));
    } catch {
      toast.error(t('feed.copyFailed'));
    }
  };

  return (
    <Card className="space-y-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-deep dark:text-white">
        <CalendarSync className="h-5 w-5" aria-hidden="true" />
        {t('feed.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('feed.text')}</p>
      {feed.isPending ? (
        <div className="h-11 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-busy="true" />
      ) : feed.isError ? (
        <QueryError error={feed.error} onRetry={() => void feed.refetch()} compact />
      ) : (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
            {t('feed.urlLabel')}
            <Input readOnly value={feed.data.webcalUrl} onFocus={(e) => e.currentTarget.select()} dir="ltr" />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy(feed.data.webcalUrl)}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {t('feed.copy')}
            </Button>
            <a href={feed.data.webcalUrl} className={buttonClasses('outline')}>
              <CalendarSync className="h-4 w-4" aria-hidden="true" />
              {t('feed.open')}
            </a>
            {!confirming && (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {t('feed.reset')}
              </Button>
            )}
          </div>
          {confirming && (
            <div
              role="alertdialog"
              aria-labelledby="feed-reset-text"
              className="space-y-2 rounded-[var(--radius-control)] bg-amber-50 p-3 dark:bg-amber-950/40"
            >
              <p id="feed-reset-text" className="text-sm text-amber-900 dark:text-amber-100">
                {t('feed.resetConfirmText')}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="danger"
                  busy={reset.isPending}
                  onClick={() =>
                    reset.mutate(undefined, {
                      onSuccess: () => {
                        setConfirming(false);
                        toast.success(t('feed.resetDone'));
                      },
                      onError: (error) =>
                        toast.error(t('feed.resetFailed'), { description: errorMessage(t, error) }),
                    })
                  }
                >
                  {t('feed.resetConfirm')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('feed.keep')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
