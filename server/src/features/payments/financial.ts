import { sql } from 'drizzle-orm';
import {
  REVENUE_SOURCES,
  type FinancialReport,
  type RevenueSource,
} from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';

/**
 * The financial report (issue 17, subs-hub): per month between `from` and `to` (YYYY-MM, inclusive) in one
 * currency — gross paid in by source, refunds, disputes, platform fees, tax and payouts — summed in SQL from the
 * ledger's entries, so it always agrees with the balances:
 * gross = cash in by payments; refunds = cash out by refunds; disputes = cash withdrawn by disputes net of those
 * won back; platform fees and tax = the (negated) movements of platform:fees and platform:tax, net of refunds and
 * disputes; payouts = cash sent to payees (net of reversed transfers).
 */

export const FINANCIAL_MAX_MONTHS = 60;

export interface FinancialQuery {
  from: string;
  to: string;
  currency: string;
}

function monthStart(value: string): Date {
  const [year, month] = value.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 1));
}

const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

type MonthRow = FinancialReport['months'][number];

const SETTLED_AFTER_MS = 60 * 60_000;
const SETTLED_CACHE_MAX = 5_000;
/** Sums of settled months by `currency:YYYY-MM` (see financialReport). */
const SETTLED_MONTHS = new Map<string, MonthRow>();

/** Forgets the kept sums (tests that write ledger entries dated in the past). */
export function forgetSettledMonths(): void {
  SETTLED_MONTHS.clear();
}

function emptyMonth(month: string): MonthRow {
  return {
    month,
    gross: Object.fromEntries(REVENUE_SOURCES.map((source) => [source, 0])) as Record<RevenueSource, number>,
    refundsMinor: 0,
    disputesMinor: 0,
    platformFeesMinor: 0,
    taxMinor: 0,
    payoutsMinor: 0,
  };
}

/** The months from `from` to `to` (first days, inclusive) summed from the ledger. */
async function sumMonths(db: Db, currency: string, from: Date, to: Date): Promise<Map<string, MonthRow>> {
  const end = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 1));
  const byMonth = new Map<string, MonthRow>();
  // Entries are written in their transaction's statement time, so both created_at columns agree: filtering both
  // lets the planner range-scan each side and hash them together.
  const rows = await db.execute<{
    month: string;
    kind: string;
    source: string | null;
    cash: string | null;
    fees: string | null;
    tax: string | null;
  }>(sql`
    select to_char(date_trunc('month', t.created_at at time zone 'UTC'), 'YYYY-MM') as month, t.kind, t.source,
      sum(e.amount_minor) filter (where e.account like 'cash:%') as cash,
      sum(e.amount_minor) filter (where e.account = 'platform:fees') as fees,
      sum(e.amount_minor) filter (where e.account = 'platform:tax') as tax
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    where t.currency = ${currency} and e.currency = ${currency}
      and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
      and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${end.toISOString()}::timestamptz
    group by 1, 2, 3`);
  for (const row of rows.rows) {
    const month = byMonth.get(row.month) ?? emptyMonth(row.month);
    byMonth.set(row.month, month);
    const cash = Number(row.cash ?? 0);
    month.platformFeesMinor -= Number(row.fees ?? 0);
    month.taxMinor -= Number(row.tax ?? 0);
    switch (row.kind) {
      case 'payment': {
        const source = (REVENUE_SOURCES as readonly string[]).includes(row.source ?? '')
          ? (row.source as RevenueSource)
          : 'entry_fees';
        month.gross[source] += cash;
        break;
      }
      case 'refund':
      case 'refund_reversal':
        month.refundsMinor -= cash;
        break;
      case 'dispute':
      case 'dispute_reversal':
        month.disputesMinor -= cash;
        break;
      case 'payout_paid':
      case 'payout_failed':
        month.payoutsMinor -= cash;
        break;
    }
  }
  return byMonth;
}

