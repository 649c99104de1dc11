// A saved search back as a search in the URL: its criteria are a tender search of its kind.
import { ZTenderSearch, type TSavedSearch } from '@tendermark/shared';
import { defaultSearchState, type SearchState } from './search-state.ts';

/** The search a saved search stands for; criteria the contract no longer accepts keep what they can. */
export function stateFromSavedSearch(saved: TSavedSearch): SearchState {
  const tab = saved.kind === 'gov' ? 'gov' : 'auctions';
  const parsed = ZTenderSearch.safeParse(saved.criteria);
  if (!parsed.success) {
    const keywords = saved.criteria.keywords;
    return { ...defaultSearchState, tab, keywords: typeof keywords === 'string' ? keywords : '' };
  }
  const criteria = parsed.data;
  return {
    ...defaultSearchState,
    tab,
    keywords: criteria.keywords,
    countries: criteria.countries,
    minValue: criteria.minimalExpectedValue ?? null,
    maxValue: criteria.maximalExpectedValue ?? null,
    currency: criteria.currency ?? null,
    groups: {
      auction: criteria.AuctionGroup,
      delivery: criteria.DeliveryAddressGroup,
      buyer: criteria.BuyerDetailGroup,
    },
    sort: criteria.searchByColumn,
    order: criteria.order,
    includeClosed: tab === 'gov' && criteria.includeClosed,
    formats: tab === 'auctions' ? criteria.formats : [],
  };
}
