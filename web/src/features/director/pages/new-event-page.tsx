import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageSpinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCreateEvent, useRuleTemplates, useSeriesOptions } from '#web/features/director/api/director';
import { EventForm } from '#web/features/director/components/event-form';
import { valuesOf } from '#web/features/director/components/event-form-values';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

/** /tournament-director/events/new: a draft, published later from its page. */
export function NewEventPage() {
  usePreloadSpeciesNames();
  const { t } = useTranslation('director');
  useDocumentTitle(t('new.title'));
  const navigate = useNavigate();
  const series = useSeriesOptions();
  const templates = useRuleTemplates();
  const create = useCreateEvent();
  if (series.isPending || templates.isPending) return <PageSpinner />;
  return (
    <>
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white">
          {t('new.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t('new.subtitle')}</p>
      </header>
      <EventForm
        initial={valuesOf()}
        series={series.data}
        templates={templates.data?.items}
        submitLabel={t('new.submit')}
        busy={create.isPending}
        serverError={create.error}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (event) => {
              toast.success(t('new.created'));
              void navigate(`/tournament-director/events/${event.id}`);
            },
            onError: (error) => toast.error(t('saveFailed'), { description: errorMessage(t, error) }),
          })
        }
      />
    </>
  );
}
