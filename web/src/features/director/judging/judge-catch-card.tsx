import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  Check,
  Clock,
  Copy,
  History,
  KeyRound,
  MapPin,
  RotateCcw,
  TriangleAlert,
  X,
  ZoomIn,
} from 'lucide-react';
import type { JudgeCatch } from '@tightlines/domain/tournaments/catch-contract';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { fullTime } from '#web/lib/format/time';
import { Modal } from '#web/components/ui/modal';
import { CatchStatusBadge } from '#web/components/status/catch-status-badge';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { useSpeciesName } from '#web/lib/species-name';
import { useCatchDetail, useDecideCatch } from './api';
import { AuditList } from './audit-list';
import { ReasonDialog } from './reason-dialog';

/** One catch in the judges' queue: photo (tap to zoom), values, checks, location, decisions and history. */
export function JudgeCatchCard({ eventId, fish }: { eventId: string; fish: JudgeCatch }) {
  const { t, i18n } = useTranslation(['judging', 'errors']);
  const speciesName = useSpeciesName();
  const species = speciesName(fish.species);
  const [zoom, setZoom] = useState(false);
  const [asking, setAsking] = useState<'reject' | 'resubmit' | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const decide = useDecideCatch(eventId);
  const detail = useCatchDetail(eventId, showHistory ? fish.id : null);
  const large = fish.media?.variants.at(-1)?.url ?? fish.photoUrl;

  const run = (input: Parameters<typeof decide.mutate>[0]) =>
    decide.mutate(input, {
      onSuccess: () => {
        toast.success(t(`toast.${input.decision}`, { species, entrant: fish.entrantName }));
        setAsking(null);
      },
      onError: (error) => toast.error(t('toast.failed'), { description: errorMessage(t, error) }),
    });

  const flags = [
    fish.flags.outsideHours && { key: 'outsideHours', Icon: Clock },
    fish.flags.outsideBoundary && { key: 'outsideBoundary', Icon: MapPin },
    fish.flags.duplicateOf && { key: 'duplicate', Icon: Copy },
    fish.flags.missingCode && { key: 'missingCode', Icon: KeyRound },
  ].filter((flag): flag is { key: string; Icon: typeof Clock } => Boolean(flag));

  return (
    <article
      aria-labelledby={`catch-${fish.id}`}
      className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row">
        <button
          type="button"
          onClick={() => setZoom(true)}
          className="group relative shrink-0 overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-open focus-visible:outline-none sm:w-56"
          aria-label={t('card.zoom', { species })}
        >
          <img
            src={fish.media?.variants[1]?.url ?? fish.photoUrl}
            alt=""
            loading="lazy"
            className="aspect-[4/5] w-full object-cover sm:aspect-square"
          />
          <span className="absolute end-2 bottom-2 rounded-full bg-black/60 p-1.5 text-white">
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
          </span>
        </button>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`catch-${fish.id}`} className="text-lg font-bold text-deep dark:text-white">
              {species}
            </h3>
            <CatchStatusBadge status={fish.status} />
          </div>
          <p className="text-2xl font-bold text-deep tabular-nums dark:text-white">
            {[
              fish.weightGrams ? formatWeight(fish.weightGrams, i18n.language) : null,
              fish.lengthMm ? formatLength(fish.lengthMm, i18n.language) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">{t('card.entrant')}</dt>
            <dd className="text-deep dark:text-slate-100">
              {fish.entrantName}
              {fish.boatName ? ` · ${fish.boatName}` : ''}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('card.angler')}</dt>
            <dd className="text-deep dark:text-slate-100">{fish.anglerName}</dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('card.caught')}</dt>
            <dd className="text-deep dark:text-slate-100">
              {fullTime(fish.caughtAt, i18n.language)} ({t(`card.source.${fish.caughtAtSource}`)})
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('card.code')}</dt>
            <dd className="font-mono text-deep dark:text-slate-100">
              {fish.identifierCode ?? t('card.noCode')}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('card.location')}</dt>
            <dd>
              {fish.latitude !== null && fish.longitude !== null ? (
                <a
                  href={`https://www.openstreetmap.org/?mlat=${fish.latitude}&mlon=${fish.longitude}#map=14/${fish.latitude}/${fish.longitude}`}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-open underline-offset-4 hover:underline"
                >
                  {t('card.openMap', {
                    lat: fish.latitude.toFixed(4),
                    lng: fish.longitude.toFixed(4),
                  })}
                </a>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">{t('card.noLocation')}</span>
              )}
            </dd>
          </dl>
          {flags.length > 0 && (
            <ul aria-label={t('card.flags')} className="flex flex-wrap gap-2">
              {flags.map(({ key, Icon }) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
                >
                  <TriangleAlert className="h-4 w-4" aria-hidden="true" />
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {t(`flags.${key}`)}
                </li>
              ))}
            </ul>
          )}
          {fish.resubmissionOf && <p className="text-sm font-medium text-open">{t('card.resubmission')}</p>}
          {fish.reviewReason && (
            <p className="text-sm text-slate-800 dark:text-slate-200">
              <span className="font-medium">{t('card.reason')}</span> {fish.reviewReason}
            </p>
          )}
          {fish.reviewedByName && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('card.reviewedBy', { name: fish.reviewedByName })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40">
        {fish.status !== 'approved' && (
          <Button
            onClick={() => run({ catchId: fish.id, decision: 'approve' })}
            busy={decide.isPending && decide.variables?.decision === 'approve'}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('actions.approve')}
          </Button>
        )}
        {fish.status !== 'rejected' && (
          <Button variant="outline" onClick={() => setAsking('reject')}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('actions.reject')}
          </Button>
        )}
        {fish.status !== 'resubmit' && (
          <Button variant="outline" onClick={() => setAsking('resubmit')}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('actions.resubmit')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setShowHistory((v) => !v)} aria-expanded={showHistory}>
          <History className="h-4 w-4" aria-hidden="true" />
          {t('actions.history')}
        </Button>
      </div>
      {showHistory && (
        <div className="border-t border-slate-200 p-4 dark:border-slate-800">
          {detail.isPending ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('audit.loading')}</p>
          ) : detail.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(t, detail.error)}
            </p>
          ) : (
            <AuditList entries={detail.data.audit} />
          )}
        </div>
      )}
      {zoom && (
        <Modal
          open
          onOpenChange={setZoom}
          title={species}
          hideTitle
          closeLabel={t('actions.close')}
          tone="photo"
        >
          <img
            src={large}
            alt={t('card.photoAlt', { species, entrant: fish.entrantName })}
            className="max-h-[85dvh] w-full object-contain"
          />
        </Modal>
      )}
      {asking && (
        <ReasonDialog
          title={t(asking === 'reject' ? 'reason.rejectTitle' : 'reason.resubmitTitle')}
          confirmLabel={t(asking === 'reject' ? 'actions.reject' : 'actions.resubmit')}
          busy={decide.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => run({ catchId: fish.id, decision: asking, reason })}
        />
      )}
    </article>
  );
}
