/**
 * Search (spec §7 Search and contacts): the two-step protocol. A search (SearchInAuctions,
 * SearchInGovAuctions, SearchInCompanies) answers the ordered ids of every match, up to
 * SEARCH_RESULT_LIMIT; GetInfo…FromSearch answers the rows of one page of those ids.
 */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';
import { zKeywordFilter } from '../common/validators.ts';
import { AUCTION_FORMATS } from '../auction/formats.ts';
import { MAX_AMOUNT, zText } from '../tenders/schemas.ts';

/** The most ids a search answers; the list says when there were more. */
export const SEARCH_RESULT_LIMIT = 1000;
/** The most entries the map shows (spec §9: "the map shows a top limit of entries"). */
export const MAP_ENTRY_LIMIT = 200;
export const SEARCH_MAX_PAGE_SIZE = 100;
export const DEFAULT_SEARCH_PAGE_SIZE = 10;

export const TenderSearchColumns = ['relevance', 'name', 'value', 'deadline', 'published'] as const;
export type TTenderSearchColumn = (typeof TenderSearchColumns)[number];
export const CompanySearchColumns = ['relevance', 'name'] as const;

const zCountryIds = z.array(z.coerce.number().int().min(1).max(100_000)).max(300).default([]);
const zOptionalValue = z.coerce.number().finite().min(0).max(MAX_AMOUNT).nullable().optional();
const zOrder = z.enum(['asc', 'desc']).default('desc');
/** The currency values are given and shown in; the user's default currency when left out. */
export const zCurrencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase())
  .optional();

/**
 * SearchInAuctions and SearchInGovAuctions. The groups say where the keywords are looked for: the
 * auction itself (title, keywords, descriptions, items), its delivery place, its buyer; none
 * checked means all. Values are in `currency` (the user's currency when left out).
 */
/** Keywords of a tender search: none lists every match newest first; else at least 2 characters. */
const zTenderKeywords = z
  .string()
  .trim()
  .max(200)
  .refine((text) => text === '' || text.length >= Constants.keywordMinLength, {
    error: Messages.minLength2,
  })
  .default('');

export const ZTenderSearch = z
  .object({
    keywords: zTenderKeywords,
    countries: zCountryIds,
    minimalExpectedValue: zOptionalValue,
    maximalExpectedValue: zOptionalValue,
    AuctionGroup: z.boolean().default(true),
    DeliveryAddressGroup: z.boolean().default(true),
    BuyerDetailGroup: z.boolean().default(true),
    searchByColumn: z.enum(TenderSearchColumns).default('relevance'),
    order: zOrder,
    currency: zCurrencyCode,
    /** Government tenders: also those whose deadline passed or that were closed (default: open). */
    includeClosed: z.boolean().default(false),
    /**
     * Platform tenders (issue 30): only these auction formats; none means every format. Government
     * tenders have no format and ignore it.
     */
    formats: z.array(z.enum(AUCTION_FORMATS)).max(AUCTION_FORMATS.length).default([]),
  })
  .refine(
    ({ minimalExpectedValue: min, maximalExpectedValue: max }) =>
      min === null || min === undefined || max === null || max === undefined || min <= max,
    { path: ['maximalExpectedValue'], error: Messages.valueRangeReversed },
  );
export type TTenderSearch = z.infer<typeof ZTenderSearch>;
export type TTenderSearchInput = z.input<typeof ZTenderSearch>;

/** SearchInCompanies: searchable companies by name, web and position, country and industry. */
export const ZCompanySearch = z.object({
  keywords: zKeywordFilter.pipe(z.string().max(200)),
  countries: zCountryIds,
  industries: z.array(z.coerce.number().int().min(0).max(100_000)).max(50).default([]),
  searchByColumn: z.enum(CompanySearchColumns).default('relevance'),
  order: zOrder,
});
export type TCompanySearch = z.infer<typeof ZCompanySearch>;

export const ZSearchIds = z.object({
  ids: z.array(z.string()),
  /** Every match, even beyond the ids answered. */
  totalCount: z.number(),
  limited: z.boolean(),
});
export type TSearchIds = z.infer<typeof ZSearchIds>;

/** GetInfo…FromSearch: the rows of page PageNo of the ids a search answered, in their order. */
export const ZSearchPageRequest = z.object({
  ids: z.array(z.uuid()).max(SEARCH_RESULT_LIMIT),
  PageNo: z.coerce.number().int().min(1).max(SEARCH_RESULT_LIMIT).default(1),
  recordsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE_SIZE)
    .default(DEFAULT_SEARCH_PAGE_SIZE),
  currency: zCurrencyCode,
});
export type TSearchPageRequest = z.infer<typeof ZSearchPageRequest>;

