// An English auction with staggered close (issue 30): each item shows its own lot's state and the
// countdown to its close, and a closed lot's bid entry is disabled with "This lot is closed" while
// the other lots still take bids.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_FORMAT_RULES, type TLotState, type TTender } from '@tendermark/shared';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { runningTenderFixture } from '@/test/supplier-fixtures.ts';
import { defaultItem } from '@/test/tender-fixtures.ts';
import { initialRoomLive } from '../model/room-live.ts';
import { itemRows } from '../model/supplier-rows.ts';
import { SupplierItems } from './supplier-items.tsx';

afterEach(() => vi.unstubAllGlobals());

const tender: TTender = runningTenderFixture({
  auctionFormat: 'english',
  formatRules: { ...DEFAULT_FORMAT_RULES, lotCloseMinutes: 5 },
  itemsDetails: [
    { ...defaultItem, id: 'item-1', name: 'Chair' },
    { ...defaultItem, id: 'item-2', name: 'Desk' },
  ],
});

const englishLot = (itemId: string, overrides: Partial<TLotState>): TLotState => ({
  itemId,
  position: 0,
  state: 'open',
  round: null,
  level: null,
  roundEndsAt: null,
  endDate: null,
  prolongedMinutes: 0,
  remaining: null,
  outcome: null,
  finalLevel: null,
  closedAt: null,
  ...overrides,
});

describe('items with staggered close', () => {
  it('shows each lot’s state and close, and disables the bid of a closed lot', async () => {
    mockFetch(() => ({ body: { serverTime: new Date().toISOString() } }));
    const lots = [
      englishLot('item-1', { state: 'closed', closedAt: new Date().toISOString() }),
      englishLot('item-2', {
        position: 1,
        endDate: new Date(Date.now() + 4 * 60_000 + 10_000).toISOString(),
      }),
    ];
    const live = initialRoomLive({ tender, viewer: 'supplier' });
    await renderWithProviders(
      <SupplierItems
        rows={itemRows(tender, live, {}, true, lots)}
        currency="USD"
        seesBest
        canBid
        isClosed={false}
        onBid={vi.fn()}
      />,
    );
    const chair = screen.getByTestId('item-row-item-1');
    expect(within(chair).getByTestId('lot-close')).toHaveTextContent('Closed');
    expect(within(chair).getByText('This lot is closed')).toBeInTheDocument();
    expect(screen.getByLabelText('Your bid for Chair')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bid for Chair' })).toBeDisabled();

    const desk = screen.getByTestId('item-row-item-2');
    expect(within(desk).getByTestId('lot-close')).toHaveTextContent(/Closes in 04:1\d/);
    expect(screen.getByLabelText('Your bid for Desk')).toBeEnabled();
  });
});
