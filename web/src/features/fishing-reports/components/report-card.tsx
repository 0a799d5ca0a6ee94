import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Droplets, Lock, MapPin, MoreHorizontal, Pencil, Thermometer, Trash2 } from 'lucide-react';
import type { FishingReport, FishingSuccess } from '@tightlines/domain/fishing-reports/contract';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatDate } from '#web/lib/format/dates';
import { formatTemperature } from '#web/lib/format/measure';
import { ModerationNotice, ReportMenu } from '#web/features/safety';

export const reportPath = (reportId: string) => `/fishing-reports/${encodeURIComponent(reportId)}`;

const SUCCESS_TONE: Record<FishingSuccess, string> = {
  slow: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  fair: 'bg-amber-100 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  excellent: 'bg-green-100 text-green-900 dark:bg-green-950/50 dark:text-green-200',
};

function Fact({ icon: Icon, label, value }: { icon: typeof Droplets; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Icon className="h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd className="truncate text-[15px] font-semibold text-deep dark:text-slate-100">{value}</dd>
    </div>
  );
}

/**
 * A fishing report as a card: place and day first, the success badge, species, clarity and water temperature in
 * the reader's unit, then the angler's words. The author gets edit and delete; everyone else can report it.
 */
export function ReportCard({
  report,
  onEdit,
  onDelete,
  linked = true,
}: {
  report: FishingReport;
  onEdit?: (report: FishingReport) => void;
  onDelete?: (report: FishingReport) => void;
  /** The place links to the report's page (not on that page itself). */
  linked?: boolean;
}) {
  const { t, i18n } = useTranslation('fishing-reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const place = <bdi>{report.location.name}</bdi>;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1.5 text-lg font-bold text-deep dark:text-white">
            <MapPin className="h-5 w-5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
            {linked ? (
              <Link to={reportPath(report.id)} className="truncate hover:underline">
                {place}
              </Link>
            ) : (
              <span className="truncate">{place}</span>
            )}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(`placeType.${report.location.placeType}`)} ·{' '}
            {t('card.fishedOn', { date: formatDate(report.fishedOn, language) })}
            {report.visibility === 'private' && (
              <span className="ms-2 inline-flex items-center gap-1 font-medium">
                <Lock className="h-3.5 w-3.5" aria-hidden="true" />
                {t('card.private')}
              </span>
            )}
          </p>
        </div>
        <span
          className={cn('shrink-0 rounded-full px-3 py-1 text-sm font-bold', SUCCESS_TONE[report.success])}
        >
          <span className="sr-only">{t('card.success')}: </span>
          {t(`success.${report.success}`)}
        </span>
        {report.mine && (onEdit || onDelete) ? (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t('card.menu')}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {onEdit && (
                <DropdownMenuItem onSelect={() => onEdit(report)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {t('card.edit')}
                </DropdownMenuItem>
              )}
              {onDelete && (
                <DropdownMenuItem onSelect={() => onDelete(report)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('card.delete')}
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : (
          !report.mine && (
            <ReportMenu targetType="fishing_report" targetId={report.id} label={t('card.report')} />
          )
        )}
      </div>

      {report.mine && <ModerationNotice state={report.moderation} />}

      <div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.targeting')}>
          {report.targetSpecies.map((species) => (
            <li
              key={species}
              className="rounded-full bg-shallows px-3 py-1 text-sm font-semibold text-deep dark:bg-slate-800 dark:text-slate-100"
            >
              {t(`species.${species}`)}
            </li>
          ))}
        </ul>
      </div>

      {(report.waterClarity || report.waterTempF !== null) && (
        <dl className="flex flex-wrap gap-x-5 gap-y-1">
          {report.waterClarity && (
            <Fact
              icon={Droplets}
              label={t('card.clarity')}
              value={`${t('card.clarity')}: ${t(`clarity.${report.waterClarity}`)}`}
            />
          )}
          {report.waterTempF !== null && (
            <Fact
              icon={Thermometer}
              label={t('card.temperature')}
              value={formatTemperature(report.waterTempF, language)}
            />
          )}
        </dl>
      )}

      {(report.weather || report.techniques) && (
        <dl className="grid gap-1 text-[15px] sm:grid-cols-2">
          {report.weather && (
            <div>
              <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{t('card.weather')}</dt>
              <dd className="break-words text-slate-800 dark:text-slate-200">{report.weather}</dd>
            </div>
          )}
          {report.techniques && (
            <div>
              <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">
                {t('card.techniques')}
              </dt>
              <dd className="break-words text-slate-800 dark:text-slate-200">{report.techniques}</dd>
            </div>
          )}
        </dl>
      )}

      {report.notes && (
        <p className="whitespace-pre-line break-words text-[15px] text-slate-800 dark:text-slate-200">
          {report.notes}
        </p>
      )}

      <Link
        to={`/profile/${encodeURIComponent(report.author.id)}`}
        className="flex min-h-11 items-center gap-2 text-sm text-slate-600 hover:underline dark:text-slate-400"
      >
        <PersonAvatar person={report.author} size="sm" />
        <span>{t('card.by', { name: report.author.displayName })}</span>
      </Link>
    </Card>
  );
}

export function ReportCardSkeleton() {
  return (
    <Card className="space-y-3 p-4" aria-hidden="true">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <div className="flex gap-2">
        <Skeleton className="h-7 w-16 rounded-full!" />
        <Skeleton className="h-7 w-16 rounded-full!" />
      </div>
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}