const ZCountryRef = z.object({ id: z.number(), code: z.string(), name: z.string() });
const ZPlace = z.object({
  city: z.string().nullable(),
  country: ZCountryRef.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type TPlace = z.infer<typeof ZPlace>;

const ZMoneyInUserCurrency = {
  /** The value in the user's currency (null when no exchange rate is known). */
  valueInUserCurrency: z.number().nullable(),
  userCurrency: z.string(),
};

/** A public tender found by SearchInAuctions (or listed by LatestPublicTenders). */
export const ZPublicTenderRow = z.object({
  id: z.string(),
  name: z.string(),
  keywords: z.string(),
  currency: z.string(),
  totalExpectedPrice: z.number(),
  ...ZMoneyInUserCurrency,
  tenderStatus: z.number(),
  proposalEndDate: z.string(),
  startDate: z.string(),
  createdDate: z.string(),
  industries: z.array(z.number()),
  buyerCompanyName: z.string().nullable(),
  delivery: ZPlace.nullable(),
  mainPictureUrl: z.string().nullable(),
  /** How the auction runs (issue 30); absent from older servers: the open auction. */
  auctionFormat: z.enum(AUCTION_FORMATS).optional(),
});
export type TPublicTenderRow = z.infer<typeof ZPublicTenderRow>;

export const ZGovClassification = z.object({
  scheme: z.string().nullable(),
  id: z.string().nullable(),
  description: z.string().nullable(),
});
export type TGovClassification = z.infer<typeof ZGovClassification>;

/** A government tender (an imported OCDS release) found by SearchInGovAuctions. */
export const ZGovTenderRow = z.object({
  id: z.string(),
  ocid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  buyerName: z.string().nullable(),
  buyerAddress: z.string().nullable(),
  country: ZCountryRef.nullable(),
  valueAmount: z.number().nullable(),
  valueCurrency: z.string().nullable(),
  ...ZMoneyInUserCurrency,
  tenderEndDate: z.string().nullable(),
  releaseDate: z.string().nullable(),
  status: z.string().nullable(),
  classifications: z.array(ZGovClassification),
  sourceUrl: z.string().nullable(),
  publisher: z.string(),
  license: z.string().nullable(),
  /** Where the tender is delivered (else where its buyer is), from a gazetteer; null if unknown. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type TGovTenderRow = z.infer<typeof ZGovTenderRow>;

/** An item of a government tender's notice, as its publisher describes it. */
export const ZGovNoticeItem = z.object({
  description: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  classification: z.string().nullable(),
});
export type TGovNoticeItem = z.infer<typeof ZGovNoticeItem>;

/** An award of a government tender: to whom, how much, in which state (OCDS awards). */
export const ZGovNoticeAward = z.object({
  id: z.string().nullable(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  date: z.string().nullable(),
  valueAmount: z.number().nullable(),
  valueCurrency: z.string().nullable(),
  suppliers: z.array(z.string()),
});
export type TGovNoticeAward = z.infer<typeof ZGovNoticeAward>;

/** A document of a government tender's notice (the notice itself, specifications, forms…). */
export const ZGovNoticeDocument = z.object({
  title: z.string().nullable(),
  url: z.string(),
  documentType: z.string().nullable(),
  datePublished: z.string().nullable(),
});
export type TGovNoticeDocument = z.infer<typeof ZGovNoticeDocument>;

/** GetGovTenderNotice: the notice of one government tender, for people to read. */
export const ZGovTenderNotice = ZGovTenderRow.extend({
  deliveryPlace: z.string().nullable(),
  tenderStartDate: z.string().nullable(),
  procurementMethod: z.string().nullable(),
  items: z.array(ZGovNoticeItem),
  documents: z.array(ZGovNoticeDocument),
  /** Its awards, as the release states them (none while it is open). */
  awards: z.array(ZGovNoticeAward).optional(),
});
export type TGovTenderNotice = z.infer<typeof ZGovTenderNotice>;

/** A searchable supplier company found by SearchInCompanies. */
export const ZCompanyRow = z.object({
  id: z.string(),
  name: z.string(),
  web: z.string().nullable(),
  industries: z.array(z.number()),
  place: ZPlace.nullable(),
  /** A searchable user of the company, to add to the contacts. */
  contactUserName: z.string().nullable(),
  isInContacts: z.boolean(),
});
export type TCompanyRow = z.infer<typeof ZCompanyRow>;

export const ZSearchPage = <T extends z.ZodType>(row: T) =>
  z.object({
    items: z.array(row),
    totalCount: z.number(),
    pageNo: z.number(),
    recordsPerPage: z.number(),
  });

/** What a saved search keeps: the search form of its kind. */
export const ZSavedSearchCriteria = ZTenderSearch;
export type TSavedSearchCriteria = TTenderSearchInput;

export const SavedSearchKinds = ['auctions', 'gov'] as const;
export const ZSaveSearchBody = z.object({
  kind: z.enum(SavedSearchKinds),
  name: zText(120, { required: true }),
  criteria: ZSavedSearchCriteria,
});
export type TSaveSearchBody = z.infer<typeof ZSaveSearchBody>;

export const ZSavedSearch = z.object({
  id: z.string(),
  kind: z.enum(SavedSearchKinds),
  name: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/**
 * GetPublicTenderOverview: what anyone (no login needed) may see of a public tender that has been
 * published: the row of the search plus its items, criteria and must-have conditions. Never the
 * suppliers or their bids.
 */
export const ZPublicTenderOverview = ZPublicTenderRow.extend({
  endDate: z.string(),
  duration: z.number(),
  isVatIncluded: z.boolean(),
  items: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable(),
      quantity: z.number(),
      unitName: z.string(),
      unitPrice: z.number(),
    }),
  ),
  criteria: z.array(
    z.object({
      name: z.string(),
      unitName: z.string(),
      weightPercent: z.number(),
      highestWins: z.boolean(),
    }),
  ),
  mustHaveConditions: z.array(z.string()),
  totalActiveBidders: z.number(),
  /** For a signed-in viewer: their participation status (null: none), and whether they own it. */
  viewer: z.object({ supplierStatus: z.number().nullable(), isOwner: z.boolean() }).nullable(),
});
export type TPublicTenderOverview = z.infer<typeof ZPublicTenderOverview>;
