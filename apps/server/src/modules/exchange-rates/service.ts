/** Exchange rates: import of reference rates and conversion between any two currencies via EUR. */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { Messages, round2 } from '@tendermark/shared';
import type { Database, DbExecutor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { parseEcbReferenceRates, type EcbDay } from './ecb-xml.ts';

const EURO = 'EUR';
/** Upper bound of rows per INSERT so a long history stays within parameter limits. */
const INSERT_BATCH_SIZE = 1000;

/**
 * Stores the rates of the given days. `replace` overwrites rates already stored for a day
 * (an import), otherwise existing rows win (the start-up seed).
 */
export async function storeRates(
  db: DbExecutor,
  days: readonly EcbDay[],
  { replace }: { replace: boolean },
): Promise<number> {
  const rows = days.flatMap((day) =>
    day.rates.map((rate) => ({ currency: rate.currency, rateDate: day.date, perEur: rate.perEur })),
  );
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    const insert = db.insert(exchangeRates).values(rows.slice(start, start + INSERT_BATCH_SIZE));
    await (replace
      ? insert.onConflictDoUpdate({
          target: [exchangeRates.currency, exchangeRates.rateDate],
          set: { perEur: sql`excluded.per_eur` },
        })
      : insert.onConflictDoNothing());
  }
  return rows.length;
}

/** Imports an ECB reference-rate XML document; replies with its newest day and the rows stored. */
export async function importEcbReferenceRates(
  db: Database,
  xml: string,
): Promise<{ date: string; count: number }> {
  const days = parseEcbReferenceRates(xml);
  if (days.length === 0) throw badRequest(Messages.invalidExchangeRates, 'invalid_exchange_rates');
  const count = await db.transaction((tx) => storeRates(tx, days, { replace: true }));
  const date =
    days
      .map((day) => day.date)
      .sort()
      .at(-1) ?? '';
  return { date, count };
}

export type RateUsed = { perEur: number; rateDate: string | null };

/** The newest rate of a currency on or before a day (`YYYY-MM-DD`; EUR is always 1). */
export async function rateOn(
  db: DbExecutor,
  currency: string,
  day: string,
): Promise<RateUsed | undefined> {
  if (currency === EURO) return { perEur: 1, rateDate: null };
  const [row] = await db
    .select({ perEur: exchangeRates.perEur, rateDate: exchangeRates.rateDate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.rateDate, day)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row;
}

export type Conversion = { amount: number; rateDate: string | null };

/**
 * Converts an amount between two currencies through EUR with the newest rates on or before `on`,
 * rounded to 2 decimals. rateDate is the date of the older rate used (null when nothing was
 * converted); undefined when a rate is missing.
 */
export async function convertAmount(
  db: DbExecutor,
  { amount, from, to, on }: { amount: number; from: string; to: string; on: Date },
): Promise<Conversion | undefined> {
  const source = from.toUpperCase();
  const target = to.toUpperCase();
  if (source === target) return { amount: round2(amount), rateDate: null };
  const day = on.toISOString().slice(0, 10);
  const sourceRate = await rateOn(db, source, day);
  const targetRate = await rateOn(db, target, day);
  if (!sourceRate || !targetRate) return undefined;
  const dates = [sourceRate.rateDate, targetRate.rateDate].filter((date) => date !== null);
  return {
    amount: round2((amount / sourceRate.perEur) * targetRate.perEur),
    rateDate: dates.sort()[0] ?? null,
  };
}
