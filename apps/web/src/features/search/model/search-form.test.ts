import { describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { formValuesOf, searchFormSchema, stateFromForm } from './search-form.ts';
import { defaultSearchState } from './search-state.ts';

const values = (overrides: Partial<ReturnType<typeof formValuesOf>> = {}) => ({
  ...formValuesOf(defaultSearchState),
  ...overrides,
});

const firstErrors = (tab: 'auctions' | 'suppliers', input: ReturnType<typeof values>) => {
  const result = searchFormSchema(tab).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the search form rules', () => {
  it('asks for at least 2 characters of keywords', () => {
    expect(firstErrors('auctions', values({ keywords: ' a ' }))).toEqual({
      keywords: Messages.minLength2,
    });
    expect(firstErrors('suppliers', values({ keywords: 'x' }))).toEqual({
      keywords: Messages.minLength2,
    });
  });

  it('refuses a minimal value above the maximal one, under the maximal value', () => {
    expect(
      firstErrors(
        'auctions',
        values({ keywords: 'chairs', minimalExpectedValue: 500, maximalExpectedValue: 100 }),
      ),
    ).toEqual({ maximalExpectedValue: Messages.valueRangeReversed });
  });

  it('accepts the known auction formats only', () => {
    expect(firstErrors('auctions', values({ keywords: 'chairs', formats: ['sealed'] }))).toEqual(
      {},
    );
    expect(
      firstErrors('auctions', values({ keywords: 'chairs', formats: ['vickrey'] })),
    ).toHaveProperty(['formats.0']);
  });

  it('keeps the chosen auction formats in their own order', () => {
    expect(
      stateFromForm(values({ formats: ['sealed', 'english'] }), defaultSearchState).formats,
    ).toEqual(['english', 'sealed']);
  });

  it('accepts empty value fields and no currency', () => {
    expect(firstErrors('auctions', values({ keywords: 'chairs' }))).toEqual({});
  });

  it('turns the submitted values into the first page of the search', () => {
    const previous = { ...defaultSearchState, tab: 'gov' as const, page: 5, sort: 'name' as const };
    expect(
      stateFromForm(
        values({
          keywords: ' desks ',
          countries: ['58'],
          minimalExpectedValue: '',
          maximalExpectedValue: 900,
          currency: 'EUR',
          DeliveryAddressGroup: false,
        }),
        previous,
      ),
    ).toEqual({
      ...previous,
      keywords: 'desks',
      countries: [58],
      minValue: null,
      maxValue: 900,
      currency: 'EUR',
      groups: { auction: true, delivery: false, buyer: true },
      page: 1,
    });
  });
});
