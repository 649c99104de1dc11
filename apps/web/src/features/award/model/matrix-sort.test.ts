import { describe, expect, it } from 'vitest';
import { comparisonFixture } from '../test/comparison-fixture.ts';
import { DEFAULT_SORT, nextSort, sortRows } from './matrix-sort.ts';

const comparison = comparisonFixture();
const order = (sort: Parameters<typeof sortRows>[1]) =>
  sortRows(comparison.rows, sort).map((row) => row.supplierId);

describe('ordering the suppliers of the comparison', () => {
  it('puts the best position first, unranked offers last', () => {
    expect(order(DEFAULT_SORT)).toEqual(['bob', 'alice', 'carol']);
    expect(order({ key: 'position', order: 'desc' })).toEqual(['alice', 'bob', 'carol']);
  });

  it('orders by a total, an item price or a criterion, without a value always last', () => {
    expect(order({ key: 'total', order: 'asc' })).toEqual(['alice', 'bob', 'carol']);
    expect(order({ key: 'item:toner', order: 'asc' })).toEqual(['bob', 'alice', 'carol']);
    expect(order({ key: 'item:paper', order: 'desc' })).toEqual(['bob', 'carol', 'alice']);
    expect(order({ key: 'criterion:delivery', order: 'asc' })).toEqual(['bob', 'alice', 'carol']);
    expect(order({ key: 'name', order: 'asc' })).toEqual(['alice', 'bob', 'carol']);
  });

  it('chooses the best-first order for a new row, and reverses it on the same row', () => {
    expect(nextSort(comparison, DEFAULT_SORT, 'score')).toEqual({ key: 'score', order: 'desc' });
    expect(nextSort(comparison, DEFAULT_SORT, 'item:paper')).toEqual({
      key: 'item:paper',
      order: 'asc',
    });
    expect(nextSort(comparison, { key: 'item:paper', order: 'asc' }, 'item:paper')).toEqual({
      key: 'item:paper',
      order: 'desc',
    });
    expect(order(nextSort(comparison, DEFAULT_SORT, 'savings'))).toEqual(['alice', 'bob', 'carol']);
  });
});
