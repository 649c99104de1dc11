// The search form's values, to and from the search in the URL, and their rules: the shared search
// contracts (keywords of at least 2 characters, the minimal value at most the maximal one).
import { z } from 'zod';
import { AUCTION_FORMATS, ZCompanySearch, ZTenderSearch } from '@tendermark/shared';
import type { SearchState, SearchTab } from './search-state.ts';

/** Named like the request fields, so that the contract's errors land under the right field. */
export type SearchFormValues = {
  keywords: string;
  countries: string[];
  industries: string[];
  /** A NumberInput's value: '' while empty. */
  minimalExpectedValue: number | string;
  maximalExpectedValue: number | string;
  currency: string | null;
  AuctionGroup: boolean;
  DeliveryAddressGroup: boolean;
  BuyerDetailGroup: boolean;
  /** Auction formats (platform auctions only); none: every format. */
  formats: string[];
};

export function formValuesOf(state: SearchState): SearchFormValues {
  return {
    keywords: state.keywords,
    countries: state.countries.map(String),
    industries: state.industries.map(String),
    minimalExpectedValue: state.minValue ?? '',
    maximalExpectedValue: state.maxValue ?? '',
    currency: state.currency,
    AuctionGroup: state.groups.auction,
    DeliveryAddressGroup: state.groups.delivery,
    BuyerDetailGroup: state.groups.buyer,
    formats: [...state.formats],
  };
}

function amountOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** The submitted form as the search in the URL: its first page, in the order chosen before. */
export function stateFromForm(values: SearchFormValues, previous: SearchState): SearchState {
  return {
    ...previous,
    keywords: values.keywords.trim(),
    countries: values.countries.map(Number),
    industries: values.industries.map(Number),
    minValue: amountOf(values.minimalExpectedValue),
    maxValue: amountOf(values.maximalExpectedValue),
    currency: values.currency || null,
    groups: {
      auction: values.AuctionGroup,
      delivery: values.DeliveryAddressGroup,
      buyer: values.BuyerDetailGroup,
    },
    formats: AUCTION_FORMATS.filter((format) => values.formats.includes(format)),
    page: 1,
  };
}

const tenderFormSchema = z.preprocess((input) => {
  const values = input as SearchFormValues;
  return {
    keywords: values.keywords.trim(),
    countries: values.countries,
    minimalExpectedValue: amountOf(values.minimalExpectedValue),
    maximalExpectedValue: amountOf(values.maximalExpectedValue),
    AuctionGroup: values.AuctionGroup,
    DeliveryAddressGroup: values.DeliveryAddressGroup,
    BuyerDetailGroup: values.BuyerDetailGroup,
    formats: values.formats,
    ...(values.currency ? { currency: values.currency } : {}),
  };
}, ZTenderSearch);

const companyFormSchema = z.preprocess((input) => {
  const values = input as SearchFormValues;
  return {
    keywords: values.keywords.trim(),
    countries: values.countries,
    industries: values.industries,
  };
}, ZCompanySearch);

/** The rules of the tab's search request, checked on the form's values. */
export function searchFormSchema(tab: SearchTab) {
  return tab === 'suppliers' ? companyFormSchema : tenderFormSchema;
}
