import { ArrowRight, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIENCE_ICONS } from '#web/features/pages/components/audience-icon';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { NumberedSteps } from '#web/features/pages/components/numbered-steps';
import { onDarkPrimary } from '#web/features/pages/components/on-dark-classes';
import { PageHero } from '#web/features/pages/components/page-hero';
import { SectionTitle } from '#web/features/pages/components/section-title';
import { usePagesObject } from '#web/features/pages/content/page-content';
import { SERVICES } from '#web/features/pages/content/service-catalog';
import { AUDIENCES, TitledListSchema } from '#web/features/pages/content/service-content';
import { useDocumentTitle } from '#web/lib/use-document-title';

export function ServicesPage() {
  const { t } = useTranslation('pages');
  const steps = usePagesObject('services.process.steps', TitledListSchema, []);
  useDocumentTitle(t('services.eyebrow'));

  return (
    // A block root: the layout's <main> is a flex column, where mx-auto children would shrink to fit.
    <div className="w-full">
      <PageHero
        eyebrow={t('services.eyebrow')}
        icon={Wrench}
        title={t('services.title')}
        lead={t('services.lead')}
      >
        <Link to="/contact" className={onDarkPrimary}>
          {t('services.cta.label')}
          <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </PageHero>

      <section aria-labelledby="services-list" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle id="services-list" title={t('services.listHeading')} intro={t('services.listIntro')} />
        <ul className="grid gap-4 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <li key={service.slug}>
              <Link
                to={`/services/${service.slug}`}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-soft)] transition-colors hover:border-open dark:border-slate-800 dark:bg-slate-900 dark:hover:border-cyan-400"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-[var(--radius-control)] bg-shallows text-open dark:bg-slate-800 dark:text-cyan-300">
                  <service.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-deep dark:text-white">
                  {t(`services.items.${service.key}.title`)}
                </h3>
                <p className="mt-1.5 flex-1 text-slate-600 dark:text-slate-300">
                  {t(`services.items.${service.key}.tagline`)}
                </p>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-open dark:text-cyan-300">
                  {t('services.learnMore')}
                  <ArrowRight
                    className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-audiences" className="bg-shallows/60 dark:bg-slate-900/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <SectionTitle
            id="services-audiences"
            title={t('services.audiences.heading')}
            intro={t('services.audiences.intro')}
          />
          <ul className="grid gap-4 md:grid-cols-3">
            {AUDIENCES.map((audience) => {
              const Icon = AUDIENCE_ICONS[audience];
              return (
                <li
                  key={audience}
                  className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] dark:bg-slate-900"
                >
                  <Icon className="h-6 w-6 text-open dark:text-cyan-300" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold text-deep dark:text-white">
                    {t(`services.audiences.items.${audience}.title`)}
                  </h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                    {t(`services.audiences.items.${audience}.body`)}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-process" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle id="services-process" title={t('services.process.heading')} />
        <NumberedSteps steps={steps} />
      </section>

      <CtaPanel
        heading={t('services.cta.heading')}
        body={t('services.cta.body')}
        label={t('services.cta.label')}
        to="/contact"
      />
    </div>
  );
}
