import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Anchor } from 'lucide-react';
import {
  CharterSettingsSchema,
  LISTING_STATES,
  type CharterSettings,
} from '@tightlines/domain/charters/contract';
import type { AdminListing } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useAdminCharterSettings,
  useAdminQueue,
  useDecideListing,
  useSaveCharterSettings,
} from '#web/features/charters/owner/api/listings';
import { useDuration } from '#web/features/charters/owner/components/duration';
import { StateChip } from '#web/features/charters/owner/components/state-chip';

/** /admin/charters: the review queue (waiting listings first, filter by state), each listing's review, the settings. */
export function AdminChartersPage() {
  const { t } = useTranslation(['charter-listings', 'charter-terms']);
  useDocumentTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const queue = useAdminQueue(state, cursor);
  const [open, setOpen] = useState<AdminListing | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Card className="space-y-4 p-4">
        <div className="max-w-xs">
          <Field label={t('admin.filter')}>
            <Select
              value={state}
              onChange={(event) => {
                setCursors([null]);
                setParams(event.target.value ? { state: event.target.value } : {}, { replace: true });
              }}
            >
              <option value="">{t('admin.allStates')}</option>
              {LISTING_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`charter-terms:listingState.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <QueryState
          query={queue}
          errorTitle={t('admin.error')}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState icon={Anchor} title={t('admin.empty')} />}
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('admin.queue')}>
                {data.items.map((listing) => (
                  <li key={listing.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0 space-y-1">
                      <p className="font-semibold text-deep dark:text-white">{listing.name}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                        <StateChip state={listing.state} />
                        {t(`charter-terms:kind.${listing.kind}`)} · {listing.owner.displayName} ·{' '}
                        {listing.location.name}
                      </p>
                    </div>
                    <Button variant="outline" onClick={() => setOpen(listing)}>
                      {t('admin.review', { name: listing.name })}
                    </Button>
                  </li>
                ))}
              </ul>
              <div className="flex justify-between gap-2">
                <Button
                  variant="ghost"
                  disabled={cursors.length <= 1}
                  onClick={() => setCursors(cursors.slice(0, -1))}
                >
                  {t('admin.previous')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={!data.nextCursor}
                  onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
                >
                  {t('admin.next')}
                </Button>
              </div>
            </>
          )}
        </QueryState>
      </Card>
      <SettingsCard />
      {open && <ReviewDialog listing={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function ReviewDialog({ listing, onClose }: { listing: AdminListing; onClose: () => void }) {
  const { t, i18n } = useTranslation(['charter-listings', 'charter-terms', 'errors']);
  const decide = useDecideListing();
  const duration = useDuration();
  const [decision, setDecision] = useState<'reject' | 'suspend' | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const run = (kind: 'approve' | 'reject' | 'suspend') => {
    if (kind !== 'approve' && !reason.trim()) {
      setProblem(t('admin.reasonRequired'));
      return;
    }
    decide.mutate(
      { listingId: listing.id, decision: kind, ...(kind === 'approve' ? {} : { reason: reason.trim() }) },
      {
        onSuccess: () => {
          toast.success(t(`admin.done.${kind}`, { name: listing.name }));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };
  const canApprove = listing.state === 'pending_review' || listing.state === 'suspended';
  const canReject = listing.state === 'pending_review';
  const canSuspend = ['pending_review', 'approved', 'paused'].includes(listing.state);
  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={listing.name} closeLabel={t('close')}>
      <div className="space-y-4 overflow-y-auto p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <StateChip state={listing.state} />
          {t(`charter-terms:kind.${listing.kind}`)}
          {listing.category && ` · ${t(`charter-terms:category.${listing.category}`)}`} ·{' '}
          {listing.owner.displayName}
        </p>
        {listing.stateReason && (
          <p className="text-sm">{t('mine.reason', { reason: listing.stateReason })}</p>
        )}
        {listing.photos.length > 0 && (
          <ul className="flex gap-2 overflow-x-auto" aria-label={t('editor.tabs.photos')}>
            {listing.photos.map((photo, index) => (
              <li key={photo.id} className="shrink-0">
                <img
                  src={photo.url}
                  alt={t('admin.photo', { number: index + 1 })}
                  className="h-24 w-32 rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm whitespace-pre-line text-deep dark:text-slate-200">{listing.description}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {listing.location.name}, {listing.location.region} ·{' '}
          {t('admin.capacity', { count: listing.capacity })} ·{' '}
          {t(`charter-terms:policy.${listing.cancellationPolicy}.name`)}
        </p>
        <section className="space-y-1">
          <h3 className="font-semibold text-deep dark:text-white">{t('editor.tabs.packages')}</h3>
          {listing.packages.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('packages.empty')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {listing.packages.map((pkg) => (
                <li key={pkg.id}>
                  {pkg.name} · {formatMoney(pkg.priceMinor, listing.currency, i18n.language)} (
                  {t(`charter-terms:pricingMode.${pkg.pricingMode}`)}) · {duration(pkg.durationMinutes)}
                </li>
              ))}
            </ul>
          )}
        </section>
        {decision && (
          <Field label={t('admin.reason')} hint={t('admin.reasonHint')} error={problem} required>
            <Textarea maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {decision ? (
            <>
              <Button variant="ghost" onClick={() => setDecision(null)}>
                {t('packages.cancel')}
              </Button>
              <Button variant="danger" busy={decide.isPending} onClick={() => run(decision)}>
                {t(`admin.confirm.${decision}`)}
              </Button>
            </>
          ) : (
            <>
              {canSuspend && (
                <Button variant="outline" onClick={() => setDecision('suspend')}>
                  {t('admin.suspend')}
                </Button>
              )}
              {canReject && (
                <Button variant="outline" onClick={() => setDecision('reject')}>
                  {t('admin.reject')}
                </Button>
              )}
              {canApprove && (
                <Button busy={decide.isPending} onClick={() => run('approve')}>
                  {t('admin.approve')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}

interface SettingsForm {
  commissionPercent: string;
  depositHoldMinutes: string;
  reminderHours: string;
}

function SettingsCard() {
  const { t } = useTranslation(['charter-listings', 'errors']);
  const settings = useAdminCharterSettings();
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('admin.settings')}</h2>
      <QueryState query={settings} errorTitle={t('admin.settingsError')} isEmpty={() => false} empty={null}>
        {(data) => <SettingsFormView key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </Card>
  );
}

function SettingsFormView({ settings }: { settings: CharterSettings }) {
  const { t } = useTranslation(['charter-listings', 'errors']);
  const save = useSaveCharterSettings();
  const { register, handleSubmit, setError, formState } = useForm<SettingsForm>({
    defaultValues: {
      commissionPercent: String(settings.commissionBp / 100),
      depositHoldMinutes: String(settings.depositHoldMinutes),
      reminderHours: String(settings.reminderHours),
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const input = {
      commissionBp: Math.round(Number(values.commissionPercent) * 100),
      depositHoldMinutes: Number(values.depositHoldMinutes),
      reminderHours: Number(values.reminderHours),
    };
    const parsed = CharterSettingsSchema.safeParse(input);
    if (!parsed.success) {
      const map: Record<string, keyof SettingsForm> = {
        commissionBp: 'commissionPercent',
        depositHoldMinutes: 'depositHoldMinutes',
        reminderHours: 'reminderHours',
      };
      for (const issue of parsed.error.issues) {
        const field = map[String(issue.path[0])];
        if (field) setError(field, { message: field });
      }
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('admin.settingsSaved')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-3 sm:items-end"
    >
      <Field
        label={t('admin.commission')}
        hint={t('admin.commissionHint')}
        error={errors.commissionPercent ? t('admin.invalid.commission') : undefined}
        required
      >
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={30}
          {...register('commissionPercent')}
        />
      </Field>
      <Field
        label={t('admin.holdMinutes')}
        error={errors.depositHoldMinutes ? t('admin.invalid.holdMinutes') : undefined}
        required
      >
        <Input type="number" inputMode="numeric" min={5} max={1440} {...register('depositHoldMinutes')} />
      </Field>
      <Field
        label={t('admin.reminderHours')}
        error={errors.reminderHours ? t('admin.invalid.reminderHours') : undefined}
        required
      >
        <Input type="number" inputMode="numeric" min={1} max={168} {...register('reminderHours')} />
      </Field>
      <Button type="submit" busy={save.isPending} className="sm:col-span-3 sm:justify-self-start">
        {t('admin.saveSettings')}
      </Button>
    </form>
  );
}
