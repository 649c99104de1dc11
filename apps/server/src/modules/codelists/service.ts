/** Reads the code lists in the shapes of spec §3, sorted the way pickers show them. */
import { asc, eq } from 'drizzle-orm';
import {
  SupplierInvitationStatusList,
  TenderStatusList,
  UnitsOfTenderCriterion,
  type CodeListName,
  type TCodeList,
  type TSubdivision,
} from '@tendermark/shared';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  countries,
  currencies,
  industries,
  regions,
  unitsOfMeasurement,
  wikiCategories,
} from '../../db/schema/index.ts';
import { sharedReply } from '../../lib/reply-serializer.ts';
import { cachedFor } from './cache.ts';

/** Names compare as an English reader expects ("Åland Islands" next to "Albania"). */
const byName = new Intl.Collator('en', { sensitivity: 'base' });
/** Codes in code-point order on every database collation ("31-33" before "311"). */
const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/**
 * Stored lists change only when seeding adds rows or an admin edits one, so each node reuses a
 * loaded list for a minute (clients cache them for an hour anyway).
 */
export const CODE_LIST_CACHE_MS = 60_000;

export type CodeListLoaders = { [Name in CodeListName]: () => Promise<TCodeList<Name>> };

export function createCodeListLoaders(db: Database, clock: Clock): CodeListLoaders {
  // A held list goes to every caller as it is: frozen, and serialised once per route (sharedReply).
  const cached = <T extends object>(load: () => PromiseLike<T>) =>
    cachedFor(async () => sharedReply(await load()), CODE_LIST_CACHE_MS, clock);
  return {
    Currency: cached(async () => {
      const rows = await db
        .select({
          id: currencies.id,
          name: currencies.name,
          symbol: currencies.symbol,
          code: currencies.code,
        })
        .from(currencies);
      return rows.sort(byCode);
    }),
    UnitOfMeasurement: cached(async () => {
      const units = await db.select().from(unitsOfMeasurement);
      return units
        .sort((a, b) => a.sortOrder - b.sortOrder || byName.compare(a.name, b.name))
        .map(({ id, name, code, symbol }) => ({ id, name, code, symbol }));
    }),
    Industry: cached(async () => {
      const rows = await db
        .select({
          id: industries.id,
          name: industries.name,
          display: industries.display,
          code: industries.code,
        })
        .from(industries);
      return rows.sort(byCode);
    }),
    UnitOfTenderCriterion: async () => [...UnitsOfTenderCriterion],
    Country: cached(async () => {
      const rows = await db.select().from(countries);
      return rows.sort((a, b) => byName.compare(a.name, b.name));
    }),
    SupplierInvitationStatus: async () => [...SupplierInvitationStatusList],
    TenderStatus: async () => [...TenderStatusList],
    // Not cached: an admin edits the wiki categories and sees the change at once.
    tWikiCategory: async () =>
      db
        .select({ id: wikiCategories.id, name: wikiCategories.name })
        .from(wikiCategories)
        .orderBy(asc(wikiCategories.sortOrder), asc(wikiCategories.id)),
    CanadaProvince: cached(() => listSubdivisions(db, 'CA')),
    USState: cached(() => listSubdivisions(db, 'US')),
  };
}

async function listSubdivisions(db: Database, countryCode: string): Promise<TSubdivision[]> {
  const rows = await db
    .select({ id: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.countryCode, countryCode));
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}
