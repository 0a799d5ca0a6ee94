import { ArrowRight, Ban, Info, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { NumberedSteps } from '#web/features/pages/components/numbered-steps';
import { onDarkPrimary } from '#web/features/pages/components/on-dark-classes';
import { PageHero } from '#web/features/pages/components/page-hero';
import { SectionTitle } from '#web/features/pages/components/section-title';
import { AD_FORMATS } from '#web/features/pages/content/ad-formats';
import { usePagesObject } from '#web/features/pages/content/page-content';
import { TitledListSchema } from '#web/features/pages/content/service-content';
import { useDocumentTitle } from '#web/lib/use-document-title';

const CONTACT_TO = '/contact?interest=other';
const StringsSchema = z.array(z.string());
/** The tallest format scales to this many preview pixels; the rest keep their proportion. */
const PREVIEW_MAX = 120;

export function AdvertisePage() {
  const { t } = useTranslation('pages');
  const audience = usePagesObject('advertise.audience.items', TitledListSchema, []);
  const steps = usePagesObject('advertise.process.steps', TitledListSchema, []);
  const standards = usePagesObject('advertise.standards.items', StringsSchema, []);
  useDocumentTitle(t('advertise.eyebrow'));

  return (
    // A block root: the layout's <main> is a flex column, where mx-auto children would shrink to fit.
    <div className="w-full">
      <PageHero
        eyebrow={t('advertise.eyebrow')}
        icon={Megaphone}
        title={t('advertise.title')}
        lead={t('advertise.lead')}
      >
        <Link to={CONTACT_TO} className={onDarkPrimary}>
          {t('advertise.cta.label')}
          <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </PageHero>

      {/* The truth first: the formats below are what we will sell, not placements running today. */}
      <div className="border-b border-amber-200 bg-amber-50 dark:border-amber-900/60 dark:bg-amber-950/40">
        <p
          role="note"
          className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-3 text-sm text-amber-900 sm:px-6 dark:text-amber-100"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('advertise.status')}
        </p>
      </div>

      <section aria-labelledby="advertise-audience" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle
          id="advertise-audience"
          title={t('advertise.audience.heading')}
          intro={t('advertise.audience.intro')}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {audience.map((item) => (
            <li
              key={item.title}
              className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="font-semibold text-deep dark:text-white">{item.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="advertise-formats" className="bg-shallows/60 dark:bg-slate-900/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <SectionTitle
            id="advertise-formats"
            title={t('advertise.formats.heading')}
            intro={t('advertise.formats.intro')}
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {AD_FORMATS.map((format) => (
              <li
                key={format.key}
                className="flex flex-col rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] dark:bg-slate-900"
              >
                <div
                  className="flex h-32 items-end justify-center rounded-[var(--radius-control)] bg-slate-100 p-2 dark:bg-slate-800"
                  aria-hidden="true"
                >
                  <div
                    className="rounded-sm bg-gradient-to-br from-open to-deep"
                    style={{
                      width: format.previewWidth,
                      height: Math.max(8, Math.round((format.heightPx / 600) * PREVIEW_MAX)),
                    }}
                  />
                </div>
                <div className="mt-4 flex items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-deep dark:text-white">
                    {t(`advertise.formats.items.${format.key}.title`)}
                  </h3>
                  <span className="tabular shrink-0 rounded-full bg-shallows px-2 py-0.5 text-xs font-semibold text-open dark:bg-slate-800 dark:text-cyan-300">
                    {t('advertise.formats.height', { px: format.heightPx })}
                  </span>
                </div>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {t(`advertise.formats.items.${format.key}.body`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="advertise-process" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle
          id="advertise-process"
          title={t('advertise.process.heading')}
          intro={t('advertise.process.intro')}
        />
        <NumberedSteps steps={steps} />
      </section>

      <section
        aria-labelledby="advertise-standards"
        className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:pb-16"
      >
        <SectionTitle
          id="advertise-standards"
          title={t('advertise.standards.heading')}
          intro={t('advertise.standards.intro')}
        />
        <ul className="max-w-3xl space-y-3">
          {standards.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700 dark:text-slate-300">
              <Ban className="mt-1 h-4 w-4 shrink-0 text-danger" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>

      <CtaPanel
        heading={t('advertise.cta.heading')}
        body={t('advertise.cta.body')}
        label={t('advertise.cta.label')}
        to={CONTACT_TO}
      />
    </div>
  );
}
