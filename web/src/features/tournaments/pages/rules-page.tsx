import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ArrowLeft, Link2, Printer, Share2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { useEventRules } from '#web/features/tournaments/api/event';
import { EventNotFound } from '#web/features/tournaments/components/event-not-found';
import { RulesText } from '#web/features/tournaments/components/rules-text';
import { formatDateRange } from '#web/lib/format/dates';
import { penaltyCost, penaltyDetail, penaltyName } from '#web/components/rules/penalty-name';

/** /tournaments/{id}/rules: the full-page rules with share, print and copy link. */
export function RulesPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['tournaments', 'rules']);
  const rules = useEventRules(id);
  useDocumentTitle(rules.data ? t('rules.pageTitle', { name: rules.data.name }) : null);
  const url = id ? `${window.location.origin}/tournaments/${id}/rules` : '';

  const handleCopy = async () => {
    if (!id) {
      toast.error(t('rules.noId'));
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('rules.copied'));
    } catch {
      toast.error(t('rules.copyFailed'));
    }
  };

  const handleShare = async () => {
    if (!id) {
      toast.error(t('rules.noId'));
      return;
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('rules.pageTitle', { name: rules.data?.name ?? '' }), url });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if ((error as Error).name !== 'AbortError') await handleCopy();
      }
      return;
    }
    await handleCopy();
  };

  if (rules.isError && rules.error instanceof ApiRequestError && rules.error.status === 404)
    return <EventNotFound />;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10 print:max-w-none print:p-0">
      <Link
        to={`/events/${id}`}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-open hover:underline print:hidden"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('rules.back')}
      </Link>
      <header className="mb-6 space-y-2 border-b border-slate-200 pb-6 dark:border-slate-800">
        <p className="text-sm font-semibold uppercase tracking-wide text-open dark:text-cyan-300">
          {t('rules.eyebrow')}
        </p>
        {rules.data ? (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight text-deep dark:text-white">
              {rules.data.name}
            </h1>
            <p className="text-slate-600 dark:text-slate-300">
              {formatDateRange(rules.data.startDate, rules.data.endDate, i18n.language)}
              {rules.data.location ? ` · ${rules.data.location}` : ''}
            </p>
          </>
        ) : (
          <div
            className="h-9 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
            aria-hidden="true"
          />
        )}
        <div className="flex flex-wrap gap-2 pt-2 print:hidden">
          <Button variant="primary" onClick={() => void handleShare()}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {t('rules.share')}
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('rules.print')}
          </Button>
          <Button variant="outline" onClick={() => void handleCopy()}>
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {t('rules.copyLink')}
          </Button>
        </div>
      </header>
      {rules.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('rules.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          ))}
        </div>
      ) : rules.isError ? (
        <QueryError error={rules.error} onRetry={() => void rules.refetch()} retrying={rules.isRefetching} />
      ) : rules.data.rulesText ? (
        <RulesText text={rules.data.rulesText} />
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t('rules.empty')}</p>
      )}
      {rules.data && rules.data.penalties.length > 0 && (
        <section className="mt-8 space-y-3" aria-labelledby="penalties-heading">
          <h2 id="penalties-heading" className="text-xl font-bold text-deep dark:text-white">
            {t('rules.penalties')}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {rules.data.penalties.map((penalty) => (
              <li key={penalty.code} className="flex items-start justify-between gap-3 px-4 py-3">
                <span className="min-w-0">
                  <span className="block font-medium text-deep dark:text-slate-100">
                    {penaltyName(t, penalty)}
                  </span>
                  {penaltyDetail(t, penalty) && (
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {penaltyDetail(t, penalty)}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400">
                  {penaltyCost(t, penalty, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
