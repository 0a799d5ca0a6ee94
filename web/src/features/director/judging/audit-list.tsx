import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@tightlines/domain/tournaments/catch-contract';
import { fullTime } from '#web/lib/format/time';

const KNOWN = new Set([
  'submitted',
  'approved',
  'rejected',
  'resubmit_requested',
  'penalty',
  'penalty_removed',
  'checked_in',
  'checked_out',
  'results_published',
]);

/** Who did what and when, newest first (the audit trail). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('judging');
  if (entries.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('audit.empty')}</p>;
  return (
    <ol className="space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="border-s-2 border-slate-200 ps-3 text-sm dark:border-slate-700">
          <p className="text-deep dark:text-slate-100">
            <span className="font-semibold">{entry.actorName ?? t('audit.someone')}</span>{' '}
            {KNOWN.has(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
          </p>
          {entry.reason && <p className="text-slate-700 dark:text-slate-300">“{entry.reason}”</p>}
          <p className="text-slate-500 dark:text-slate-400">
            <time dateTime={entry.createdAt}>{fullTime(entry.createdAt, i18n.language)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
