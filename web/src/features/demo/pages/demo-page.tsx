import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  Anchor,
  BookOpen,
  CalendarCheck,
  ChartColumn,
  ClipboardCheck,
  Luggage,
  Ship,
  CreditCard,
  KeyRound,
  Landmark,
  Lock,
  MessageSquareText,
  ShieldCheck,
  UsersRound,
  BarChart3,
  Bookmark,
  FileText,
  Fish,
  Gift,
  Package,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@tightlines/domain/roles/roles';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useDemoAccounts, useSignInAsDemo } from '#web/features/demo/api/demo-accounts';
import { roleLabelKey } from '#web/features/demo/components/role-label';
import { useCapabilities } from '#web/features/payments';
import { isAvailable, PAGES, type PageKey } from '#web/lib/pages';

/** Roles whose own tools live on a page of their own; until it exists, the card says so. */
const ROLE_PAGES: Partial<Record<Role, PageKey>> = {
  admin: 'admin',
  moderator: 'moderator',
  charter_captain: 'captainDashboard',
  tournament_director: 'tournamentDirector',
  advertiser: 'advertiserDashboard',
  publisher: 'publisherDashboard',
  affiliate: 'affiliateDashboard',
};

interface Try {
  key: string;
  page: PageKey;
  to: string;
  Icon: LucideIcon;
}

/** What any demo account can try in the community spaces, each shown while its page exists. */
const COMMUNITY_TRIES: readonly Try[] = [
  { key: 'browseGroups', page: 'groups', to: PAGES.groups.path, Icon: UsersRound },
  // A demo group the seed creates private, so a visitor sees a request to join wait for its admins.
  { key: 'privateGroup', page: 'groups', to: `${PAGES.groups.path}/great-lakes-walleye-crew`, Icon: Lock },
  { key: 'rsvp', page: 'events', to: PAGES.events.path, Icon: CalendarCheck },
  { key: 'forums', page: 'forums', to: PAGES.forums.path, Icon: MessageSquareText },
];

// Payments (issue 17): what each role can try with money, shown while the page that holds it exists.
const PAYMENT_TRIES: readonly Try[] = [
  { key: 'payFee', page: 'tournaments', to: PAGES.tournaments.path, Icon: CreditCard },
  { key: 'earnings', page: 'tournamentDirector', to: '/tournament-director/earnings', Icon: Landmark },
  { key: 'hub', page: 'admin', to: '/admin/payments', Icon: ChartColumn },
];

// Charters (issue 18): finding and booking a trip, the captain's office, the admin's review and the hub.
const CHARTER_TRIES: readonly Try[] = [
  { key: 'find', page: 'charters', to: PAGES.charters.path, Icon: Ship },
  { key: 'book', page: 'myBookings', to: PAGES.myBookings.path, Icon: CalendarCheck },
  { key: 'captain', page: 'captainDashboard', to: PAGES.captainDashboard.path, Icon: Anchor },
  { key: 'admin', page: 'admin', to: '/admin/charters', Icon: ClipboardCheck },
  { key: 'hub', page: 'bookingHub', to: PAGES.bookingHub.path, Icon: Luggage },
];

// Angler tools and rewards (issue 19): the demo angler's own log, tackle, saved posts, rewards and numbers.
const ANGLER_TRIES: readonly Try[] = [
  { key: 'catchLog', page: 'catchLog', to: PAGES.catchLog.path, Icon: Fish },
  { key: 'tackleBox', page: 'tackleBox', to: PAGES.tackleBox.path, Icon: Package },
  { key: 'reports', page: 'fishingReports', to: PAGES.fishingReports.path, Icon: FileText },
  { key: 'saved', page: 'savedPosts', to: PAGES.savedPosts.path, Icon: Bookmark },
  { key: 'rewards', page: 'gamification', to: PAGES.gamification.path, Icon: Gift },
  { key: 'analytics', page: 'profileAnalytics', to: PAGES.profileAnalytics.path, Icon: BarChart3 },
];

const toolsLater = (role: Role) => {
  const page = ROLE_PAGES[role];
  return page !== undefined && !isAvailable(page);
};

