import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Layers, Pencil, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import {
  EVENT_STATUSES,
  SeriesInputSchema,
  type EventStatus,
  type Series,
} from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import {
  useCreateParentTournament,
  useCreateSeries,
  useDeleteSeries,
  useSeriesOptions,
  useUpdateSeries,
} from '#web/features/director/api/director';
import { NullableNumberInput } from '#web/components/ui/controlled-inputs';
import { fieldError } from '#web/lib/form-errors';

type SeriesFormIn = z.input<typeof SeriesInputSchema>;
type SeriesFormOut = z.output<typeof SeriesInputSchema>;

/** Name, season and points formula of a series; the rest of the series is sent back as it was. */
function SeriesEditForm({ series, onDone }: { series: Series; onDone: () => void }) {
  const { t } = useTranslation(['director', 'errors']);
  const update = useUpdateSeries();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SeriesFormIn, unknown, SeriesFormOut>({
    resolver: zodResolver(SeriesInputSchema),
    defaultValues: {
      name: series.name,
      seasonYear: series.seasonYear,
      description: series.description,
      formula: series.formula,
      feeMinor: series.feeMinor,
      currency: series.currency,
      status: (EVENT_STATUSES as readonly string[]).includes(series.status)
        ? (series.status as EventStatus)
        : 'draft',
    },
  });
  const whole = t('validation.wholeNotNegative');
  const submit = handleSubmit((input) =>
    update.mutate(
      { id: series.id, input },
      {
        onSuccess: () => {
          toast.success(t('series.saved'));
          onDone();
        },
        onError: (error) => toast.error(t('saveFailed'), { description: errorMessage(t, error) }),
      },
    ),
  );
  return (
    <form
      noValidate
      aria-label={t('series.editLabel', { name: series.name })}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 py-3"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <Field label={t('series.name')} required error={fieldError(t, errors.name)}>
          <Input {...register('name')} autoComplete="off" />
        </Field>
        <Field
          label={t('series.season')}
          required
          error={fieldError(t, errors.seasonYear, t('validation.seasonYear'))}
        >
          <Input
            type="number"
            min={2000}
            max={2100}
            inputMode="numeric"
            {...register('seasonYear', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-deep dark:text-white">{t('series.formula')}</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('series.formulaHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('series.firstPlace')}
            required
            error={fieldError(t, errors.formula?.firstPlace, t('validation.wholePositive'))}
          >
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              {...register('formula.firstPlace', { valueAsNumber: true })}
            />
          </Field>
          <Field label={t('series.step')} required error={fieldError(t, errors.formula?.step, whole)}>
            <Input
              type="number"
              min={0}
              inputMode="numeric"
              {...register('formula.step', { valueAsNumber: true })}
            />
          </Field>
          <Field label={t('series.minimum')} required error={fieldError(t, errors.formula?.minimum, whole)}>
            <Input
              type="number"
              min={0}
              inputMode="numeric"
              {...register('formula.minimum', { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t('series.countBest')}
            hint={t('series.countBestHint')}
            error={fieldError(t, errors.formula?.countBest, t('validation.wholePositive'))}
          >
            <NullableNumberInput
              control={control}
              name="formula.countBest"
              type="number"
              min={1}
              inputMode="numeric"
            />
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('series.cancelEdit')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('series.save')}
        </Button>
      </div>
    </form>
  );
}

/** One series: its standings link and, for its creator or an admin, edit and delete (with a confirmation). */
function SeriesRow({ series }: { series: Series }) {
  const { t } = useTranslation(['director', 'errors']);
  const remove = useDeleteSeries();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) return <SeriesEditForm series={series} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-deep dark:text-white">
          {series.name} <span className="font-normal text-slate-500">· {series.seasonYear}</span>
          <span className="block text-sm font-normal text-slate-500">
            {t('series.events', { count: series.eventsCount })}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-1">
          <Link
            to={`/series/${series.id}/leaderboard`}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-open hover:underline"
          >
            {t('series.standings')}
          </Link>
          {series.canEdit && (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('series.editLabel', { name: series.name })}
                onClick={() => setEditing(true)}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('series.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('series.deleteLabel', { name: series.name })}
                aria-expanded={confirming}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t('series.delete')}
              </Button>
            </>
          )}
        </span>
      </div>
      {confirming &&
        (series.eventsCount > 0 ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-danger">{t('errors:seriesHasEvents')}</span>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('series.keep')}
            </Button>
          </div>
        ) : (
          <div
            className="flex flex-wrap items-center gap-2"
            role="group"
            aria-label={t('series.deleteConfirm', { name: series.name })}
          >
            <span className="text-sm font-medium text-danger">
              {t('series.deleteConfirm', { name: series.name })}
            </span>
            <Button
              variant="danger"
              size="sm"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(series.id, {
                  onSuccess: () => toast.success(t('series.deleted')),
                  onError: (error) => {
                    setConfirming(false);
                    toast.error(t('series.deleteFailed'), { description: errorMessage(t, error) });
                  },
                })
              }
            >
              {t('series.deleteYes')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('series.keep')}
            </Button>
          </div>
        ))}
    </div>
  );
}

