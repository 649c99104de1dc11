// The public search page: the keyword rule on submit, the two-step paging (ids once, then one page
// of rows at a time), the limited, empty and no-place states, and the supplier tab for users only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPublicTenderRow } from '@tendermark/shared';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { preloadLazyChunks } from '@/test/lazy-chunks.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { govTenderRowFixture, publicTenderRowFixture, searchId } from '@/test/search-fixtures.ts';
import { userInfoFixture } from '@/test/user-fixtures.ts';
import { PublicSearchPage } from './public-search-page.tsx';

// The map beside the results (Leaflet). Issue 26: on a busy CI machine "25 places on the map" and
// "No place found" were not found within Testing Library's 1 s (now 10 s, test/wait-bounds.ts);
// loaded here, the first test to show results does not also pay for transforming Leaflet.
preloadLazyChunks(() => import('../components/results-map.tsx'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

type SearchServer = {
  ids: string[];
  totalCount?: number;
  limited?: boolean;
  row?: (id: string, index: number) => TPublicTenderRow;
};

const defaultRow = (id: string, index: number) =>
  publicTenderRowFixture({ id, name: `Tender ${index + 1}` });

function mockSearchServer({ ids, totalCount, limited = false, row = defaultRow }: SearchServer) {
  return mockFetch((call) => {
    if (call.url.includes('/api/codelist/')) return { body: [] };
    if (call.url.endsWith('/api/company/SearchInAuctions'))
      return { body: { ids, totalCount: totalCount ?? ids.length, limited } };
    if (call.url.endsWith('/api/company/GetInfoTendersFromSearch')) {
      const request = JSON.parse(call.body) as {
        ids: string[];
        PageNo: number;
        recordsPerPage: number;
      };
      const start = (request.PageNo - 1) * request.recordsPerPage;
      const pageIds = request.ids.slice(start, start + request.recordsPerPage);
      return {
        body: {
          items: pageIds.map((id) => row(id, request.ids.indexOf(id))),
          totalCount: request.ids.length,
          pageNo: request.PageNo,
          recordsPerPage: request.recordsPerPage,
        },
      };
    }
    return { status: 404, body: { error: 'not_found', message: 'Not found' } };
  });
}

const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.url.endsWith(path)).map((call) => JSON.parse(call.body));

const resultNames = () =>
  within(screen.getByRole('region', { name: 'Search results' }))
    .getAllByTestId('search-result')
    .map((result) => within(result).getAllByRole('link')[0]!.textContent);

const ids = Array.from({ length: 25 }, (_, index) => searchId(index + 1));

describe('the public search page', () => {
  it('shows the keyword rule on submit and does not search with one character', async () => {
    const { calls } = mockSearchServer({ ids });
    await renderWithProviders(<PublicSearchPage />, { route: '/public-auctions-and-suppliers' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^Keywords/ }), 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Please enter at least 2 characters')).toBeInTheDocument();
    // Only the list of open auctions shown on arrival was asked for, never a search for "a".
    expect(callsTo(calls, '/api/company/SearchInAuctions')).toEqual([
      expect.objectContaining({ keywords: '' }),
    ]);
  });

  it('lists the open public auctions newest first before anything is typed', async () => {
    const { calls } = mockSearchServer({ ids });
    await renderWithProviders(<PublicSearchPage />, { route: '/public-auctions-and-suppliers' });

    await waitFor(() => expect(resultNames()).toHaveLength(10));
    expect(screen.getByText('Open public auctions, newest first.')).toBeInTheDocument();
    expect(screen.getByText('25 results')).toBeInTheDocument();
    expect(callsTo(calls, '/api/company/SearchInAuctions')).toEqual([
      expect.objectContaining({ keywords: '', searchByColumn: 'relevance', order: 'desc' }),
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Publication date');
    expect(screen.queryByText('Search by keywords')).not.toBeInTheDocument();
  });

  it('refuses a minimal value above the maximal one', async () => {
    mockSearchServer({ ids });
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=chairs' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Expected value from' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Expected value up to' }), '100');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByText('The minimal value needs to be at most the maximal value'),
    ).toBeInTheDocument();
  });

  it('searches once, then asks for the rows one page at a time', async () => {
    const { calls } = mockSearchServer({ ids });
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=chairs' });

    await waitFor(() => expect(resultNames()).toHaveLength(10));
    expect(resultNames()[0]).toBe('Tender 1');
    expect(screen.getByText('25 results')).toBeInTheDocument();
    expect(screen.getByText('Results 1–10 of 25')).toBeInTheDocument();
    expect(callsTo(calls, '/api/company/SearchInAuctions')).toEqual([
      expect.objectContaining({ keywords: 'chairs', searchByColumn: 'relevance', order: 'desc' }),
    ]);
    expect(callsTo(calls, '/api/company/GetInfoTendersFromSearch')).toContainEqual({
      ids,
      PageNo: 1,
      recordsPerPage: 10,
    });

    await userEvent.setup().click(screen.getByRole('button', { name: '3' }));

    await waitFor(() =>
      expect(resultNames()).toEqual([
        'Tender 21',
        'Tender 22',
        'Tender 23',
        'Tender 24',
        'Tender 25',
      ]),
    );
    expect(callsTo(calls, '/api/company/SearchInAuctions')).toHaveLength(1);
    expect(callsTo(calls, '/api/company/GetInfoTendersFromSearch')).toContainEqual({
      ids,
      PageNo: 3,
      recordsPerPage: 10,
    });
  });

  it('asks the map for the rows of the first results in pages of 100', async () => {
    const { calls } = mockSearchServer({ ids });
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=chairs' });

    expect(await screen.findByText('25 places on the map')).toBeInTheDocument();
    expect(callsTo(calls, '/api/company/GetInfoTendersFromSearch')).toContainEqual({
      ids,
      PageNo: 1,
      recordsPerPage: 100,
    });
  });

  it('says when the search was cut at its limit', async () => {
    mockSearchServer({ ids, totalCount: 2500, limited: true });
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=chairs' });

    expect(
      await screen.findByText(/Only the first 25 of 2,500 matches are listed/),
    ).toBeInTheDocument();
  });

  it('says "No entries found" when the search finds nothing', async () => {
    const { calls } = mockSearchServer({ ids: [] });
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=unicorns' });

    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('No entries found')).toBeInTheDocument();
    expect(callsTo(calls, '/api/company/GetInfoTendersFromSearch')).toEqual([]);
    expect(screen.queryByText('No place found')).not.toBeInTheDocument();
  });

  it('says "No place found" when none of the results has a location', async () => {
    mockSearchServer({
      ids: ids.slice(0, 3),
      row: (id, index) =>
        publicTenderRowFixture({ id, name: `Tender ${index + 1}`, delivery: null }),
    });
    await renderWithProviders(<PublicSearchPage />, { route: '/?q=chairs' });

    expect(await screen.findByText('No place found')).toBeInTheDocument();
    expect(resultNames()).toHaveLength(3);
    expect(screen.getAllByText('No delivery place given')).toHaveLength(3);
  });

  it('offers the supplier search and saved searches to signed-in users only', async () => {
    mockSearchServer({ ids });
    await renderWithProviders(<PublicSearchPage />, { route: '/?tab=suppliers' });

    const tabs = screen.getByRole('radiogroup', { name: 'What to search' });
    expect(within(tabs).queryByText('Suppliers')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Public auctions' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Saved searches' })).not.toBeInTheDocument();
  });

  it('shows the supplier tab and the saved searches when signed in', async () => {
    sessionStore.setUser(userInfoFixture());
    mockFetch((call) => ({ body: call.url.includes('GetSavedSearches') ? [] : [] }));
    await renderWithProviders(<PublicSearchPage />, { route: '/?tab=suppliers' });

    expect(screen.getByRole('radio', { name: 'Suppliers' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toBeInTheDocument();
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Keywords/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Expected value from' })).not.toBeInTheDocument();
  });

  it('saves the current search under a name, lists it, and deletes it', async () => {
    sessionStore.setUser(userInfoFixture());
    let saved: unknown[] = [];
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith('/api/search/GetSavedSearches')) return { body: saved };
      if (call.url.endsWith('/api/search/SaveSearch')) {
        const body = JSON.parse(call.body) as { kind: string; name: string; criteria: object };
        saved = [{ id: 's-1', createdDate: '2030-01-01T00:00:00.000Z', ...body }];
        return { body: saved[0] };
      }
      if (call.url.includes('/api/search/DeleteSavedSearch')) {
        saved = [];
        return { body: { deleted: true } };
      }
      if (call.url.endsWith('/api/company/SearchInGovAuctions'))
        return { body: { ids: [], totalCount: 0, limited: false } };
      return { body: [] };
    });
    await renderWithProviders(<PublicSearchPage />, { route: '/?tab=gov&q=roads&countries=77' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('roads');
    await user.clear(name);
    await user.type(name, 'UK roads');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const run = await screen.findByRole('link', { name: 'Run the saved search UK roads' });
    expect(run).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers?tab=gov&q=roads&countries=77',
    );
    expect(callsTo(calls, '/api/search/SaveSearch')).toEqual([
      {
        kind: 'gov',
        name: 'UK roads',
        criteria: expect.objectContaining({ keywords: 'roads', countries: [77] }),
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete the saved search UK roads' }));
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('id=s-1'))).toBe(
      true,
    );
  });

  describe('government tenders', () => {
    const govIds = ids.slice(0, 3);
    function mockGovServer({ open }: { open: string[] }) {
      return mockFetch((call) => {
        if (call.url.includes('/api/codelist/')) return { body: [] };
        if (call.url.endsWith('/api/company/SearchInGovAuctions')) {
          const body = JSON.parse(call.body) as { includeClosed?: boolean };
          const found = body.includeClosed ? govIds : open;
          return { body: { ids: found, totalCount: found.length, limited: false } };
        }
        if (call.url.endsWith('/api/company/GetInfoGovTendersFromSearch')) {
          const request = JSON.parse(call.body) as { ids: string[] };
          return {
            body: {
              items: request.ids.map((id, index) =>
                govTenderRowFixture({ id, title: `Notice ${index + 1}` }),
              ),
              totalCount: request.ids.length,
              pageNo: 1,
              recordsPerPage: 100,
            },
          };
        }
        return { status: 404, body: { error: 'not_found', message: 'Not found' } };
      });
    }

    it('lists the open ones, links each to its notice page, and places them on the map', async () => {
      const { calls } = mockGovServer({ open: govIds.slice(0, 2) });
      await renderWithProviders(<PublicSearchPage />, { route: '/?tab=gov' });

      const notice = await screen.findByRole('link', { name: 'Original notice of Notice 1' });
      expect(notice).toHaveAttribute('href', `/public/gov-tenders/${govIds[0]}`);
      expect(screen.getByText('Government tenders open for offers, newest first.')).toBeVisible();
      expect(await screen.findByText('2 places on the map')).toBeInTheDocument();
      expect(callsTo(calls, '/api/company/SearchInGovAuctions')).toEqual([
        expect.not.objectContaining({ includeClosed: true }),
      ]);
      expect(screen.getByRole('switch', { name: /Include closed tenders/ })).not.toBeChecked();
    });

    it('searches the closed ones too when the switch is turned on', async () => {
      const { calls } = mockGovServer({ open: govIds.slice(0, 1) });
      await renderWithProviders(<PublicSearchPage />, { route: '/?tab=gov' });
      await screen.findByRole('link', { name: 'Original notice of Notice 1' });

      await userEvent.setup().click(screen.getByRole('switch', { name: /Include closed tenders/ }));

      expect(
        await screen.findByRole('link', { name: 'Original notice of Notice 3' }),
      ).toBeVisible();
      expect(screen.getByText('Government tenders, open and closed, newest first.')).toBeVisible();
      expect(callsTo(calls, '/api/company/SearchInGovAuctions')).toContainEqual(
        expect.objectContaining({ keywords: '', includeClosed: true }),
      );
    });

    it('offers the closed ones when none is open', async () => {
      mockGovServer({ open: [] });
      await renderWithProviders(<PublicSearchPage />, { route: '/?tab=gov' });

      expect(
        await screen.findByText('No government tender is open for offers now.'),
      ).toBeInTheDocument();
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: 'Show closed tenders too' }));
      expect(
        await screen.findByRole('link', { name: 'Original notice of Notice 2' }),
      ).toBeVisible();
      expect(screen.getByRole('switch', { name: /Include closed tenders/ })).toBeChecked();
    });
  });
});
