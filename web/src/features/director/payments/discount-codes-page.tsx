import { useState } from 'react';
import { Pencil, Plus, Power, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DiscountCode, DiscountCodeInput } from '@tightlines/domain/payments/contract';
import type { DirectorEventSummary } from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { shortDate } from '#web/lib/format/time';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useDirectorEvents } from '#web/features/director/api/director';
import { useCreateDiscountCode, useDeleteDiscountCode, useDiscountCodes, useUpdateDiscountCode } from './api';
import { DiscountCodeForm } from './discount-code-form';
import { blankCode, inputOf } from './discount-code-values';
import { formatPercent } from './percent';

type Editing = { mode: 'create' } | { mode: 'edit'; code: DiscountCode } | null;

/** /tournament-director/discount-codes: the director's codes, with create, edit, (de)activate and delete. */
export function DiscountCodesPage() {
  const { t } = useTranslation('director-payments');
  useDocumentTitle(t('codes.title'));
  const codes = useDiscountCodes();
  const events = useDirectorEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const eventItems = events.data?.items ?? [];
  const newButton = (
    <Button onClick={() => setEditing({ mode: 'create' })} disabled={!events.data}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {t('codes.new')}
    </Button>
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t('codes.title')} subtitle={t('codes.subtitle')} actions={newButton} />
      {codes.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-24 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : codes.isError ? (
        <QueryError
          title={t('codes.loadError')}
          error={codes.error}
          onRetry={() => void codes.refetch()}
          retrying={codes.isFetching}
        />
      ) : codes.data.items.length === 0 ? (
        <Card>
          <EmptyState icon={Tag} title={t('codes.empty')} hint={t('codes.emptyHint')} action={newButton} />
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={t('codes.title')}>
          {codes.data.items.map((code) => (
            <li key={code.id}>
              <CodeRow code={code} onEdit={() => setEditing({ mode: 'edit', code })} />
            </li>
          ))}
        </ul>
      )}
      {editing && <CodeDialog editing={editing} events={eventItems} onClose={() => setEditing(null)} />}
    </div>
  );
}

function CodeDialog({
  editing,
  events,
  onClose,
}: {
  editing: NonNullable<Editing>;
  events: DirectorEventSummary[];
  onClose: () => void;
}) {
  const { t } = useTranslation('director-payments');
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const first = events[0];
  const initial =
    editing.mode === 'edit'
      ? inputOf(editing.code)
      : blankCode(events.length === 1 && first ? first.id : null, first?.currency ?? 'USD');
  const save = (input: DiscountCodeInput) => {
    const options = {
      onSuccess: () => {
        toast.success(t(editing.mode === 'edit' ? 'codes.saved' : 'codes.created', { code: input.code }));
        onClose();
      },
      onError: (error: unknown) => toast.error(t('codes.failed'), { description: errorMessage(t, error) }),
    };
    if (editing.mode === 'edit') update.mutate({ id: editing.code.id, input }, options);
    else create.mutate(input, options);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        editing.mode === 'edit'
          ? t('codes.form.editTitle', { code: editing.code.code })
          : t('codes.form.createTitle')
      }
      closeLabel={t('dialog.close')}
    >
      <DiscountCodeForm
        initial={initial}
        events={events}
        submitLabel={t(editing.mode === 'edit' ? 'codes.form.save' : 'codes.form.create')}
        busy={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={onClose}
      />
    </Modal>
  );
}

function CodeRow({ code, onEdit }: { code: DiscountCode; onEdit: () => void }) {
  const { t, i18n } = useTranslation('director-payments');
  const update = useUpdateDiscountCode();
  const remove = useDeleteDiscountCode();
  const [confirming, setConfirming] = useState(false);
  const value =
    code.kind === 'percent'
      ? formatPercent(code.percentBp ?? 0, i18n.language)
      : formatMoney(code.amountMinor ?? 0, code.currency ?? 'USD', i18n.language);
  const date = (iso: string) => shortDate(iso, i18n.language);
  const dates =
    code.startsAt && code.endsAt
      ? t('codes.window', { from: date(code.startsAt), to: date(code.endsAt) })
      : code.startsAt
        ? t('codes.from', { date: date(code.startsAt) })
        : code.endsAt
          ? t('codes.until', { date: date(code.endsAt) })
          : null;
  const details = [
    code.event?.name ?? code.series?.name ?? t('codes.anyEvent'),
    code.maxUses === null
      ? t('codes.usedUnlimited', { used: code.usedCount })
      : t('codes.used', { used: code.usedCount, max: code.maxUses }),
    code.perPersonLimit === null ? null : t('codes.perPerson', { limit: code.perPersonLimit }),
    dates,
  ].filter(Boolean);
  const toggle = () =>
    update.mutate(
      { id: code.id, input: { ...inputOf(code), active: !code.active } },
      {
        onSuccess: () =>
          toast.success(t(code.active ? 'codes.deactivated' : 'codes.activated', { code: code.code })),
        onError: (error) => toast.error(t('codes.failed'), { description: errorMessage(t, error) }),
      },
    );
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-bold tracking-wide text-deep dark:text-white" dir="ltr">
              {code.code}
            </span>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
                code.active
                  ? 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/40 dark:text-green-300'
                  : 'bg-slate-100 text-slate-700 ring-slate-400/30 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {t(code.active ? 'codes.active' : 'codes.inactive')}
            </span>
          </p>
          <p className="font-semibold tabular-nums text-open dark:text-open-400">
            {t('codes.off', { value })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{details.join(' · ')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('codes.editLabel', { code: code.code })}
            onClick={onEdit}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('codes.edit')}
          </Button>
          <Button variant="ghost" size="sm" busy={update.isPending} onClick={toggle}>
            <Power className="h-4 w-4" aria-hidden="true" />
            {t(code.active ? 'codes.deactivate' : 'codes.activate')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('codes.deleteLabel', { code: code.code })}
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('codes.delete')}
          </Button>
        </div>
      </div>
      {confirming && (
        <div
          role="group"
          aria-label={t('codes.deleteConfirm', { code: code.code })}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm font-medium text-danger">
            {t('codes.deleteConfirm', { code: code.code })}
          </span>
          <Button
            variant="danger"
            size="sm"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(code.id, {
                onSuccess: () => toast.success(t('codes.deleted', { code: code.code })),
                onError: (error) => {
                  setConfirming(false);
                  toast.error(t('codes.failed'), { description: errorMessage(t, error) });
                },
              })
            }
          >
            {t('codes.deleteYes')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            {t('codes.keep')}
          </Button>
        </div>
      )}
    </Card>
  );
}
