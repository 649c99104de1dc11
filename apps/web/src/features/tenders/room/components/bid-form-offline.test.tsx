// A bid tried without a network: the supplier is told it was not sent (not "An error occured"),
// and what they typed stays in the field for the next try.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, type TTender } from '@tendermark/shared';
import { ApiError } from '@/lib/api-error.ts';
import { sendBid } from '@/lib/bid-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { runningTenderFixture } from '@/test/supplier-fixtures.ts';
import { defaultItem } from '@/test/tender-fixtures.ts';
import { initialRoomLive, type BidTarget } from '../model/room-live.ts';
import { itemRows } from '../model/supplier-rows.ts';
import { SupplierItems } from './supplier-items.tsx';

const OFFLINE = 'You are offline, your bid was not sent';

const tender: TTender = runningTenderFixture({
  itemsDetails: [{ ...defaultItem, id: 'item-1', name: 'Office chair', bidStep: 1, bestBid: 96 }],
});

async function renderItems(onBid: (target: BidTarget, value: number) => Promise<unknown>) {
  const live = initialRoomLive({ tender, viewer: 'supplier' });
  await renderWithProviders(
    <SupplierItems
      rows={itemRows(tender, live, {}, true)}
      currency="USD"
      seesBest
      canBid
      isClosed={false}
      onBid={onBid}
    />,
  );
  return screen.getByLabelText('Your bid for Office chair');
}

async function typeAndBid(field: HTMLElement, amount: string) {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, amount);
  await user.keyboard('{Enter}');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a bid without a network', () => {
  it('is not sent while the browser is offline, and says so', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const onBid = vi.fn(() => Promise.resolve());
    const field = await renderItems(onBid);
    await typeAndBid(field, '96,5');
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(onBid).not.toHaveBeenCalled();
    expect(field).toHaveValue('96,5');
  });

  it('names the lost network when the request cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const field = await renderItems((target, value) => sendBid('tender-1', target, value));
    await typeAndBid(field, '96,5');
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.queryByText(Messages.generalError)).not.toBeInTheDocument();
    expect(field).toHaveValue('96,5');
  });

  it('still shows the server’s own refusal when the server answered', async () => {
    const refusal = new ApiError({ status: 400, serverMessage: Messages.biddingClosed });
    const field = await renderItems(() => Promise.reject(refusal));
    await typeAndBid(field, '96');
    expect(await screen.findByText(Messages.biddingClosed)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });
});
