import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ScrollText, X } from 'lucide-react';
import { REPORT_TARGET_TYPES, type AuditEntry } from '@tightlines/domain/moderation/contract';
import type { Person } from '@tightlines/domain/social/people';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input, Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { ShowMore } from '#web/components/ui/paged-list';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { useAuditLog, type AuditFilters } from '#web/features/moderation/api/admin';
import {
  auditActionName,
  changeLines,
  humanise,
  KNOWN_AUDIT_ACTIONS,
} from '#web/features/moderation/lib/audit-format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/audit: every staff action, newest first; filtered by action and person from the URL. */
export function AuditLogPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(t('audit.title'));
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    action: params.get('action') || undefined,
    subjectId: UUID.test(params.get('subject') ?? '') ? (params.get('subject') ?? undefined) : undefined,
    actorId: UUID.test(params.get('actor') ?? '') ? (params.get('actor') ?? undefined) : undefined,
  };
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Boolean(filters.action || filters.subjectId || filters.actorId);

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-5">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <label className="block min-w-0 sm:w-64">
          <span className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400">
            {t('audit.filterAction')}
          </span>
          <Select
            value={filters.action ?? ''}
            onChange={(event) => setParam('action', event.target.value || undefined)}
          >
            <option value="">{t('audit.anyAction')}</option>
            {KNOWN_AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {auditActionName(t, action)}
              </option>
            ))}
            {filters.action && !(KNOWN_AUDIT_ACTIONS as readonly string[]).includes(filters.action) && (
              <option value={filters.action}>{humanise(filters.action)}</option>
            )}
          </Select>
        </label>
        <PersonFilter
          key={params.get('subject') ?? ''}
          initial={params.get('subject') ?? ''}
          onApply={(value) => setParam('subject', value)}
        />
        {filtered && (
          <Link to="/admin/audit" replace className={buttonClasses('ghost', 'md', 'sm:ms-auto')}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('audit.clear')}
          </Link>
        )}
      </Card>
      {log.isError && !log.data ? (
        <Card>
          <QueryError
            error={log.error}
            title={t('audit.loadError')}
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          />
        </Card>
      ) : !log.data ? (
        <Card className="space-y-3 p-4" aria-busy="true" aria-label={t('audit.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </Card>
      ) : entries.length === 0 ? (
        <Card>
          <EmptyState icon={ScrollText} title={filtered ? t('audit.emptyFiltered') : t('audit.empty')} />
        </Card>
      ) : (
        <>
          <Card className="overflow-hidden">
            <div role="table" aria-label={t('audit.title')} className="w-full">
              <div role="rowgroup" className="hidden lg:block">
                <div
                  role="row"
                  className="grid grid-cols-[9rem_11rem_minmax(0,1fr)_minmax(0,1fr)_8.5rem] gap-4 bg-slate-50 px-5 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300"
                >
                  <span role="columnheader">{t('audit.when')}</span>
                  <span role="columnheader">{t('audit.who')}</span>
                  <span role="columnheader">{t('audit.what')}</span>
                  <span role="columnheader">{t('audit.reason')}</span>
                  <span role="columnheader">
                    <span className="sr-only">{t('audit.changes')}</span>
                  </span>
                </div>
              </div>
              <div role="rowgroup" className="divide-y divide-slate-100 dark:divide-slate-800">
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </div>
            </div>
          </Card>
          <div className="flex justify-center">
            <ShowMore query={log} label={t('audit.loadMore')} variant="outline" size="md" />
          </div>
        </>
      )}
    </div>
  );
}

