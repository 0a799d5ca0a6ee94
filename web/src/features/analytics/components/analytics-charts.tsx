import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Analytics } from '@tightlines/domain/analytics/contract';
import { directionOf } from '@tightlines/domain/i18n/languages';
import { formatCount, periodLabel, runningTotals } from '#web/features/analytics/lib/format';

// Palette (DESIGN): open water, deep water, sunrise, success.
const OPEN = '#0E7490';
const DEEP = '#0B2E4F';
const SUNRISE = '#F97316';
const SUCCESS = '#16A34A';
const GRID = '#cbd5e1';

function useChartLocale() {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const rtl = directionOf(language.split('-')[0] ?? language) === 'rtl';
  const count = (value: number) => formatCount(value, language);
  return { t, language, rtl, count };
}

/** Chart frame: an image with a name for screen readers (the numbers are in the tiles and tables beside it). */
function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <div className="h-64 sm:h-72" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Posts per period (recharts; the page loads this module with its charts). */
export function PostsChart({ data }: { data: Analytics }) {
  const { t, language, rtl, count } = useChartLocale();
  const rows = data.periods.map((period) => ({
    label: periodLabel(period.start, data.unit, language),
    posts: period.posts,
  }));
  return (
    <Frame label={t('charts.posts')}>
      <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} reversed={rtl} minTickGap={12} />
        <YAxis
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={count}
          width={40}
        />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Bar dataKey="posts" name={t('series.posts')} fill={OPEN} radius={[4, 4, 0, 0]} />
      </BarChart>
    </Frame>
  );
}

/** Likes, comments and shares received per period, stacked; views as a line on their own scale. */
export function EngagementChart({ data }: { data: Analytics }) {
  const { t, language, rtl, count } = useChartLocale();
  const rows = data.periods.map((period) => ({
    label: periodLabel(period.start, data.unit, language),
    likes: period.likes,
    comments: period.comments,
    shares: period.shares,
    views: period.views,
  }));
  return (
    <Frame label={t('charts.engagement')}>
      <ComposedChart data={rows} margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} reversed={rtl} minTickGap={12} />
        <YAxis
          yAxisId="reactions"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={count}
          width={40}
        />
        <YAxis
          yAxisId="views"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'left' : 'right'}
          tickFormatter={count}
          width={40}
        />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Legend />
        <Bar yAxisId="reactions" dataKey="likes" stackId="e" name={t('series.likes')} fill={OPEN} />
        <Bar yAxisId="reactions" dataKey="comments" stackId="e" name={t('series.comments')} fill={DEEP} />
        <Bar yAxisId="reactions" dataKey="shares" stackId="e" name={t('series.shares')} fill={SUCCESS} />
        <Line
          yAxisId="views"
          type="monotone"
          dataKey="views"
          name={t('series.views')}
          stroke={SUNRISE}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </Frame>
  );
}

/** New followers per period (bars) and the running total (line), from today's total back. */
export function FollowersChart({ data }: { data: Analytics }) {
  const { t, language, rtl, count } = useChartLocale();
  const totals = runningTotals(
    data.totals.followers - data.totals.followersGained,
    data.periods.map((period) => period.followers),
  );
  const rows = data.periods.map((period, index) => ({
    label: periodLabel(period.start, data.unit, language),
    gained: period.followers,
    total: totals[index],
  }));
  return (
    <Frame label={t('charts.followers')}>
      <ComposedChart data={rows} margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} reversed={rtl} minTickGap={12} />
        <YAxis
          yAxisId="gained"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={count}
          width={40}
        />
        <YAxis
          yAxisId="total"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'left' : 'right'}
          tickFormatter={count}
          width={40}
        />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Legend />
        <Bar yAxisId="gained" dataKey="gained" name={t('series.gained')} fill={OPEN} />
        <Line
          yAxisId="total"
          type="monotone"
          dataKey="total"
          name={t('series.followers')}
          stroke={DEEP}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </Frame>
  );
}

/** Catches per calendar month. */
export function CatchesByMonthChart({ data }: { data: Analytics }) {
  const { t, language, rtl, count } = useChartLocale();
  const rows = data.catchesByMonth.map((month) => ({
    label: periodLabel(month.month, 'month', language),
    catches: month.count,
  }));
  return (
    <Frame label={t('charts.catchesByMonth')}>
      <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} reversed={rtl} minTickGap={12} />
        <YAxis
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={count}
          width={40}
        />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Bar dataKey="catches" name={t('series.catches')} fill={OPEN} radius={[4, 4, 0, 0]} />
      </BarChart>
    </Frame>
  );
}

/** The species caught most (top ten), as horizontal bars with the reader's species names. */
export function CatchesBySpeciesChart({
  data,
  speciesName,
}: {
  data: Analytics;
  speciesName: (stored: string) => string;
}) {
  const { t, rtl, count } = useChartLocale();
  const rows = data.catchesBySpecies.slice(0, 10).map((row) => ({
    label: speciesName(row.species),
    catches: row.count,
  }));
  return (
    <Frame label={t('charts.catchesBySpecies')}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          reversed={rtl}
          tickFormatter={count}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={{ fontSize: 12 }}
          orientation={rtl ? 'right' : 'left'}
          width={120}
        />
        <Tooltip formatter={(value) => count(Number(value))} />
        <Bar dataKey="catches" name={t('series.catches')} fill={SUCCESS} radius={[0, 4, 4, 0]} />
      </BarChart>
    </Frame>
  );
}
