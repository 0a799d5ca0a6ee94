import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useFishingReport } from '#web/features/fishing-reports/api/fishing-reports';
import { ReportCard, ReportCardSkeleton } from '#web/features/fishing-reports/components/report-card';
import { ReportColumns } from '#web/features/fishing-reports/components/report-columns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /fishing-reports/{reportId}: one report (a private one only for its author; others see "not available"). */
export function FishingReportPage() {
  const { t } = useTranslation('fishing-reports');
  const reportId = useParams().reportId ?? '';
  const valid = UUID.test(reportId);
  const report = useFishingReport(reportId, valid);
  useDocumentTitle(
    report.data ? t('detail.pageTitle', { place: report.data.location.name }) : t('page.title'),
  );
  const missing =
    !valid || (report.error instanceof ApiRequestError && [400, 404].includes(report.error.status));

  return (
    <ReportColumns>
      <div className="space-y-4">
        <Link
          to="/fishing-reports"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-open hover:underline dark:text-open-400"
        >
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t('detail.back')}
        </Link>
        <h1 className="sr-only">{t('page.title')}</h1>
        {missing ? (
          <Card>
            <EmptyState icon={FileQuestion} title={t('detail.notFound')} hint={t('detail.notFoundHint')} />
          </Card>
        ) : report.data ? (
          <ReportCard report={report.data} linked={false} />
        ) : report.isError ? (
          <QueryError error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <ReportCardSkeleton />
        )}
      </div>
    </ReportColumns>
  );
}
