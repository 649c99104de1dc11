// The auction overview page: the result of an ended auction for its owner, the anonymised view of
// a supplier, the PDF download through the token, and the answers for a running or foreign auction.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TenderStatus, type TAuctionOverview } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AuctionOverviewPage } from './auction-overview-page.tsx';

const tenderId = '11111111-2222-4333-8444-555555555555';

function overviewFixture(overrides: Partial<TAuctionOverview> = {}): TAuctionOverview {
  const cheap = { label: 'cheap@suppliers.test', companyName: 'Cheap Paper Ltd', isMe: false };
  const dear = { label: 'dear@suppliers.test', companyName: null, isMe: false };
  return {
    tenderId,
    name: 'Office paper 2030',
    tenderStatus: TenderStatus.ENDED,
    currency: 'EUR',
    isVatIncluded: true,
    isPublic: false,
    isDemo: false,
    viewerRole: 'owner',
    buyer: { userName: 'buyer@example.test', companyName: 'Globex Buying' },
    canceledReason: null,
    dates: {
      createdDate: '2030-04-01T08:00:00.000Z',
      proposalEndDate: '2030-04-28T08:00:00.000Z',
      startDate: '2030-05-01T08:00:00.000Z',
      durationMinutes: 60,
      prolongedMinutes: 5,
      endDate: '2030-05-01T09:05:00.000Z',
      endedAt: '2030-05-01T09:05:00.000Z',
    },
    items: [
      {
        id: 'i1',
        name: 'A4 paper',
        description: '80 g/m²',
        quantity: 10,
        unitName: 'box',
        unitPrice: 100,
        expPrice: 1000,
        bidStep: 1,
        bestBid: 88,
      },
    ],
    criteria: [
      {
        id: 'c1',
        name: 'Total price',
        unitName: 'EUR',
        winningThreshold: 0,
        winningThresholdName: 'Lowest wins',
        weight: 1,
        minBid: null,
        maxBid: null,
        isPrice: true,
        bestBid: 880,
      },
    ],
    mustHaveConditions: [{ id: 'm1', text: 'I share my contact e-mail, name and surname' }],
    participants: [
      { ...cheap, status: 3, statusName: 'Invitation accepted' },
      { ...dear, status: 3, statusName: 'Invitation accepted' },
    ],
    ranking: [
      { ...cheap, position: 1, total: 880, score: 1, isWinner: true },
      { ...dear, position: 2, total: 950, score: 0.9263, isWinner: false },
    ],
    bidHistory: {
      bids: [
        {
          seq: 1,
          at: '2030-05-01T08:10:00.000Z',
          supplier: dear,
          targetKind: 'item',
          targetName: 'A4 paper',
          value: 95,
          phase: 'live',
          withdrawn: false,
        },
        {
          seq: 2,
          at: '2030-05-01T08:12:00.000Z',
          supplier: cheap,
          targetKind: 'item',
          targetName: 'A4 paper',
          value: 88,
          phase: 'live',
          withdrawn: false,
        },
      ],
      totalCount: 2,
      truncated: false,
    },
    othersValuesVisible: true,
    expectedTotal: 1000,
    winner: cheap,
    winningTotal: 880,
    savings: { amount: 120, percent: 12 },
    generatedAt: '2030-05-01T09:30:00.000Z',
    ...overrides,
  };
}

async function renderOverview(reply: { status?: number; body: unknown }) {
  const mock = mockFetch((call) =>
    call.url.includes('/api/tender/GetAuctionOverview') ? reply : { body: {} },
  );
  await renderWithProviders(
    <Routes>
      <Route path="/auction-overview/:id" element={<AuctionOverviewPage />} />
    </Routes>,
    { route: `/auction-overview/${tenderId}` },
  );
  return mock;
}

