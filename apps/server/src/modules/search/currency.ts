/**
 * Values in search: filters and rows are in the viewer's currency (the one asked for, else their
 * default, else USD); stored values are compared in EUR through the newest reference rates.
 */
import { desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { Constants, Messages, round2, type TTenderSearch } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { exchangeRates, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

const EURO = 'EUR';

/** Units of `currency` per EUR, by the newest rate, as SQL (null when none is stored). */
export const perEurOf = (currency: SQL): SQL<number | null> =>
  sql`(case when ${currency} = ${EURO} then 1 else (
    select ${exchangeRates.perEur} from ${exchangeRates}
    where ${exchangeRates.currency} = ${currency}
    order by ${exchangeRates.rateDate} desc limit 1
  ) end)::float8`;

export type ViewerCurrency = {
  code: string;
  perEur: number;
  /** An amount in EUR in this currency, rounded to cents; null stays null. */
  fromEur(amount: number | null): number | null;
  /** An amount in this currency in EUR (for comparing with stored EUR values). */
  toEur(amount: number): number;
};

async function defaultCurrencyOf(ctx: AppContext, userId: string | undefined) {
  if (!userId) return Constants.defaultCurrency;
  const [user] = await ctx.db
    .select({ currency: users.defaultCurrency })
    .from(users)
    .where(eq(users.id, userId));
  return user?.currency ?? Constants.defaultCurrency;
}

/** The viewer's currency and its newest rate; an unknown currency is a 400. */
export async function viewerCurrency(
  ctx: AppContext,
  { asked, userId }: { asked?: string; userId?: string },
): Promise<ViewerCurrency> {
  const code = asked ?? (await defaultCurrencyOf(ctx, userId));
  const perEur = code === EURO ? 1 : await newestPerEur(ctx, code);
  if (perEur === undefined) throw badRequest(Messages.unknownCurrency);
  return {
    code,
    perEur,
    fromEur: (amount) => (amount === null ? null : round2(amount * perEur)),
    toEur: (amount) => amount / perEur,
  };
}

async function newestPerEur(ctx: AppContext, currency: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ perEur: exchangeRates.perEur })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row?.perEur;
}

/** The value filters on an amount in EUR; a row without a known value fails any value filter. */
export function valueConditions(
  amountInEur: SQL,
  search: Pick<TTenderSearch, 'minimalExpectedValue' | 'maximalExpectedValue'>,
  currency: ViewerCurrency,
): Array<SQL | undefined> {
  const { minimalExpectedValue: min, maximalExpectedValue: max } = search;
  return [
    min === null || min === undefined ? undefined : gte(amountInEur, currency.toEur(min)),
    max === null || max === undefined ? undefined : lte(amountInEur, currency.toEur(max)),
  ];
}
