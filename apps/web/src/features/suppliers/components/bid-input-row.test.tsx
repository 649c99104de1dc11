// An initial offer's amount field reads amounts as people type them: "239,5" is 239.5, not 2395.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render.tsx';
import { BidInputRow } from './bid-input-row.tsx';

async function renderRow(decimals = 2) {
  const onBid = vi.fn(() => Promise.resolve());
  await renderWithProviders(
    <BidInputRow
      title="Paper"
      details="500 × sheet"
      inputLabel="Unit price of Paper"
      saved={undefined}
      decimals={decimals}
      canBid
      receipt={undefined}
      problemOf={() => undefined}
      onBid={onBid}
    />,
  );
  return { onBid, field: screen.getByRole('textbox', { name: 'Unit price of Paper' }) };
}

describe('BidInputRow', () => {
  it.each([
    ['239,5', 239.5],
    ['239.5', 239.5],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
  ])('reads %s as %d', async (typed, amount) => {
    const { onBid, field } = await renderRow();
    await userEvent.type(field, `${typed}{Enter}`);
    await waitFor(() => expect(onBid).toHaveBeenCalledWith(amount));
  });

  it('refuses an amount the locale leaves ambiguous, naming both readings', async () => {
    const { onBid, field } = await renderRow();
    await userEvent.type(field, '2.500{Enter}');
    expect(
      await screen.findByText(
        '"2.500" could mean 2500 or 2.500: please type the amount without a thousands separator',
      ),
    ).toBeInTheDocument();
    expect(onBid).not.toHaveBeenCalled();
  });

  it('keeps four decimals where the value allows them', async () => {
    const { onBid, field } = await renderRow(4);
    await userEvent.type(field, '0,1234{Enter}');
    await waitFor(() => expect(onBid).toHaveBeenCalledWith(0.1234));
  });
});
