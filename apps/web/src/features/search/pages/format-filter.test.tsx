// The public search by auction format (issue 30): the checked formats go with the search and into
// the URL, each result says its format, and the government tab (no formats) does not offer them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { publicTenderRowFixture, searchId } from '@/test/search-fixtures.ts';
import { PublicSearchPage } from './public-search-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = [searchId(1), searchId(2)];

function mockSearchServer() {
  return mockFetch((call) => {
    if (call.url.includes('/api/codelist/')) return { body: [] };
    if (call.url.endsWith('/SearchInAuctions') || call.url.endsWith('/SearchInGovAuctions'))
      return { body: { ids, totalCount: ids.length, limited: false } };
    if (call.url.endsWith('/api/company/GetInfoTendersFromSearch'))
      return {
        body: {
          items: [
            publicTenderRowFixture({ id: ids[0], name: 'Sealed cables', auctionFormat: 'sealed' }),
            publicTenderRowFixture({ id: ids[1], name: 'Older cables' }),
          ],
          totalCount: 2,
          pageNo: 1,
          recordsPerPage: 10,
        },
      };
    if (call.url.endsWith('/api/company/GetInfoGovTendersFromSearch'))
      return { body: { items: [], totalCount: 0, pageNo: 1, recordsPerPage: 10 } };
    return { status: 404, body: { error: 'not_found', message: 'Not found' } };
  });
}

const searches = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.endsWith('/api/company/SearchInAuctions'))
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

describe('the search by auction format', () => {
  it('sends the checked formats with the search and shows each result’s format', async () => {
    const { calls } = mockSearchServer();
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=cables' });
    const user = userEvent.setup();

    const formats = screen.getByRole('group', { name: 'Auction format' });
    for (const label of [
      'Open auction (English)',
      'Japanese (falling price)',
      'Dutch (rising offer)',
      'Sealed offers',
    ])
      expect(within(formats).getByRole('checkbox', { name: label })).not.toBeChecked();
    expect(searches(calls).at(-1)).not.toHaveProperty('formats');

    await user.click(within(formats).getByRole('checkbox', { name: 'Sealed offers' }));
    await user.click(within(formats).getByRole('checkbox', { name: 'Dutch (rising offer)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ formats: ['dutch', 'sealed'] }),
    );
    const results = await screen.findAllByTestId('search-result');
    expect(within(results[0]).getByText('Sealed offers')).toBeInTheDocument();
    expect(within(results[1]).getByText('Open auction (English)')).toBeInTheDocument();
  });

  it('keeps the formats of a search link', async () => {
    const { calls } = mockSearchServer();
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=cables&formats=japanese' });
    const formats = screen.getByRole('group', { name: 'Auction format' });
    expect(
      within(formats).getByRole('checkbox', { name: 'Japanese (falling price)' }),
    ).toBeChecked();
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ formats: ['japanese'] }));
  });

  it('offers no formats for government tenders', async () => {
    mockSearchServer();
    await renderWithProviders(<PublicSearchPage />, { route: '/?tab=gov&q=cables&formats=sealed' });
    expect(screen.queryByRole('group', { name: 'Auction format' })).not.toBeInTheDocument();
  });
});
