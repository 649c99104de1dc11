import { describe, expect, it } from 'vitest';
import { MAP_ENTRY_LIMIT, SEARCH_MAX_PAGE_SIZE } from '@tendermark/shared';
import { mapIdsOf, mapPageNumbers, pageCountOf, pageIdsOf } from './search-paging.ts';

const ids = Array.from({ length: 25 }, (_, index) => `id-${index + 1}`);

describe('paging through the ids of a search', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(25, 10)).toBe(3);
  });

  it('takes the ids of a page in the search order', () => {
    expect(pageIdsOf(ids, 1, 10)).toEqual(ids.slice(0, 10));
    expect(pageIdsOf(ids, 3, 10)).toEqual(['id-21', 'id-22', 'id-23', 'id-24', 'id-25']);
  });

  it('asks the map rows for the first MAP_ENTRY_LIMIT ids in pages of the largest size', () => {
    const many = Array.from({ length: 1000 }, (_, index) => `id-${index}`);
    expect(mapIdsOf(many)).toHaveLength(MAP_ENTRY_LIMIT);
    expect(mapPageNumbers(many.length)).toEqual(
      Array.from({ length: MAP_ENTRY_LIMIT / SEARCH_MAX_PAGE_SIZE }, (_, index) => index + 1),
    );
    expect(mapPageNumbers(3)).toEqual([1]);
    expect(mapPageNumbers(0)).toEqual([]);
  });
});
