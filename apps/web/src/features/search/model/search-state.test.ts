import { describe, expect, it } from 'vitest';
import {
  companySearchBody,
  criteriaKey,
  defaultSearchState,
  isRunnable,
  readSearchState,
  tenderSearchBody,
  writeSearchState,
  type SearchState,
} from './search-state.ts';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('the search in the URL', () => {
  it('reads an empty query as the default search of public auctions', () => {
    expect(read('')).toEqual(defaultSearchState);
  });

  it('round-trips every part of a search', () => {
    const state: SearchState = {
      tab: 'gov',
      keywords: 'road works',
      countries: [58, 77],
      industries: [],
      minValue: 1000,
      maxValue: 250000.5,
      currency: 'EUR',
      groups: { auction: true, delivery: false, buyer: true },
      sort: 'deadline',
      order: 'asc',
      page: 3,
      includeClosed: true,
      formats: ['dutch', 'sealed'],
    };
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeSearchState({ ...defaultSearchState, keywords: 'chairs' }).toString()).toBe(
      'q=chairs',
    );
  });

  it('drops values it does not know instead of failing', () => {
    const state = read(
      'tab=films&countries=1,x,-3,1&min=-5&max=abc&currency=euro&sort=price&order=up&page=0',
    );
    expect(state).toMatchObject({
      tab: 'auctions',
      countries: [1],
      minValue: null,
      maxValue: null,
      currency: null,
      sort: 'relevance',
      order: 'desc',
      page: 1,
    });
  });

  it('treats no keyword group, like all groups, as everywhere', () => {
    expect(read('in=').groups).toEqual({ auction: true, delivery: true, buyer: true });
    expect(read('in=delivery').groups).toEqual({ auction: false, delivery: true, buyer: false });
  });

  it('runs a search only with keywords of at least 2 characters', () => {
    expect(isRunnable(read('q=a'))).toBe(false);
    expect(isRunnable(read('q=%20a%20'))).toBe(false);
    expect(isRunnable(read('q=ab'))).toBe(true);
  });

  it('lists the open tenders without keywords, but searches suppliers only with some', () => {
    expect(isRunnable(read(''))).toBe(true);
    expect(isRunnable(read('tab=gov'))).toBe(true);
    expect(isRunnable(read('tab=suppliers'))).toBe(false);
  });

  it('reads the auction formats in their own order, dropping unknown ones', () => {
    expect(read('formats=sealed,vickrey,english').formats).toEqual(['english', 'sealed']);
    expect(read('formats=').formats).toEqual([]);
  });

  it('asks for auction formats in the platform search only, and only when some are chosen', () => {
    expect(tenderSearchBody(read('formats=sealed'))).toMatchObject({ formats: ['sealed'] });
    expect(tenderSearchBody(read(''))).not.toHaveProperty('formats');
    expect(tenderSearchBody(read('tab=gov&formats=sealed'))).not.toHaveProperty('formats');
  });

  it('asks for closed government tenders only when the switch is on, and only there', () => {
    expect(tenderSearchBody(read('tab=gov'))).not.toHaveProperty('includeClosed');
    expect(tenderSearchBody(read('tab=gov&closed=1'))).toMatchObject({ includeClosed: true });
    expect(tenderSearchBody(read('closed=1'))).not.toHaveProperty('includeClosed');
  });

  it('builds the tender search body with the groups and the chosen currency', () => {
    expect(tenderSearchBody(read('q=chairs&min=10&in=auction,buyer&currency=usd'))).toEqual({
      keywords: 'chairs',
      countries: [],
      minimalExpectedValue: 10,
      maximalExpectedValue: null,
      AuctionGroup: true,
      DeliveryAddressGroup: false,
      BuyerDetailGroup: true,
      searchByColumn: 'relevance',
      order: 'desc',
      currency: 'USD',
    });
  });

  it('sorts a supplier search by relevance when the column is one only tenders have', () => {
    expect(companySearchBody(read('tab=suppliers&q=acme&sort=value&industries=3'))).toEqual({
      keywords: 'acme',
      countries: [],
      industries: [3],
      searchByColumn: 'relevance',
      order: 'desc',
    });
  });

  it('keys the criteria apart from the page and the order', () => {
    expect(criteriaKey(read('q=chairs&page=4&sort=name'))).toBe(criteriaKey(read('q=chairs')));
    expect(criteriaKey(read('q=chairs&tab=gov'))).not.toBe(criteriaKey(read('q=chairs')));
  });
});
