// A supplier reads the award apart from the auction's ranking: pending, won (what and the next
// step), another supplier's (with the rank when shared), or closed without award.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TTenderAward } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import { SupplierAwardOutcome } from './supplier-award-outcome.tsx';

const pending: TTenderAward = {
  state: 'pending',
  isFinal: false,
  decidedAt: null,
  finalAt: null,
  reason: null,
  sharesRanks: false,
  lines: [],
  total: null,
};

const show = (award: TTenderAward | undefined) =>
  renderWithProviders(<SupplierAwardOutcome tender={tenderFixture({ currency: 'EUR', award })} />);

describe('SupplierAwardOutcome', () => {
  it('shows nothing without an award (the auction has not ended)', async () => {
    await show(undefined);
    expect(screen.queryByTestId('award-outcome')).toBeNull();
  });

  it('says the buyer is deciding, and that the ranking is not the award', async () => {
    await show(pending);
    expect(screen.getByTestId('award-outcome')).toHaveTextContent(/Pending award/);
    expect(screen.getByText(/ranking is not the award/)).toBeInTheDocument();
  });

  it('lists what the supplier won and the next step', async () => {
    await show({
      ...pending,
      state: 'awarded',
      lines: [
        {
          itemId: 'paper',
          itemName: 'Paper A4',
          supplierId: 'me',
          supplierName: 'Me',
          amount: 900,
          awardedAt: '2030-07-01T10:00:00.000Z',
        },
      ],
      total: 900,
    });
    expect(screen.getByTestId('award-won-lines')).toHaveTextContent(/Paper A4: €900.00/);
    expect(screen.getByText(/the buyer will contact you about the next steps/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Award letter (PDF)' })).toBeInTheDocument();
  });

  it('tells a supplier who did not win, with the rank the buyer shared', async () => {
    await show({ ...pending, state: 'awarded', sharesRanks: true, myRank: 2 });
    expect(
      screen.getByText('The buyer awarded this tender to another supplier.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Award letter (PDF)' })).toBeNull();
    expect(screen.getByText('Your final position in the auction: 2')).toBeInTheDocument();
  });

  it('gives the reason of a closing without award', async () => {
    await show({ ...pending, state: 'notAwarded', isFinal: true, reason: 'Budget withdrawn' });
    expect(screen.getByText('Reason: Budget withdrawn')).toBeInTheDocument();
    expect(screen.getByTestId('award-outcome')).toHaveTextContent(/Not awarded/);
  });
});