/** A name and a season year: the two things a series and a parent tournament need to exist. */
function NameYearForm({
  submitLabel,
  busy,
  onSubmit,
}: {
  submitLabel: string;
  busy: boolean;
  onSubmit: (value: { name: string; seasonYear: number }, reset: () => void) => void;
}) {
  const { t } = useTranslation('director');
  const [name, setName] = useState('');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [error, setError] = useState<string | undefined>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('validation.nameRequired'));
      return;
    }
    setError(undefined);
    onSubmit({ name: name.trim(), seasonYear: Number(year) }, () => setName(''));
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
      <Field label={t('series.name')} required error={error}>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t('series.season')}>
        <Input type="number" min={2000} max={2100} value={year} onChange={(e) => setYear(e.target.value)} />
      </Field>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** /tournament-director/series: series (scored together) and parent tournaments that events belong to. */
export function SeriesPage() {
  const { t } = useTranslation('director');
  useDocumentTitle(t('series.title'));
  const query = useSeriesOptions();
  const createSeries = useCreateSeries();
  const createParent = useCreateParentTournament();
  return (
    <>
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white">
          {t('series.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t('series.subtitle')}</p>
      </header>
      {query.isPending ? (
        <div
          className="h-40 animate-pulse rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800"
          aria-hidden="true"
        />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="space-y-4 p-5">
            <h2 className="text-lg font-bold text-deep dark:text-white">{t('series.seriesHeading')}</h2>
            <NameYearForm
              submitLabel={t('series.createSeries')}
              busy={createSeries.isPending}
              onSubmit={(value, reset) =>
                createSeries.mutate(
                  { ...value, status: 'published' },
                  {
                    onSuccess: () => {
                      reset();
                      toast.success(t('series.created'));
                    },
                    onError: (error) => toast.error(t('saveFailed'), { description: errorMessage(t, error) }),
                  },
                )
              }
            />
            {query.data.items.length === 0 ? (
              <EmptyState icon={Layers} title={t('series.emptySeries')} />
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {query.data.items.map((series) => (
                  <li key={series.id}>
                    <SeriesRow series={series} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card className="space-y-4 p-5">
            <h2 className="text-lg font-bold text-deep dark:text-white">{t('series.parentsHeading')}</h2>
            <NameYearForm
              submitLabel={t('series.createParent')}
              busy={createParent.isPending}
              onSubmit={(value, reset) =>
                createParent.mutate(value, {
                  onSuccess: () => {
                    reset();
                    toast.success(t('series.created'));
                  },
                  onError: (error) => toast.error(t('saveFailed'), { description: errorMessage(t, error) }),
                })
              }
            />
            {query.data.tournaments.length === 0 ? (
              <EmptyState icon={Layers} title={t('series.emptyParents')} />
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {query.data.tournaments.map((parent) => (
                  <li key={parent.id} className="py-3 font-semibold text-deep dark:text-white">
                    {parent.name} <span className="font-normal text-slate-500">· {parent.seasonYear}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}
