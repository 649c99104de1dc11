import { describe, expect, it } from 'vitest';
import { stateFromSavedSearch } from './saved-search-state.ts';
import { defaultSearchState } from './search-state.ts';

const saved = (kind: 'auctions' | 'gov', criteria: Record<string, unknown>) => ({
  id: 's-1',
  kind,
  name: 'Chairs',
  criteria,
  createdDate: '2030-01-01T00:00:00.000Z',
});

describe('running a saved search again', () => {
  it('restores the search of its kind', () => {
    expect(
      stateFromSavedSearch(
        saved('gov', {
          keywords: 'roads',
          countries: [77],
          maximalExpectedValue: 5000,
          DeliveryAddressGroup: false,
          searchByColumn: 'deadline',
          order: 'asc',
          currency: 'GBP',
        }),
      ),
    ).toEqual({
      ...defaultSearchState,
      tab: 'gov',
      keywords: 'roads',
      countries: [77],
      maxValue: 5000,
      currency: 'GBP',
      groups: { auction: true, delivery: false, buyer: true },
      sort: 'deadline',
      order: 'asc',
    });
  });

  it('restores a government search that included closed tenders', () => {
    expect(
      stateFromSavedSearch(saved('gov', { keywords: 'roads', includeClosed: true })),
    ).toMatchObject({ tab: 'gov', keywords: 'roads', includeClosed: true });
    expect(
      stateFromSavedSearch(saved('auctions', { keywords: 'roads', includeClosed: true })),
    ).toMatchObject({ includeClosed: false });
  });

  it('keeps the keywords of criteria the contract no longer accepts', () => {
    expect(
      stateFromSavedSearch(saved('auctions', { keywords: 'chairs', order: 'sideways' })),
    ).toEqual({ ...defaultSearchState, keywords: 'chairs' });
  });
});
