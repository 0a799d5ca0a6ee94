import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Layers } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryError } from '../../../components/ui/query-error';
import { useCreateParentTournament, useCreateSeries, useSeriesOptions } from '../api/director';

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
                  <li key={series.id} className="flex items-center justify-between gap-3 py-3">
                    <span className="font-semibold text-deep dark:text-white">
                      {series.name} <span className="font-normal text-slate-500">· {series.seasonYear}</span>
                    </span>
                    <Link
                      to={`/series/${series.id}/leaderboard`}
                      className="text-sm font-semibold text-open hover:underline"
                    >
                      {t('series.standings')}
                    </Link>
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
