import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type {
  RegistrationOptions,
  SeriesOptions,
} from '@tightlines/domain/tournaments/registration-contract';
import { Select } from '#web/components/ui/input';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/error-message';
import {
  useRegisterForSeries,
  useRegistrationOptions,
  useSeriesOptions,
} from '#web/features/registration/api/registrations';
import { AnglersFields, EntryFields, WaiverFields } from '#web/features/registration/components/entry-fields';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';
import { WizardSkeleton } from '#web/features/registration/components/wizard-skeleton';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import {
  emptyWizard,
  entryOf,
  WizardSchema,
  type WizardValues,
} from '#web/features/registration/lib/wizard-form';
import { canPayOnline, payPath } from '#web/features/payments';

/** /series-registration?seriesId=: one registration for every upcoming event of a series (all or nothing). */
export function SeriesRegistrationPage() {
  return (
    <RequireSignIn>
      <SeriesRegistration />
    </RequireSignIn>
  );
}

function SeriesRegistration() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const seriesId = params.get('seriesId');
  const series = useSeriesOptions(seriesId);
  const options = useRegistrationOptions();
  if (!seriesId)
    return (
      <PageShell title={t('series.title')}>
        <p>{t('series.pick')}</p>
        <Link to="/tournaments" className="font-medium text-open underline">
          {t('list.browse')}
        </Link>
      </PageShell>
    );
  return (
    <PageShell
      title={series.data ? t('series.titleOf', { name: series.data.series.name }) : t('series.title')}
      intro={t('series.intro')}
    >
      {series.isPending || options.isPending ? (
        <WizardSkeleton />
      ) : series.isError || options.isError ? (
        <QueryError
          error={series.error ?? options.error}
          onRetry={() => {
            void series.refetch();
            void options.refetch();
          }}
        />
      ) : series.data.events.length === 0 ? (
        <p role="status">{t('errors:seriesNotOpen')}</p>
      ) : (
        <SeriesForm seriesId={seriesId} series={series.data} options={options.data} />
      )}
    </PageShell>
  );
}

function SeriesForm({
  seriesId,
  series,
  options,
}: {
  seriesId: string;
  series: SeriesOptions;
  options: RegistrationOptions;
}) {
  const { t, i18n } = useTranslation('registration');
  const navigate = useNavigate();
  const form = useForm<WizardValues>({
    resolver: zodResolver(WizardSchema),
    defaultValues: { ...emptyWizard(options), divisionName: series.divisionNames[0] ?? '' },
  });
  const register = useRegisterForSeries(seriesId);
  const total = formatMoney(series.totalFeeMinor, series.series.currency, i18n.language);

  const handleValid = (values: WizardValues) =>
    register.mutate(
      { divisionName: values.divisionName || null, ...entryOf(values, series.totalFeeMinor) },
      {
        // Payments (issue 17): fees to pay online go to the pay page for all the registrations first.
        onSuccess: (result) => {
          const payable = result.items.filter((item) => canPayOnline(item) && item.paymentStatus !== 'paid');
          void navigate(
            payable.length > 0
              ? payPath(payable.map((item) => item.id))
              : `/series-registration/success?seriesId=${seriesId}`,
          );
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void form.handleSubmit(handleValid)(e)} noValidate className="space-y-5">
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-bold text-deep dark:text-slate-100">{t('series.events')}</h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {series.events.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-deep dark:text-slate-100">{event.name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {formatDateRange(event.startDate, event.endDate, i18n.language)}
                  {event.placesLeft === 0 && ` · ${t('series.full')}`}
                </span>
              </li>
            ))}
          </ul>
          {series.divisionNames.length > 0 && (
            <Field label={t('wizard.division')} required>
              <Select {...form.register('divisionName')}>
                {series.divisionNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-bold text-deep dark:text-slate-100">{t('wizard.steps.entry')}</h2>
          <EntryFields options={options} />
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-bold text-deep dark:text-slate-100">{t('wizard.steps.anglers')}</h2>
          <AnglersFields />
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-bold text-deep dark:text-slate-100">{t('wizard.steps.review')}</h2>
          <WaiverFields rulesText="" fee={total} />
        </Card>
        <Button type="submit" size="lg" className="w-full sm:w-auto" busy={register.isPending}>
          {t('series.submit', { n: series.events.length })}
        </Button>
      </form>
    </FormProvider>
  );
}
