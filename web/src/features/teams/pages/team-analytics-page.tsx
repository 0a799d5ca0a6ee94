import { BarChart3 } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatDate } from '#web/lib/format/dates';
import { formatWeight } from '#web/lib/format/measure';
import { useTeamAnalytics } from '#web/features/teams/api/teams';
import { QueryError } from '#web/components/ui/query-error';

/** /team/{teamSlug}/analytics: judged catches, weights and finishes over time. */
export function TeamAnalyticsPage() {
  const { t, i18n } = useTranslation('teams');
  const { teamSlug = '' } = useParams();
  const analytics = useTeamAnalytics(teamSlug);
  if (analytics.isPending) return <Skeleton className="h-72 w-full" />;
  if (analytics.isError)
    return <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const data = analytics.data;
  const stats = [
    {
      label: t('analytics.catches'),
      value: new Intl.NumberFormat(i18n.language).format(data.approvedCatches),
    },
    { label: t('analytics.weight'), value: formatWeight(data.totalWeightGrams, i18n.language) },
    {
      label: t('analytics.biggest'),
      value: data.biggestFishGrams === null ? '—' : formatWeight(data.biggestFishGrams, i18n.language),
    },
    {
      label: t('analytics.entered'),
      value: new Intl.NumberFormat(i18n.language).format(data.tournamentsEntered),
    },
  ];
  const finishes = data.events
    .filter((event) => event.finish !== null)
    .map((event) => ({
      name: event.eventName,
      finish: event.finish,
      date: formatDate(event.startDate, i18n.language),
    }));
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="p-4">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-deep dark:text-slate-100">
              {stat.value}
            </dd>
          </Card>
        ))}
      </dl>
      <Card className="p-4">
        <h2 className="text-lg font-bold text-deep dark:text-slate-100">{t('analytics.finishes')}</h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('analytics.placeNote')}</p>
        {finishes.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <BarChart3 className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="text-slate-600 dark:text-slate-400">{t('analytics.empty')}</p>
          </div>
        ) : (
          <>
            <div className="h-64" role="img" aria-label={t('analytics.chartLabel')}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={finishes} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
                  <XAxis dataKey="date" tick={{ fontSize: 12 }} />
                  <YAxis reversed allowDecimals={false} domain={[1, 'dataMax']} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Line
                    type="monotone"
                    dataKey="finish"
                    name={t('analytics.place')}
                    stroke="#0E7490"
                    strokeWidth={2}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <table className="mt-4 w-full text-sm">
              <caption className="sr-only">{t('analytics.chartLabel')}</caption>
              <thead>
                <tr className="text-start text-slate-600 dark:text-slate-400">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('analytics.event')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('analytics.catches')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('analytics.weight')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('analytics.place')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.events.map((event, index) => (
                  <tr
                    key={`${event.eventId}-${index}`}
                    className="border-t border-slate-200 dark:border-slate-800"
                  >
                    <td className="py-2 text-deep dark:text-slate-100">{event.eventName}</td>
                    <td className="py-2 text-end tabular-nums">{event.catches}</td>
                    <td className="py-2 text-end tabular-nums">
                      {formatWeight(event.weightGrams, i18n.language)}
                    </td>
                    <td className="py-2 text-end tabular-nums">
                      {event.finish === null
                        ? '—'
                        : t('analytics.placeOf', { place: event.finish, of: event.entrants })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
    </div>
  );
}
