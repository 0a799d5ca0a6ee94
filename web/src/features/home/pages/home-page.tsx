import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, PlayCircle } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMe } from '#web/lib/session';
import { HeroIllustration } from '#web/features/home/components/hero-illustration';
import {
  AudienceSection,
  FeaturesSection,
  JoinTournamentLink,
  StepsSection,
} from '#web/features/home/components/home-sections';
import { hadSession } from '#web/features/auth';

// Visitors never load the member home (nor the people and social widgets it shows).
const MemberHome = lazy(() =>
  import('#web/features/home/components/member-home').then((m) => ({ default: m.MemberHome })),
);

/** Large buttons on the dark hero and closing band; the design-system variants assume a light page. */
const onDarkButton = (tone: 'solid' | 'glass') =>
  cn(
    'inline-flex h-12 items-center justify-center gap-2 rounded-[var(--radius-control)] px-6 text-base font-semibold transition-colors duration-150 ease-out',
    tone === 'solid'
      ? 'bg-white text-deep hover:bg-shallows'
      : 'border border-white/45 bg-white/10 text-white backdrop-blur hover:bg-white/20',
  );

/**
 * Home: for a signed-in person, what is happening and what to do next (MemberHome); for a visitor, the welcome
 * message, what the platform offers, and the ways in (sign up or try the demo).
 */
export function HomePage() {
  const { t } = useTranslation('common');
  const me = useMe();
  const user = me.data?.user;
  // A browser that was signed in waits for the session rather than flashing the visitors' page.
  if (user || (me.isPending && hadSession()))
    return (
      <Suspense fallback={<MemberHomeLoading label={t('guard.loading')} />}>
        <MemberHome firstName={user?.firstName ?? ''} pending={!user} />
      </Suspense>
    );
  return <MarketingHome />;
}

/** The member home's shape while its script loads: the welcome band and the first cards. */
function MemberHomeLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="pb-16">
      <div className="h-64 bg-gradient-to-br from-deep-900 via-deep to-open" />
      <div className="mx-auto -mt-12 max-w-7xl space-y-6 px-4 sm:px-6 lg:px-8">
        <Skeleton className="h-56 w-full rounded-[var(--radius-card)] lg:w-2/3" />
        <Skeleton className="h-40 w-full rounded-[var(--radius-card)] lg:w-2/3" />
      </div>
    </div>
  );
}

function MarketingHome() {
  const { t } = useTranslation('common');

  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className="relative isolate overflow-hidden bg-deep-900 text-white"
      >
        <HeroIllustration className="absolute inset-0 -z-10 h-full w-full" />
        {/* Keeps the copy legible on the left of the scene on every width. */}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-deep-900/70 via-deep-900/30 to-deep-900/60 lg:bg-gradient-to-r lg:from-deep-900/80 lg:via-deep-900/30 lg:to-transparent rtl:lg:bg-gradient-to-l" />
        <div className="mx-auto flex min-h-[min(52rem,100svh)] max-w-7xl flex-col justify-center px-4 pb-28 pt-32 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm font-semibold text-cyan-100 backdrop-blur">
              <span className="h-2 w-2 rounded-full bg-sunrise" aria-hidden="true" />
              {t('home.hero.eyebrow')}
            </p>
            <h1
              id="home-hero-title"
              className="mt-5 text-4xl font-extrabold leading-[1.08] tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t('home.hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-200 sm:text-xl">
              {t('home.hero.body')}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to="/auth/signup" className={buttonClasses('live', 'lg', 'shadow-lg shadow-sunrise/30')}>
                {t('home.cta.signup')}
                <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
              </Link>
              <JoinTournamentLink tone="solid" />
              <Link to="/demo" className={onDarkButton('glass')}>
                <PlayCircle className="h-5 w-5" aria-hidden="true" />
                {t('home.cta.demo')}
              </Link>
            </div>
            <dl className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {(['languages', 'free', 'security'] as const).map((key) => (
                <div key={key} className="flex flex-col">
                  <dt className="text-sm text-slate-300">{t(`home.stats.${key}.label`)}</dt>
                  <dd className="tabular order-first text-2xl font-extrabold text-white sm:text-3xl">
                    {t(`home.stats.${key}.value`)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <FeaturesSection />
      <StepsSection />
      <AudienceSection />

      <section aria-labelledby="home-final-title" className="bg-white py-16 lg:py-24 dark:bg-slate-950">
        <div className="relative mx-4 overflow-hidden rounded-[1.5rem] sm:mx-6 lg:mx-8 xl:mx-auto xl:max-w-5xl bg-gradient-to-br from-deep via-deep to-open px-6 py-12 text-center text-white shadow-xl sm:px-12 lg:py-16">
          <svg
            className="absolute inset-x-0 bottom-0 h-24 w-full opacity-30"
            viewBox="0 0 1000 100"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <path d="M0 60 Q 125 20 250 60 T 500 60 T 750 60 T 1000 60 V 100 H 0 Z" fill="#22d3ee" />
          </svg>
          <h2 id="home-final-title" className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('home.final.title')}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-cyan-50/90">{t('home.final.body')}</p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/auth/signup" className={onDarkButton('solid')}>
              {t('home.cta.signup')}
            </Link>
            <JoinTournamentLink tone="glass" />
            <Link to="/demo" className={onDarkButton('glass')}>
              {t('home.cta.demo')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
