import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Trophy } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import type { CapabilityKey } from '#web/lib/capabilities';
import { useCapabilities } from '#web/features/payments';
import { isAvailable, PAGES } from '#web/lib/pages';

const TINTS: Partial<Record<CapabilityKey, string>> = {
  tournaments: 'bg-orange-50 text-sunrise dark:bg-orange-950/40',
  leaderboards: 'bg-red-50 text-ember dark:bg-red-950/40',
  directing: 'bg-cyan-50 text-open dark:bg-cyan-950/40 dark:text-open-400',
  social: 'bg-sky-50 text-sky-700 dark:bg-sky-950/40 dark:text-sky-300',
  people: 'bg-teal-50 text-teal-700 dark:bg-teal-950/40 dark:text-teal-300',
  security: 'bg-green-50 text-success dark:bg-green-950/40',
};
const DEFAULT_TINT = 'bg-shallows text-deep dark:bg-slate-800 dark:text-cyan-300';

/** What the platform offers today: only capabilities whose page exists, each linking to it. */
export function FeaturesSection() {
  const { t } = useTranslation('common');
  const features = useCapabilities();
  return (
    <section aria-labelledby="home-features-title" className="bg-white py-16 lg:py-24 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-open dark:text-open-400">
            {t('home.features.eyebrow')}
          </p>
          <h2
            id="home-features-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-deep sm:text-4xl dark:text-white"
          >
            {t('home.features.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('home.features.body')}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, path, titleKey, bodyKey, Icon }) => (
            <li key={key}>
              <Link
                to={path}
                className="group block h-full rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-soft)] transition-shadow hover:border-open hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${TINTS[key] ?? DEFAULT_TINT}`}
                >
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-deep dark:text-white">{t(titleKey)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{t(bodyKey)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The visitor's way straight into a tournament, shown once tournaments exist. */
export function JoinTournamentLink({ tone }: { tone: 'solid' | 'glass' }) {
  const { t } = useTranslation('common');
  if (!isAvailable('tournaments')) return null;
  return (
    <Link
      to={PAGES.tournaments.path}
      className={cn(
        'inline-flex h-12 items-center justify-center gap-2 rounded-[var(--radius-control)] px-6 text-base font-semibold transition-colors duration-150 ease-out',
        tone === 'solid'
          ? 'bg-white text-deep hover:bg-shallows'
          : 'border border-white/45 bg-white/10 text-white backdrop-blur hover:bg-white/20',
      )}
    >
      <Trophy className="h-5 w-5" aria-hidden="true" />
      {t('truth.joinTournament')}
    </Link>
  );
}

/** Three steps from visitor to member. */
export function StepsSection() {
  const { t } = useTranslation('common');
  return (
    <section
      aria-labelledby="home-steps-title"
      className="bg-shallows/60 py-16 lg:py-24 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="home-steps-title"
          className="max-w-2xl text-3xl font-extrabold tracking-tight text-deep sm:text-4xl dark:text-white"
        >
          {t('home.steps.title')}
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {(['account', 'profile', 'water'] as const).map((key, index) => (
            <li key={key} className="relative">
              <span className="tabular flex h-11 w-11 items-center justify-center rounded-full bg-deep text-lg font-extrabold text-white dark:bg-open">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-deep dark:text-white">
                {t(`home.steps.items.${key}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">
                {t(`home.steps.items.${key}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const AUDIENCES = [
  { key: 'organizers', page: 'tournamentOrganizers' },
  { key: 'advertisers', page: 'advertise' },
  { key: 'partners', page: 'partnerPrograms' },
] as const;

/** The business side, each linking to its existing page. */
export function AudienceSection() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-audience-title" className="bg-white py-16 lg:py-24 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-open dark:text-open-400">
            {t('home.audience.eyebrow')}
          </p>
          <h2
            id="home-audience-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-deep sm:text-4xl dark:text-white"
          >
            {t('home.audience.title')}
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {AUDIENCES.filter(({ page }) => isAvailable(page)).map(({ key, page }) => (
            <li key={key}>
              <Link
                to={PAGES[page].path}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200 p-6 transition-colors hover:border-open hover:bg-shallows/40 dark:border-slate-800 dark:hover:bg-slate-900"
              >
                <h3 className="text-lg font-bold text-deep dark:text-white">
                  {t(`home.audience.items.${key}.title`)}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-600 dark:text-slate-300">
                  {t(`home.audience.items.${key}.body`)}
                </p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-open dark:text-open-400">
                  {t('home.audience.learnMore')}
                  <ArrowRight
                    className="h-4 w-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
