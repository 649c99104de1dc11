// The public search as it lives in the URL (?tab=&q=&countries=…), so that back/forward, reload and
// a shared link keep it; and the request bodies of the three searches built from it.
import {
  AUCTION_FORMATS,
  CompanySearchColumns,
  Constants,
  TenderSearchColumns,
  type AuctionFormat,
  type TCompanySearch,
  type TTenderSearchColumn,
  type TTenderSearchInput,
} from '@tendermark/shared';

export const SearchTabs = ['auctions', 'gov', 'suppliers'] as const;
export type SearchTab = (typeof SearchTabs)[number];
export type SortOrder = 'asc' | 'desc';

/** Where the keywords are looked for in a tender search; none checked means everywhere. */
export type KeywordGroups = { auction: boolean; delivery: boolean; buyer: boolean };
const GROUP_NAMES = ['auction', 'delivery', 'buyer'] as const;

export type SearchState = {
  tab: SearchTab;
  keywords: string;
  /** Country code-list ids. */
  countries: number[];
  /** Industry code-list ids (supplier search only). */
  industries: number[];
  minValue: number | null;
  maxValue: number | null;
  /** The currency of the value range and of the converted values; null: the user's currency. */
  currency: string | null;
  groups: KeywordGroups;
  sort: TTenderSearchColumn;
  order: SortOrder;
  page: number;
  /** Government tenders: closed ones too (by default only those open for offers). */
  includeClosed: boolean;
  /** Platform auctions: only these formats (none: every format). */
  formats: AuctionFormat[];
};

export const defaultSearchState: SearchState = {
  tab: 'auctions',
  keywords: '',
  countries: [],
  industries: [],
  minValue: null,
  maxValue: null,
  currency: null,
  groups: { auction: true, delivery: true, buyer: true },
  sort: 'relevance',
  order: 'desc',
  page: 1,
  includeClosed: false,
  formats: [],
};

const MAX_IDS = 300;

function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id >= 1 && id <= 100_000);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

function parseAmount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function parseGroups(value: string | null): KeywordGroups {
  const listed = new Set(value?.split(',') ?? []);
  const groups = {
    auction: listed.has('auction'),
    delivery: listed.has('delivery'),
    buyer: listed.has('buyer'),
  };
  const noneChecked = !groups.auction && !groups.delivery && !groups.buyer;
  return value === null || noneChecked ? { ...defaultSearchState.groups } : groups;
}

const isOneOf = <Value extends string>(list: readonly Value[], value: string | null) =>
  value !== null && (list as readonly string[]).includes(value);

/** The formats named in the URL, in the formats' own order; unknown names are dropped. */
function parseFormats(value: string | null): AuctionFormat[] {
  const listed = new Set(value?.split(',') ?? []);
  return AUCTION_FORMATS.filter((format) => listed.has(format));
}

export function readSearchState(params: URLSearchParams): SearchState {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const order = params.get('order');
  const currency = params.get('currency')?.toUpperCase() ?? null;
  const page = Number(params.get('page'));
  return {
    tab: isOneOf(SearchTabs, tab) ? (tab as SearchTab) : defaultSearchState.tab,
    keywords: params.get('q')?.trim().slice(0, 200) ?? '',
    countries: parseIds(params.get('countries')),
    industries: parseIds(params.get('industries')),
    minValue: parseAmount(params.get('min')),
    maxValue: parseAmount(params.get('max')),
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    groups: parseGroups(params.get('in')),
    sort: isOneOf(TenderSearchColumns, sort)
      ? (sort as TTenderSearchColumn)
      : defaultSearchState.sort,
    order: order === 'asc' || order === 'desc' ? order : defaultSearchState.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    includeClosed: params.get('closed') === '1',
    formats: parseFormats(params.get('formats')),
  };
}

/** The URL parameters of a search; values equal to the defaults are left out. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== defaultSearchState.tab) params.set('tab', state.tab);
  if (state.keywords.trim()) params.set('q', state.keywords.trim());
  if (state.countries.length) params.set('countries', state.countries.join(','));
  if (state.industries.length) params.set('industries', state.industries.join(','));
  if (state.minValue !== null) params.set('min', String(state.minValue));
  if (state.maxValue !== null) params.set('max', String(state.maxValue));
  if (state.currency) params.set('currency', state.currency);
  const groups = GROUP_NAMES.filter((name) => state.groups[name]);
  if (groups.length > 0 && groups.length < GROUP_NAMES.length) params.set('in', groups.join(','));
  if (state.sort !== defaultSearchState.sort) params.set('sort', state.sort);
  if (state.order !== defaultSearchState.order) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.includeClosed) params.set('closed', '1');
  if (state.formats.length) params.set('formats', state.formats.join(','));
  return params;
}

/**
 * A search runs once it has keywords of the minimal length (spec §5); the tender searches also
 * without any, listing what is open newest first (issue 27: a visitor browses before typing).
 */
export function isRunnable(state: SearchState): boolean {
  const length = state.keywords.trim().length;
  return length >= Constants.keywordMinLength || (length === 0 && state.tab !== 'suppliers');
}

/** A tender search without keywords: it lists rather than searches. */
export function isBrowsing(state: SearchState): boolean {
  return state.tab !== 'suppliers' && state.keywords.trim() === '';
}

/** The supplier search sorts by relevance or name only. */
export function companySortOf(state: SearchState): TCompanySearch['searchByColumn'] {
  return isOneOf(CompanySearchColumns, state.sort)
    ? (state.sort as TCompanySearch['searchByColumn'])
    : 'relevance';
}

/** The body of SearchInAuctions and SearchInGovAuctions. */
export function tenderSearchBody(state: SearchState): TTenderSearchInput {
  return {
    keywords: state.keywords.trim(),
    countries: state.countries,
    minimalExpectedValue: state.minValue,
    maximalExpectedValue: state.maxValue,
    AuctionGroup: state.groups.auction,
    DeliveryAddressGroup: state.groups.delivery,
    BuyerDetailGroup: state.groups.buyer,
    searchByColumn: state.sort,
    order: state.order,
    ...(state.currency ? { currency: state.currency } : {}),
    ...(state.tab === 'gov' && state.includeClosed ? { includeClosed: true } : {}),
    // Government tenders have no format.
    ...(state.tab === 'auctions' && state.formats.length ? { formats: state.formats } : {}),
  };
}

/** The body of SearchInCompanies. */
export function companySearchBody(state: SearchState): TCompanySearch {
  return {
    keywords: state.keywords.trim(),
    countries: state.countries,
    industries: state.industries,
    searchByColumn: companySortOf(state),
    order: state.order,
  };
}

export type SearchBody = TTenderSearchInput | TCompanySearch;

/** The body of the tab's search. */
export function searchBodyOf(state: SearchState): SearchBody {
  return state.tab === 'suppliers' ? companySearchBody(state) : tenderSearchBody(state);
}

/**
 * What identifies the search itself (not its page or order): the search form is laid anew when it
 * changes, so that back and forward show the search they lead to.
 */
export function criteriaKey(state: SearchState): string {
  const params = writeSearchState({ ...state, page: 1, sort: 'relevance', order: 'desc' });
  return params.toString();
}
