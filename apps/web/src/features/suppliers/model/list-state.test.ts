// The supplier list's page size is the user's choice (spec: auctions per page), kept in the URL.
import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '@/lib/url-list-state.ts';
import { supplierListQuery, supplierListSpec } from './list-state.ts';

describe('supplier list state', () => {
  it('asks for 30 auctions a page unless the user chose another offered size', () => {
    const initial = readListState(new URLSearchParams(''), supplierListSpec);
    expect(supplierListQuery(initial).recordsPerPage).toBe(30);
    const chosen = readListState(new URLSearchParams('size=100&page=3'), supplierListSpec);
    expect(supplierListQuery(chosen)).toMatchObject({ recordsPerPage: 100, pageNo: 3 });
    expect(writeListState(chosen, supplierListSpec).get('size')).toBe('100');
    const odd = readListState(new URLSearchParams('size=12'), supplierListSpec);
    expect(supplierListQuery(odd).recordsPerPage).toBe(30);
  });
});
