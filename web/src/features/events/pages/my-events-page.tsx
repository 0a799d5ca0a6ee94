import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, LocateFixed } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { SocialColumns, SocialTabs } from '#web/features/social';
import { useCalendar, useMyCalendar } from '#web/features/events/api/calendar';
import { CalendarList } from '#web/features/events/components/calendar-list';
import { FeedUrlCard } from '#web/features/events/components/feed-url-card';
import { addDays } from '#web/features/events/lib/dates';

/** /getsocial/events: my events (upcoming or past), events near me, and my calendar feed. */
export function MyEventsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('mine.title'));
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const [past, setPast] = useState(false);
  const mine = useMyCalendar(past, signedIn);

  const chip = (active: boolean) =>
    cn(
      'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
      active
        ? 'border-open bg-open text-white'
        : 'border-slate-300 bg-white text-deep hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
    );

  return (
    <SocialColumns side={signedIn ? <FeedUrlCard /> : undefined}>
      <h1 className="sr-only">{t('mine.title')}</h1>
      <div className="space-y-6">
        <SocialTabs />
        <section aria-labelledby="mine-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="mine-heading" className="text-lg font-bold text-deep dark:text-white">
              {t('mine.heading')}
            </h2>
            <Link to="/events" className="text-sm font-semibold text-open hover:underline">
              {t('mine.all')}
            </Link>
          </div>
          {!signedIn ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Link to="/auth/login" className="font-semibold text-open hover:underline">
                {t('mine.signIn')}
              </Link>
            </p>
          ) : (
            <>
              <div role="group" aria-label={t('mine.when')} className="flex gap-2">
                <button
                  type="button"
                  aria-pressed={!past}
                  onClick={() => setPast(false)}
                  className={chip(!past)}
                >
                  {t('mine.upcoming')}
                </button>
                <button
                  type="button"
                  aria-pressed={past}
                  onClick={() => setPast(true)}
                  className={chip(past)}
                >
                  {t('mine.past')}
                </button>
              </div>
              {mine.isPending ? (
                <div className="h-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-busy="true" />
              ) : mine.isError ? (
                <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
              ) : mine.data.items.length === 0 ? (
                <EmptyState icon={CalendarDays} title={t(past ? 'mine.emptyPast' : 'mine.empty')} />
              ) : (
                <CalendarList entries={mine.data.items} />
              )}
            </>
          )}
        </section>
        <NearMe />
        {signedIn && (
          <div className="lg:hidden">
            <FeedUrlCard />
          </div>
        )}
      </div>
    </SocialColumns>
  );
}

function NearMe() {
  const { t } = useTranslation('events');
  const [near, setNear] = useState<{ lat: number; lng: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [from] = useState(() => new Date());
  return (
    <section aria-labelledby="near-heading" className="space-y-3">
      <h2 id="near-heading" className="text-lg font-bold text-deep dark:text-white">
        {t('mine.near')}
      </h2>
      {near ? (
        <NearList near={near} from={from} />
      ) : (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {failed ? t('filters.locationFailed') : t('mine.nearHint')}
          </p>
          <Button
            variant="outline"
            onClick={() =>
              navigator.geolocation?.getCurrentPosition(
                (position) => setNear({ lat: position.coords.latitude, lng: position.coords.longitude }),
                () => setFailed(true),
              ) ?? setFailed(true)
            }
          >
            <LocateFixed className="h-4 w-4" aria-hidden="true" />
            {t('filters.nearMe')}
          </Button>
        </Card>
      )}
    </section>
  );
}

function NearList({ near, from }: { near: { lat: number; lng: number }; from: Date }) {
  const { t } = useTranslation('events');
  const query = useCalendar({
    from: from.toISOString(),
    to: addDays(from, 62).toISOString(),
    types: [],
    near: { ...near, radiusKm: 100 },
  });
  if (query.isPending)
    return <div className="h-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-busy="true" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState compact title={t('empty')} />;
  return <CalendarList entries={query.data.items} />;
}