export async function financialReport(db: Db, query: FinancialQuery): Promise<FinancialReport> {
  const from = monthStart(query.from);
  const to = monthStart(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to)
    throw AppError.of(400, 'invalidInput', { from: 'The start must be on or before the end' });
  const months: Date[] = [];
  for (let at = new Date(from); at <= to; at.setUTCMonth(at.getUTCMonth() + 1)) months.push(new Date(at));
  if (months.length > FINANCIAL_MAX_MONTHS)
    throw AppError.of(400, 'invalidInput', { to: `At most ${FINANCIAL_MAX_MONTHS} months` });
  const byMonth = new Map<string, MonthRow>();
  // Months that ended over an hour ago never change (the ledger is append-only and entries carry their
  // statement time): they are summed once per process and kept; the rest are summed on every request.
  const settled = Date.now() - SETTLED_AFTER_MS;
  const missing: Date[] = [];
  for (const month of months) {
    const key = `${query.currency}:${monthKey(month)}`;
    const kept = SETTLED_MONTHS.get(key);
    if (kept) byMonth.set(monthKey(month), structuredClone(kept));
    else missing.push(month);
  }
  if (missing.length > 0) {
    const first = missing[0]!;
    const last = missing.at(-1)!;
    const computed = await sumMonths(db, query.currency, first, last);
    for (const month of months) {
      if (month < first || month > last || byMonth.has(monthKey(month))) continue;
      const row = computed.get(monthKey(month)) ?? emptyMonth(monthKey(month));
      byMonth.set(monthKey(month), row);
      const end = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1);
      if (end < settled) {
        if (SETTLED_MONTHS.size >= SETTLED_CACHE_MAX) SETTLED_MONTHS.clear();
        SETTLED_MONTHS.set(`${query.currency}:${monthKey(month)}`, structuredClone(row));
      }
    }
  }
  const list = months.map((month) => byMonth.get(monthKey(month)) ?? emptyMonth(monthKey(month)));
  const sum = (pick: (month: (typeof list)[number]) => number) =>
    list.reduce((total, month) => total + pick(month), 0);
  return {
    currency: query.currency,
    months: list,
    totals: {
      grossMinor: sum((month) => REVENUE_SOURCES.reduce((total, source) => total + month.gross[source], 0)),
      refundsMinor: sum((month) => month.refundsMinor),
      disputesMinor: sum((month) => month.disputesMinor),
      platformFeesMinor: sum((month) => month.platformFeesMinor),
      taxMinor: sum((month) => month.taxMinor),
      payoutsMinor: sum((month) => month.payoutsMinor),
    },
  };
}

/** Digits after the decimal point of a currency (JPY 0, USD 2, …). */
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export const FINANCIAL_CSV_HEADER = [
  'month',
  'currency',
  ...REVENUE_SOURCES.map((source) => `gross_${source}`),
  'gross_total',
  'refunds',
  'disputes',
  'platform_fees',
  'tax',
  'payouts',
];

/** The report as CSV: one row per month and a TOTAL row, amounts in major units (12.34). */
export function financialCsv(report: FinancialReport): string {
  const digits = fractionDigits(report.currency);
  const money = (minor: number) => (minor / 10 ** digits).toFixed(digits);
  const lines = [FINANCIAL_CSV_HEADER.join(',')];
  for (const month of report.months) {
    const gross = REVENUE_SOURCES.map((source) => month.gross[source]);
    lines.push(
      [
        month.month,
        report.currency,
        ...gross.map(money),
        money(gross.reduce((total, value) => total + value, 0)),
        money(month.refundsMinor),
        money(month.disputesMinor),
        money(month.platformFeesMinor),
        money(month.taxMinor),
        money(month.payoutsMinor),
      ].join(','),
    );
  }
  const totals = report.totals;
  lines.push(
    [
      'TOTAL',
      report.currency,
      ...REVENUE_SOURCES.map((source) =>
        money(report.months.reduce((total, month) => total + month.gross[source], 0)),
      ),
      money(totals.grossMinor),
      money(totals.refundsMinor),
      money(totals.disputesMinor),
      money(totals.platformFeesMinor),
      money(totals.taxMinor),
      money(totals.payoutsMinor),
    ].join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