/** /demo: every demo account by role, signed in with one click. */
export function DemoPage() {
  const { t } = useTranslation('demo');
  const accounts = useDemoAccounts();
  const signInAs = useSignInAsDemo();
  const navigate = useNavigate();
  const capabilities = useCapabilities();
  const communityTries = COMMUNITY_TRIES.filter((entry) => isAvailable(entry.page));
  const paymentTries = PAYMENT_TRIES.filter((entry) => isAvailable(entry.page));
  const charterTries = CHARTER_TRIES.filter((entry) => isAvailable(entry.page));
  const anglerTries = ANGLER_TRIES.filter((entry) => isAvailable(entry.page));

  const handleSignIn = (email: string, role: Role) => {
    const password = accounts.data?.password;
    if (!password) return;
    signInAs.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(t('page.signedInAs', { role: t(roleLabelKey(role)) }));
          void navigate('/');
        },
        onError: () => toast.error(t('page.signInFailed')),
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-open dark:text-open-400">
          {t('page.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('page.title')}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('page.lead')}</p>
        <Link to="/demo/guide" className={buttonClasses('outline', 'md', 'mt-6')}>
          <BookOpen className="h-4 w-4" aria-hidden="true" />
          {t('page.readGuide')}
        </Link>
      </header>

      {capabilities.length > 0 && (
        <section aria-labelledby="demo-what-works" className="mt-8">
          <h2 id="demo-what-works" className="text-lg font-bold">
            {t('truth.heading')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {capabilities.map(({ key, path, titleKey, Icon }) => (
              <li key={key}>
                <Link
                  to={path}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-deep hover:border-open dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                >
                  <Icon className="h-4 w-4 text-open dark:text-open-400" aria-hidden="true" />
                  {t(`common:${titleKey}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <TryList id="demo-community" section="community" tries={communityTries} />
      <TryList id="demo-payments" section="payments" tries={paymentTries} />
      <TryList id="demo-charters" section="charters" tries={charterTries} />
      <TryList id="demo-angler" section="angler" tries={anglerTries} />

      {accounts.isPending && (
        <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <div
              key={index}
              className="h-40 animate-pulse rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800"
            />
          ))}
        </div>
      )}

      {accounts.isError && (
        <Card className="mt-10 p-6">
          <p>{t('page.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void accounts.refetch()}>
            {t('page.retry')}
          </Button>
        </Card>
      )}

      {accounts.data && !accounts.data.enabled && (
        <Card className="mt-10 p-6">
          <h2 className="text-lg font-bold">{t('page.disabledTitle')}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('page.disabledText')}</p>
        </Card>
      )}

      {accounts.data?.enabled && (
        <>
          <Card className="mt-8 flex items-start gap-3 bg-shallows p-4 dark:bg-slate-900">
            <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
            <p className="text-sm">
              {t('page.passwordNote')}{' '}
              <code className="rounded bg-white px-1.5 py-0.5 font-mono text-deep dark:bg-slate-800 dark:text-slate-100">
                {accounts.data.password}
              </code>
            </p>
          </Card>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {accounts.data.accounts.map((account) => (
              <li key={account.email}>
                <Card className="flex h-full flex-col p-5">
                  <div className="flex items-center gap-3">
                    <span className="grid h-11 w-11 place-items-center rounded-full bg-deep text-sm font-bold text-white">
                      {account.firstName[0]}
                      {account.lastName[0]}
                    </span>
                    <div className="min-w-0">
                      <h2 className="font-bold">{t(roleLabelKey(account.role))}</h2>
                      <p className="truncate text-sm text-slate-500 dark:text-slate-400">{account.email}</p>
                    </div>
                  </div>
                  <p className="mt-3 flex-1 text-sm text-slate-600 dark:text-slate-300">
                    {t(`descriptions.${account.role}`)}
                    {toolsLater(account.role) && <> {t('truth.later')}</>}
                  </p>
                  <Button
                    className="mt-4 w-full"
                    busy={signInAs.isPending && signInAs.variables.email === account.email}
                    disabled={signInAs.isPending}
                    onClick={() => handleSignIn(account.email, account.role)}
                  >
                    <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                    {t('page.signInAs', { role: t(roleLabelKey(account.role)) })}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A heading, a line and the things to try, each linking to where it happens; nothing while none exists. */
function TryList({
  id,
  section,
  tries,
}: {
  id: string;
  section: 'community' | 'payments' | 'charters' | 'angler';
  tries: readonly Try[];
}) {
  const { t } = useTranslation('demo');
  if (tries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-bold">
        {t(`${section}.heading`)}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`${section}.intro`)}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {tries.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 text-sm text-slate-700 transition-colors hover:border-open dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            >
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
              <span>{t(`${section}.items.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
