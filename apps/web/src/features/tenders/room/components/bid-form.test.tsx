// The live bid field reads a decimal comma as a decimal point: "239,5" is 239.5, not 2395; with
// thousands separators both ways round, and it refuses what the locale leaves ambiguous.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render.tsx';
import { BidForm } from './bid-form.tsx';

async function renderBidForm() {
  const onBid = vi.fn(() => Promise.resolve());
  await renderWithProviders(
    <BidForm
      label="Your bid for Paper"
      buttonLabel="Bid for Paper"
      next={undefined}
      canBid
      objectionOf={() => undefined}
      onBid={onBid}
    />,
  );
  return onBid;
}

describe('BidForm', () => {
  it.each([
    ['239,5', 239.5],
    ['239.5', 239.5],
    ['1250,75', 1250.75],
    ['0,45', 0.45],
  ])('reads %s, typed or pasted, as %d', async (typed, amount) => {
    const onBid = await renderBidForm();
    const field = screen.getByRole('textbox', { name: 'Your bid for Paper' });
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Bid for Paper' }));
    await waitFor(() => expect(onBid).toHaveBeenLastCalledWith(amount));

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Bid for Paper' }));
    await waitFor(() => expect(onBid).toHaveBeenCalledTimes(2));
    expect(onBid).toHaveBeenLastCalledWith(amount);
  });

  it.each([
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    // The browser's locale here is en-US: a comma before three digits groups thousands.
    ['1,234', 1234],
  ])('reads %s with thousands separators as %d', async (typed, amount) => {
    const onBid = await renderBidForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your bid for Paper' }), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Bid for Paper' }));
    await waitFor(() => expect(onBid).toHaveBeenLastCalledWith(amount));
  });

  it('refuses an ambiguous amount with both readings named, without sending it', async () => {
    const onBid = await renderBidForm();
    const field = screen.getByRole('textbox', { name: 'Your bid for Paper' });
    await userEvent.type(field, '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Bid for Paper' }));
    expect(
      await screen.findByText(
        '"1.234" could mean 1234 or 1.234: please type the amount without a thousands separator',
      ),
    ).toBeInTheDocument();
    expect(onBid).not.toHaveBeenCalled();
    expect(field).toHaveValue('1.234');
  });

  it('refuses a third decimal instead of dropping it', async () => {
    const onBid = await renderBidForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your bid for Paper' }), '0,125');
    await userEvent.click(screen.getByRole('button', { name: 'Bid for Paper' }));
    expect(await screen.findByText('Please enter at most 2 decimals')).toBeInTheDocument();
    expect(onBid).not.toHaveBeenCalled();
  });
});
