import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { AUDIENCE_ICONS } from '#web/features/pages/components/audience-icon';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { FaqAccordion } from '#web/features/pages/components/faq-accordion';
import { onDarkPrimary, onDarkSecondary } from '#web/features/pages/components/on-dark-classes';
import { NumberedSteps } from '#web/features/pages/components/numbered-steps';
import { PageHero } from '#web/features/pages/components/page-hero';
import { SectionTitle } from '#web/features/pages/components/section-title';
import { SERVICES, contactHref, findService } from '#web/features/pages/content/service-catalog';
import {
  AUDIENCES,
  ServiceContentSchema,
  type ServiceContent,
} from '#web/features/pages/content/service-content';
import { usePagesObject } from '#web/features/pages/content/page-content';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /services/{slug}: unknown slugs replace to /404 like any unknown path. */
export function ServiceDetailPage() {
  const { slug } = useParams();
  const service = findService(slug);
  if (!service) return <Navigate to="/404" replace />;
  return <ServiceDetail key={service.slug} serviceKey={service.key} />;
}

const EMPTY: ServiceContent = {
  title: '',
  tagline: '',
  lead: '',
  audiences: { organizers: '', charters: '', shops: '' },
  included: [],
  process: [],
  faq: [],
  cta: { heading: '', body: '' },
};

function ServiceDetail({ serviceKey }: { serviceKey: (typeof SERVICES)[number]['key'] }) {
  const { t } = useTranslation('pages');
  const service = SERVICES.find((entry) => entry.key === serviceKey) ?? SERVICES[0]!;
  const content = usePagesObject(`services.items.${serviceKey}`, ServiceContentSchema, EMPTY);
  const contactTo = contactHref(service.interest);
  useDocumentTitle(content.title);

  return (
    <article className="w-full">
      <PageHero eyebrow={content.tagline} icon={service.icon} title={content.title} lead={content.lead}>
        <Link to={contactTo} className={onDarkPrimary}>
          {t('services.detail.ctaLabel')}
          <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
        <Link to="/services" className={onDarkSecondary}>
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t('services.detail.backToServices')}
        </Link>
      </PageHero>

      <section aria-labelledby="service-for" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle id="service-for" title={t('services.detail.forHeading')} />
        <ul className="grid gap-4 md:grid-cols-3">
          {AUDIENCES.map((audience) => {
            const Icon = AUDIENCE_ICONS[audience];
            return (
              <li
                key={audience}
                className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
              >
                <Icon className="h-6 w-6 text-open dark:text-cyan-300" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-deep dark:text-white">
                  {t(`services.audiences.items.${audience}.title`)}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {content.audiences[audience]}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="service-included" className="bg-shallows/60 dark:bg-slate-900/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <SectionTitle id="service-included" title={t('services.detail.includedHeading')} />
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {content.included.map((item) => (
              <li key={item.title} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-deep dark:text-white">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                    {item.body}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="service-process" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle id="service-process" title={t('services.detail.processHeading')} />
        <NumberedSteps steps={content.process} />
      </section>

      <section
        aria-labelledby="service-faq"
        className="mx-auto grid max-w-6xl gap-2 px-4 pb-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12 lg:pb-16"
      >
        <SectionTitle id="service-faq" title={t('services.detail.faqHeading')} />
        <FaqAccordion
          items={content.faq.map((item, index) => ({
            id: `${service.slug}-faq-${index}`,
            question: item.q,
            answer: item.a,
          }))}
        />
      </section>

      <CtaPanel
        heading={content.cta.heading}
        body={content.cta.body}
        label={t('services.detail.ctaLabel')}
        to={contactTo}
      />

      <nav aria-labelledby="service-others" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="service-others" className="mb-4 text-lg font-semibold text-deep dark:text-white">
          {t('services.detail.otherServices')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {SERVICES.filter((other) => other.key !== serviceKey).map((other) => (
            <li key={other.slug}>
              <Link
                to={`/services/${other.slug}`}
                className="flex min-h-14 items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white px-4 py-3 font-semibold text-deep transition-colors hover:border-open hover:bg-shallows dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
              >
                <other.icon className="h-5 w-5 text-open dark:text-cyan-300" aria-hidden="true" />
                {t(`services.items.${other.key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
