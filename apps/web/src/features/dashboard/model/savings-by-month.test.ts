// Savings over time: per currency, by calendar month, added up, never mixing currencies.
import { describe, expect, it } from 'vitest';
import type { TSavingsRecord } from '@tendermark/shared';
import { monthLabel, savingsByMonth } from './savings-by-month.ts';

function saving(overrides: Partial<TSavingsRecord> = {}): TSavingsRecord {
  return {
    tenderId: 'tender-1',
    currency: 'EUR',
    // Mid-month at noon, so that no time zone moves a record into another month.
    date: '2026-01-15T12:00:00.000Z',
    amount: 100,
    tenderName: 'Office chairs',
    isOwner: true,
    ...overrides,
  };
}

describe('savingsByMonth', () => {
  it('answers nothing for no records', () => {
    expect(savingsByMonth([])).toEqual([]);
  });

  it('adds up the records of a month and carries the total from month to month', () => {
    const [eur] = savingsByMonth([
      saving({ date: '2026-03-14T12:00:00.000Z', amount: 50 }),
      saving({ date: '2026-01-10T12:00:00.000Z', amount: 100 }),
      saving({ date: '2026-01-20T12:00:00.000Z', amount: 25.5 }),
    ]);

    expect(eur).toEqual({
      currency: 'EUR',
      recordCount: 3,
      total: 175.5,
      months: [
        { month: '2026-01', amount: 125.5, cumulative: 125.5 },
        { month: '2026-02', amount: 0, cumulative: 125.5 },
        { month: '2026-03', amount: 50, cumulative: 175.5 },
      ],
    });
  });

  it('never adds different currencies together', () => {
    const series = savingsByMonth([
      saving({ currency: 'EUR', amount: 100 }),
      saving({ currency: 'USD', amount: 40 }),
      saving({ currency: 'usd', amount: 60, date: '2026-02-15T12:00:00.000Z' }),
    ]);

    expect(series.map(({ currency, total }) => ({ currency, total }))).toEqual([
      { currency: 'USD', total: 100 },
      { currency: 'EUR', total: 100 },
    ]);
  });

  it('puts the currency with the most records first, then orders by code', () => {
    const series = savingsByMonth([
      saving({ currency: 'GBP' }),
      saving({ currency: 'CZK' }),
      saving({ currency: 'EUR' }),
      saving({ currency: 'EUR' }),
    ]);

    expect(series.map((entry) => entry.currency)).toEqual(['EUR', 'CZK', 'GBP']);
  });

  it('continues the months to `until` so that the line reaches today', () => {
    const [eur] = savingsByMonth([saving({ date: '2025-11-15T12:00:00.000Z', amount: 10 })], {
      until: new Date('2026-01-15T12:00:00.000Z'),
    });

    expect(eur!.months).toEqual([
      { month: '2025-11', amount: 10, cumulative: 10 },
      { month: '2025-12', amount: 0, cumulative: 10 },
      { month: '2026-01', amount: 0, cumulative: 10 },
    ]);
  });

  it('keeps sums to cents', () => {
    const [eur] = savingsByMonth([saving({ amount: 0.1 }), saving({ amount: 0.2 })]);

    expect(eur!.total).toBe(0.3);
  });

  it('skips records without a valid date', () => {
    const series = savingsByMonth([saving({ date: 'not a date' }), saving({ amount: 7 })]);

    expect(series[0]).toMatchObject({ recordCount: 1, total: 7 });
  });
});

describe('monthLabel', () => {
  it('writes a month key as short month and year', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });
});