beforeEach(() => {
  tokenStore.save(
    {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userName: 'buyer@example.test',
      expiresAt: Date.now() + 60_000,
    },
    'session',
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStore.clear();
});

describe('the auction overview page', () => {
  it("shows the owner the auction's result, ranking, parameters and bid history", async () => {
    const { calls } = await renderOverview({ body: overviewFixture() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office paper 2030' }),
    ).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api/tender/GetAuctionOverview?id=${tenderId}`);
    expect(screen.getByText('Buyer: buyer@example.test (Globex Buying)')).toBeInTheDocument();

    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('cheap@suppliers.test')).toBeInTheDocument();
    expect(within(result).getByText('€1,000.00')).toBeInTheDocument();
    expect(within(result).getByText('€880.00')).toBeInTheDocument();
    expect(within(result).getByText('€120.00')).toBeInTheDocument();
    expect(within(result).getByText('12 %')).toBeInTheDocument();

    const ranking = screen.getByRole('region', { name: 'Final ranking' });
    const rows = within(ranking).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Winnercheap@suppliers\.test \(Cheap Paper Ltd\)€880\.001\.0000$/),
      expect.stringMatching(/^2dear@suppliers\.test€950\.000\.9263$/),
    ]);

    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('+ 5 min prolonged')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('A4 paper')).toBeInTheDocument();
    expect(within(items).getByText('€88.00')).toBeInTheDocument();
    const criteria = screen.getByRole('region', { name: 'Criteria' });
    expect(within(criteria).getByText('100 %')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Must-have conditions' })).getByText(
        'I share my contact e-mail, name and surname',
      ),
    ).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Bid history' });
    const bids = within(history).getAllByRole('row').slice(1);
    expect(bids).toHaveLength(2);
    expect(bids[0]).toHaveTextContent('dear@suppliers.test');
    expect(bids[0]).toHaveTextContent('€95.00');
    expect(screen.getByRole('link', { name: 'Open the auction' })).toHaveAttribute(
      'href',
      `/auctions/owner/${tenderId}/3`,
    );
  });

  it('downloads the PDF through the API with the bearer token', async () => {
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:overview');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = await renderOverview({ body: overviewFixture() });

    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = calls.find((call) => call.url.includes('ExportAuctionOverviewPdf'))!;
    expect(download.url).toBe(`/api/tender/ExportAuctionOverviewPdf?id=${tenderId}`);
    expect(download.headers.authorization).toBe('Bearer access-1');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('auction-overview-Office-paper-2030.pdf');
  });

  it('tells a supplier that the other suppliers are anonymised', async () => {
    const me = { label: 'dear@suppliers.test', isMe: true };
    const other = { label: 'Supplier 1', isMe: false };
    await renderOverview({
      body: overviewFixture({
        viewerRole: 'supplier',
        winner: other,
        ranking: [
          { ...other, position: 1, total: 880, score: 1, isWinner: true },
          { ...me, position: 2, total: 950, score: 0.9263, isWinner: false },
        ],
      }),
    });

    expect(await screen.findByText(/other suppliers anonymised/)).toBeInTheDocument();
    const ranking = screen.getByRole('region', { name: 'Final ranking' });
    expect(within(ranking).getByText('Supplier 1')).toBeInTheDocument();
    expect(within(ranking).getByText(/dear@suppliers\.test/)).toHaveTextContent(
      'dear@suppliers.test (you)',
    );
    expect(screen.getByRole('link', { name: 'Open the auction' })).toHaveAttribute(
      'href',
      `/auctions/supplier/${tenderId}`,
    );
  });

  it('explains a running auction and a foreign one', async () => {
    await renderOverview({
      status: 409,
      body: { error: 'auction_not_ended', message: 'not yet' },
    });
    expect(
      await screen.findByText('The overview is available once the auction has ended.'),
    ).toBeInTheDocument();
  });

  it('answers an auction that is not the viewer’s with not found', async () => {
    await renderOverview({ status: 404, body: { error: 'not_found', message: 'Not found' } });
    expect(
      await screen.findByText('This auction overview does not exist or is not yours to see.'),
    ).toBeInTheDocument();
  });

  it('names the open auction when the overview says no format (an older server)', async () => {
    await renderOverview({ body: overviewFixture() });
    expect(await screen.findByText('Open auction (English)')).toBeInTheDocument();
    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('Auction start')).toBeInTheDocument();
  });

  it('says that a sealed tender’s offers opened at the deadline, by the clock', async () => {
    await renderOverview({
      body: {
        ...overviewFixture(),
        auctionFormat: 'sealed',
        sealedOpenedAt: '2030-04-28T08:00:00.000Z',
      },
    });
    expect(await screen.findByText('Sealed offers')).toBeInTheDocument();
    const dates = screen.getByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('Offers opened at')).toBeInTheDocument();
    expect(within(dates).getByText('by the system clock at the deadline')).toBeInTheDocument();
    expect(within(dates).queryByText('Auction start')).not.toBeInTheDocument();
    expect(within(dates).queryByText('Duration')).not.toBeInTheDocument();
  });
});
