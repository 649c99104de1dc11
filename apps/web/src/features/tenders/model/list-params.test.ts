// The list's URL state: defaults stay out of the URL, bad values fall back, short names are ignored.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  nextSort,
  queryOfList,
  readListParams,
  writeListParams,
} from './list-params.ts';

describe('list params', () => {
  it('reads what the URL says and falls back to the defaults for anything else', () => {
    expect(
      readListParams(new URLSearchParams('page=3&sort=name&order=asc&filter=all&hidden=1')),
    ).toEqual({
      ...DEFAULT_LIST_PARAMS,
      page: 3,
      sort: 'name',
      order: 'asc',
      filter: 'all',
      showHidden: true,
    });
    expect(readListParams(new URLSearchParams('page=-2&sort=password&order=up&filter=x'))).toEqual(
      DEFAULT_LIST_PARAMS,
    );
  });

  it('ignores a name search shorter than 2 characters (spec §5)', () => {
    expect(readListParams(new URLSearchParams('name=a')).name).toBe('');
    expect(readListParams(new URLSearchParams('name=ab')).name).toBe('ab');
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    expect(writeListParams({ ...DEFAULT_LIST_PARAMS, page: 2, name: 'desk' }).toString()).toBe(
      'page=2&name=desk',
    );
  });

  it('asks the server for 30 rows a page, owned tenders only on the owner list', () => {
    expect(queryOfList({ ...DEFAULT_LIST_PARAMS, page: 2 }, true)).toMatchObject({
      owner: true,
      pageNo: 2,
      recordsPerPage: 30,
      searchByColumn: 'createDate',
      order: 'desc',
      filter: 'active',
    });
    expect(queryOfList(DEFAULT_LIST_PARAMS, false).owner).toBeUndefined();
  });

  it('flips the order of the sorted column and starts a new one from page 1', () => {
    const sorted = nextSort({ ...DEFAULT_LIST_PARAMS, page: 4 }, 'createDate');
    expect(sorted).toMatchObject({ sort: 'createDate', order: 'asc', page: 1 });
    expect(nextSort(sorted, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(nextSort(sorted, 'totalExpectedPrice')).toMatchObject({ order: 'desc' });
  });

  it('lets the user choose the auctions per page (30 unless chosen), kept in the URL', () => {
    expect(DEFAULT_LIST_PARAMS.size).toBe('30');
    const fifty = readListParams(new URLSearchParams('size=50&page=2'));
    expect(fifty).toMatchObject({ size: '50', page: 2 });
    expect(queryOfList(fifty, true).recordsPerPage).toBe(50);
    expect(writeListParams(fifty).toString()).toBe('page=2&size=50');
    // Only the offered sizes: anything else is the default.
    expect(readListParams(new URLSearchParams('size=7')).size).toBe('30');
    expect(readListParams(new URLSearchParams('size=1000')).size).toBe('30');
  });
});
