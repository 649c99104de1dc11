/** Reply contracts of the code list calls (spec §3 Code lists, §7 GET /api/codelist/…). */
import { z } from 'zod';

export const ZIdName = z.object({ id: z.number(), name: z.string() });
export type TIdName = z.infer<typeof ZIdName>;

export const ZCurrency = z.object({
  id: z.number(),
  name: z.string(),
  symbol: z.string(),
  /** ISO 4217, e.g. "USD". */
  code: z.string(),
});
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZUnitOfMeasurement = z.object({
  id: z.number(),
  name: z.string(),
  /** UN/CEFACT Recommendation 20 common code, e.g. "KGM". */
  code: z.string(),
  symbol: z.string().nullable(),
});
export type TUnitOfMeasurement = z.infer<typeof ZUnitOfMeasurement>;

export const ZIndustry = z.object({
  id: z.number(),
  name: z.string(),
  /** Code and name for pickers, e.g. "31-33 Manufacturing". */
  display: z.string(),
  /** NAICS 2017 sector or subsector code. */
  code: z.string(),
});
export type TIndustry = z.infer<typeof ZIndustry>;

export const ZCountry = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  code: z.string(),
  capital: z.string().nullable(),
  /** Continent, e.g. "Europe". */
  region: z.string().nullable(),
  /** Users from banned countries may not trade (sanctions). */
  banned: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;

/** A US state or Canadian province; the id is its postal code, e.g. "TX". */
export const ZSubdivision = z.object({ id: z.string(), name: z.string() });
export type TSubdivision = z.infer<typeof ZSubdivision>;

/** The reply of each GET /api/codelist/{name} call. */
export const CodeListReplies = {
  Currency: z.array(ZCurrency),
  UnitOfMeasurement: z.array(ZUnitOfMeasurement),
  Industry: z.array(ZIndustry),
  UnitOfTenderCriterion: z.array(ZIdName),
  Country: z.array(ZCountry),
  SupplierInvitationStatus: z.array(ZIdName),
  TenderStatus: z.array(ZIdName),
  tWikiCategory: z.array(ZIdName),
  CanadaProvince: z.array(ZSubdivision),
  USState: z.array(ZSubdivision),
} as const;
export type CodeListName = keyof typeof CodeListReplies;
export type TCodeList<Name extends CodeListName> = z.infer<(typeof CodeListReplies)[Name]>;
