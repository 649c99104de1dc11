/** Checks that chosen code-list entries (country, currency, industries) exist, with the spec's messages. */
import { eq, inArray } from 'drizzle-orm';
import { Messages } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { countries, currencies, industries } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

const invalid = (message: string) => badRequest(message, 'validation_error');

/** "Please select a country" for a country that is not in the list or is banned. */
export async function assertCountry(db: DbExecutor, countryId: number): Promise<void> {
  const [country] = await db
    .select({ banned: countries.banned })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country || country.banned) throw invalid(Messages.selectCountry);
}

/** "Please select an item" for a currency code that is not in the list. */
export async function assertCurrency(db: DbExecutor, code: string): Promise<void> {
  const [currency] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (!currency) throw invalid(Messages.selectItem);
}

/** "Please select an item" when one of the industries is not in the list. */
export async function assertIndustries(db: DbExecutor, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: industries.id })
    .from(industries)
    .where(inArray(industries.id, unique));
  if (found.length !== unique.length) throw invalid(Messages.selectItem);
}