function PersonFilter({
  initial,
  onApply,
}: {
  initial: string;
  onApply: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('moderation');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (id && !UUID.test(id)) return setError(t('audit.personInvalid'));
    setError(undefined);
    onApply(id || undefined);
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-md">
      <label
        htmlFor="audit-person"
        className="block text-xs font-semibold text-slate-600 dark:text-slate-400"
      >
        {t('audit.filterPerson')}
      </label>
      <div className="flex gap-2">
        <Input
          id="audit-person"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('audit.personPlaceholder')}
          invalid={Boolean(error)}
          aria-describedby={error ? 'audit-person-error' : undefined}
          className="font-mono text-sm"
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          {t('audit.apply')}
        </Button>
      </div>
      {error && (
        <p id="audit-person-error" role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}

function PersonLink({ person }: { person: Person | null }) {
  const { t } = useTranslation('moderation');
  if (!person) return <span className="text-slate-500 dark:text-slate-400">{t('audit.system')}</span>;
  return (
    <Link
      to={`/admin/users/${person.id}`}
      className="font-semibold text-deep hover:text-open hover:underline dark:text-white dark:hover:text-open-400"
    >
      {person.displayName}
    </Link>
  );
}

/** What staff-only writes name as their target besides reported content (admin, rules library, settings, notes). */
const AUDIT_TARGETS = ['rule_set', 'settings', 'staff_note', 'user'] as const;

function targetName(t: ReturnType<typeof useTranslation>['t'], entry: AuditEntry): string | null {
  if (!entry.targetType) return null;
  if ((REPORT_TARGET_TYPES as readonly string[]).includes(entry.targetType))
    return t(`targetTypes.${entry.targetType}`);
  return (AUDIT_TARGETS as readonly string[]).includes(entry.targetType)
    ? t(`auditTargets.${entry.targetType}`)
    : humanise(entry.targetType);
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const lines = changeLines(t, entry.before, entry.after, i18n.language);
  const target = targetName(t, entry);
  const panelId = `audit-changes-${entry.id}`;
  return (
    <div role="row" className="px-4 py-3.5 lg:px-5">
      <div className="grid gap-1.5 lg:grid-cols-[9rem_11rem_minmax(0,1fr)_minmax(0,1fr)_8.5rem] lg:items-start lg:gap-4">
        <span role="cell" className="text-xs text-slate-500 lg:text-sm dark:text-slate-400">
          <time dateTime={entry.createdAt} title={fullTime(entry.createdAt, i18n.language)}>
            {relativeTime(entry.createdAt, i18n.language, { dateAfterDays: 7 })}
          </time>
        </span>
        <span role="cell" className="text-sm">
          <PersonLink person={entry.actor} />
        </span>
        <span role="cell" className="min-w-0 text-sm">
          <span className="font-semibold text-deep dark:text-white">{auditActionName(t, entry.action)}</span>
          {(target || entry.subject) && (
            <span className="mt-0.5 block text-slate-600 dark:text-slate-300">
              {target && <span>{target}</span>}
              {target && entry.subject && ' · '}
              {entry.subject && (
                <span>
                  {t('audit.subjectLabel')} <PersonLink person={entry.subject} />
                </span>
              )}
            </span>
          )}
        </span>
        <span role="cell" className="min-w-0 text-sm break-words text-slate-700 dark:text-slate-300">
          {entry.reason ?? <span className="text-slate-500 dark:text-slate-400">{t('audit.noReason')}</span>}
        </span>
        <span role="cell" className="lg:text-end">
          {lines.length > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="-ms-3 h-11 lg:ms-0 lg:-me-3"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {open ? t('audit.hideChanges') : t('audit.showChanges')}
              <ChevronDown
                className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
                aria-hidden="true"
              />
            </Button>
          )}
        </span>
      </div>
      {open && (
        <dl
          id={panelId}
          className="mt-2 grid gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] dark:bg-slate-800/60"
        >
          {lines.map((line) => (
            <div key={line.key} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-300">{line.label}</dt>
              <dd className="min-w-0 break-words text-slate-800 dark:text-slate-100">
                {line.before !== null && line.after !== null ? (
                  line.changed ? (
                    <>
                      <span className="text-slate-500 line-through dark:text-slate-400">
                        <span className="sr-only">{t('audit.before')}: </span>
                        {line.before}
                      </span>
                      <span aria-hidden="true"> → </span>
                      <span className="font-semibold">
                        <span className="sr-only">{t('audit.after')}: </span>
                        {line.after}
                      </span>
                    </>
                  ) : (
                    line.after
                  )
                ) : line.after !== null ? (
                  <>
                    <span className="sr-only">{t('audit.after')}: </span>
                    {line.after}
                  </>
                ) : (
                  <>
                    <span className="sr-only">{t('audit.before')}: </span>
                    {line.before}
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
