import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  Code2,
  CreditCard,
  Compass,
  Fish,
  Handshake,
  Landmark,
  LifeBuoy,
  MapPinOff,
  MessagesSquare,
  Scale,
  Trophy,
  Undo2,
  Users,
  Waves,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { PageHero } from '#web/features/pages/components/page-hero';
import { SectionTitle } from '#web/features/pages/components/section-title';
import { usePagesObject } from '#web/features/pages/content/page-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCapabilities } from '#web/features/payments';
import { isAvailable } from '#web/lib/pages';

const VALUE_ICONS: Record<string, LucideIcon> = {
  fairPlay: Scale,
  spots: MapPinOff,
  conservation: Fish,
  community: Users,
};
const ROLE_ICONS: Record<string, LucideIcon> = {
  product: Compass,
  tournaments: Trophy,
  community: MessagesSquare,
  support: LifeBuoy,
  engineering: Code2,
  partnerships: Handshake,
};

const CardsSchema = z.record(z.string(), z.object({ title: z.string(), body: z.string() }));
const ParagraphsSchema = z.array(z.string());

export function AboutPage() {
  const { t } = useTranslation('pages');
  const story = usePagesObject('about.story.body', ParagraphsSchema, []);
  const values = usePagesObject('about.values.items', CardsSchema, {});
  const roles = usePagesObject('about.team.roles', CardsSchema, {});
  useDocumentTitle(t('about.eyebrow'));

  return (
    // A block root: the layout's <main> is a flex column, where mx-auto children would shrink to fit.
    <div className="w-full">
      <PageHero eyebrow={t('about.eyebrow')} icon={Waves} title={t('about.title')} lead={t('about.lead')} />

      <section aria-labelledby="about-mission" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2
              id="about-mission"
              className="text-sm font-semibold tracking-wider text-open uppercase dark:text-cyan-300"
            >
              {t('about.mission.heading')}
            </h2>
            <p className="mt-3 text-2xl leading-snug font-bold tracking-tight text-balance text-deep sm:text-3xl dark:text-white">
              {t('about.mission.body')}
            </p>
          </div>
          <div>
            <h2 className="text-xl font-bold text-deep dark:text-white">{t('about.story.heading')}</h2>
            {story.map((paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <WhatWorks />

      <Money />

      <section aria-labelledby="about-values" className="bg-shallows/60 dark:bg-slate-900/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <SectionTitle id="about-values" title={t('about.values.heading')} intro={t('about.values.intro')} />
          <CardGrid cards={values} icons={VALUE_ICONS} />
        </div>
      </section>

      <section aria-labelledby="about-team" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle id="about-team" title={t('about.team.heading')} intro={t('about.team.intro')} />
        <CardGrid cards={roles} icons={ROLE_ICONS} columns="lg:grid-cols-3" />
      </section>

      <CtaPanel
        heading={t('about.cta.heading')}
        body={t('about.cta.body')}
        label={t('about.cta.label')}
        to="/contact"
        secondary={{ label: t('about.cta.careers'), to: '/careers' }}
      />
    </div>
  );
}

/** What Tightlines does today, from the availability flags: a page that lands appears here with its link. */
function WhatWorks() {
  const { t } = useTranslation('pages');
  const capabilities = useCapabilities();
  if (capabilities.length === 0) return null;
  return (
    <section aria-labelledby="about-what-works" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:pb-16">
      <SectionTitle id="about-what-works" title={t('truth.about.heading')} intro={t('truth.about.intro')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {capabilities.map(({ key, path, titleKey, bodyKey, Icon }) => (
          <li key={key}>
            <Link
              to={path}
              className="block h-full rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-soft)] transition-colors hover:border-open dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="h-6 w-6 text-open dark:text-cyan-300" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-deep dark:text-white">{t(`common:${titleKey}`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {t(`common:${bodyKey}`)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const MONEY_ICONS: Record<string, LucideIcon> = { pay: CreditCard, refunds: Undo2, organizers: Landmark };

/** Payments (issue 17): how entry fees, refunds and payouts work, while tournaments (which take the fees) exist. */
function Money() {
  const { t } = useTranslation('pages');
  const cards = usePagesObject('about.money.items', CardsSchema, {});
  if (!isAvailable('tournaments')) return null;
  return (
    <section aria-labelledby="about-money" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:pb-16">
      <SectionTitle id="about-money" title={t('about.money.heading')} intro={t('about.money.intro')} />
      <CardGrid cards={cards} icons={MONEY_ICONS} columns="lg:grid-cols-3" />
      <Link
        to="/help#payments"
        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-open hover:underline dark:text-cyan-300"
      >
        {t('about.money.more')}
        <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
      </Link>
    </section>
  );
}

function CardGrid({
  cards,
  icons,
  columns = 'lg:grid-cols-4',
}: {
  cards: Record<string, { title: string; body: string }>;
  icons: Record<string, LucideIcon>;
  columns?: string;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns}`}>
      {Object.entries(cards).map(([key, card]) => {
        const Icon = icons[key] ?? Fish;
        return (
          <li
            key={key}
            className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-deep text-white dark:bg-cyan-400 dark:text-deep">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-deep dark:text-white">{card.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{card.body}</p>
          </li>
        );
      })}
    </ul>
  );
}
