// Savings over time (spec §3 Savings record): per currency, what each calendar month saved and
// the running total. Amounts of different currencies are never added together.
import type { TSavingsRecord } from '@tendermark/shared';
import dayjs from 'dayjs';

export type SavingsMonth = {
  /** The calendar month in the user's time zone, "2026-03". */
  month: string;
  /** What the auctions that ended in this month saved. */
  amount: number;
  /** What was saved up to and including this month. */
  cumulative: number;
};

export type CurrencySavings = {
  currency: string;
  /** How many savings records there are in this currency. */
  recordCount: number;
  total: number;
  /** Every month from the first saving to the last (or to `until`), gaps filled with 0. */
  months: SavingsMonth[];
};

const MONTH_FORMAT = 'YYYY-MM';

/** Sums of money are kept to cents, so that 0.1 + 0.2 shows as 0.30 and compares as such. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = dayjs(`${first}-01`); month.format(MONTH_FORMAT) <= last;) {
    months.push(month.format(MONTH_FORMAT));
    month = month.add(1, 'month');
  }
  return months;
}

/**
 * Groups savings records by currency and calendar month and adds them up. Currencies come first
 * by how many records they have (then by code), so the first is the one the user saves in most.
 * With `until` (a date), the months continue to its month, so that the line reaches today.
 */
export function savingsByMonth(
  records: readonly TSavingsRecord[],
  { until }: { until?: Date } = {},
): CurrencySavings[] {
  const byCurrency = new Map<string, Map<string, number>>();
  const recordCounts = new Map<string, number>();
  for (const record of records) {
    const date = dayjs(record.date);
    if (!date.isValid()) continue;
    const currency = record.currency.toUpperCase();
    const months = byCurrency.get(currency) ?? new Map<string, number>();
    const month = date.format(MONTH_FORMAT);
    months.set(month, (months.get(month) ?? 0) + record.amount);
    byCurrency.set(currency, months);
    recordCounts.set(currency, (recordCounts.get(currency) ?? 0) + 1);
  }

  const untilMonth = until ? dayjs(until).format(MONTH_FORMAT) : null;
  const result = [...byCurrency].map(([currency, amounts]): CurrencySavings => {
    const recorded = [...amounts.keys()].sort();
    const lastRecorded = recorded.at(-1)!;
    const last = untilMonth && untilMonth > lastRecorded ? untilMonth : lastRecorded;
    let cumulative = 0;
    const months = monthsBetween(recorded[0]!, last).map((month) => {
      const amount = toCents(amounts.get(month) ?? 0);
      cumulative = toCents(cumulative + amount);
      return { month, amount, cumulative };
    });
    return { currency, recordCount: recordCounts.get(currency)!, total: cumulative, months };
  });
  return result.sort(
    (a, b) => b.recordCount - a.recordCount || a.currency.localeCompare(b.currency),
  );
}

/** "Mar 2026" for a month key of savingsByMonth. */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format('MMM YYYY');
}
