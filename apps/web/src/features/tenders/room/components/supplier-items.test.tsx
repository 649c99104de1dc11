// The supplier's bid entry: pre-filled with own last bid − bid step, Enter submits exactly once,
// the shared rule's objection and the server's refusal appear under the field, the receipt after.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTender } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { runningTenderFixture } from '@/test/supplier-fixtures.ts';
import { defaultItem } from '@/test/tender-fixtures.ts';
import { initialRoomLive } from '../model/room-live.ts';
import { itemRows } from '../model/supplier-rows.ts';
import { SupplierItems } from './supplier-items.tsx';

const tender: TTender = runningTenderFixture({
  itemsDetails: [{ ...defaultItem, id: 'item-1', name: 'Office chair', bidStep: 1, bestBid: 96 }],
});

async function renderItems(onBid: (target: unknown, value: number) => Promise<unknown>) {
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

describe('supplier bid entry', () => {
  it('is pre-filled with the next allowed bid and shows the bid step, best and own last bid', async () => {
    const field = await renderItems(vi.fn());
    expect(field).toHaveValue('97');
    expect(screen.getByText('Bid step')).toBeInTheDocument();
    expect(screen.getByTestId('best-bid')).toHaveTextContent('$96.00');
    expect(screen.getByTestId('own-bid')).toHaveTextContent('$98.00');
  });

  it('submits on Enter once, however often Enter is pressed while it is sent', async () => {
    const user = userEvent.setup();
    let accept: (value: unknown) => void = () => {};
    const onBid = vi.fn(() => new Promise((resolve) => (accept = resolve)));
    const field = await renderItems(onBid);
    await user.click(field);
    await user.keyboard('{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Bid for Office chair' }));
    expect(onBid).toHaveBeenCalledTimes(1);
    expect(onBid).toHaveBeenCalledWith({ kind: 'item', id: 'item-1' }, 97);
    await act(async () => accept({}));
  });

  it('shows the rule when the bid is not one step below the last, without sending it', async () => {
    const user = userEvent.setup();
    const onBid = vi.fn();
    const field = await renderItems(onBid);
    await user.clear(field);
    await user.type(field, '97.5{Enter}');
    expect(
      screen.getByText(
        'Your bid needs to be at most 97.00 (one bid step of 1.00 below your last bid)',
      ),
    ).toBeInTheDocument();
    expect(onBid).not.toHaveBeenCalled();
  });

  it('shows the server refusal under the field', async () => {
    const user = userEvent.setup();
    const onBid = vi.fn(() =>
      Promise.reject(
        new ApiError({ status: 409, code: 'bidding_closed', serverMessage: 'Bidding is closed' }),
      ),
    );
    const field = await renderItems(onBid);
    await user.type(field, '{Enter}');
    expect(await screen.findByText('Bidding is closed')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
