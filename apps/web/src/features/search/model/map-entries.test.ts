import { describe, expect, it } from 'vitest';
import { MAP_ENTRY_LIMIT } from '@tendermark/shared';
import {
  companyRowFixture,
  govTenderRowFixture,
  publicTenderRowFixture,
  searchId,
} from '@/test/search-fixtures.ts';
import {
  companyMapEntries,
  govTenderMapEntries,
  limitMapEntries,
  placeLabel,
  tenderMapEntries,
} from './map-entries.ts';

describe('the places on the search map', () => {
  it('places government tenders by their gazetteer point, linking to their notice page', () => {
    const entries = govTenderMapEntries([
      govTenderRowFixture(),
      govTenderRowFixture({ id: searchId(102), lat: null, lng: null }),
    ]);
    expect(entries).toEqual([
      {
        id: searchId(101),
        lat: 51.27,
        lng: 0.52,
        title: 'Road maintenance services',
        place: 'United Kingdom',
        href: `/public/gov-tenders/${searchId(101)}`,
        isExternal: false,
      },
    ]);
  });

  it('places public auctions by their delivery place, linking to the public overview', () => {
    const [entry] = tenderMapEntries([publicTenderRowFixture()]);
    expect(entry).toEqual({
      id: searchId(1),
      lat: 52.52,
      lng: 13.405,
      title: 'Office chairs for Berlin',
      place: 'Berlin, Germany',
      href: `/public/auction-overview/${searchId(1)}`,
      isExternal: false,
    });
  });

  it('leaves out rows without coordinates', () => {
    const rows = [
      publicTenderRowFixture({ delivery: null }),
      publicTenderRowFixture({
        delivery: { city: 'Paris', country: null, lat: null, lng: null },
      }),
    ];
    expect(tenderMapEntries(rows)).toEqual([]);
  });

  it('places suppliers by their location, linking to their web site', () => {
    const [entry] = companyMapEntries([companyRowFixture()]);
    expect(entry).toMatchObject({ href: 'https://acme-chairs.example', isExternal: true });
    expect(companyMapEntries([companyRowFixture({ web: null })])[0]).toMatchObject({
      href: null,
    });
  });

  it('shows at most MAP_ENTRY_LIMIT entries', () => {
    const rows = Array.from({ length: MAP_ENTRY_LIMIT + 5 }, (_, index) =>
      publicTenderRowFixture({ id: searchId(index) }),
    );
    expect(limitMapEntries(tenderMapEntries(rows))).toHaveLength(MAP_ENTRY_LIMIT);
  });

  it('names a place by what it has', () => {
    expect(placeLabel(null)).toBe('');
    expect(placeLabel({ city: ' ', country: null, lat: null, lng: null })).toBe('');
    expect(
      placeLabel({ city: null, country: { id: 1, code: 'FR', name: 'France' }, lat: 1, lng: 2 }),
    ).toBe('France');
  });
});
