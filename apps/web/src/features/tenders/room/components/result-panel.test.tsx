// The result never tells two suppliers they won: under a sharing tie rule (issue 29) a tie for
// first says so to each tied supplier, and the owner sees all of them and the recorded winner.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TAuctionResult } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { ResultPanel } from './result-panel.tsx';

const ended = (overrides: Partial<TAuctionResult>): TAuctionResult => ({
  tenderId: 'tender-1',
  tenderStatus: 22,
  endedAt: '2030-03-10T12:00:00.000Z',
  currency: 'EUR',
  winner: null,
  finalRanking: [],
  expectedTotal: 1000,
  winningTotal: 900,
  savings: 100,
  ...overrides,
});

describe('the result panel', () => {
  it('tells the recorded winner of a tie for first that it tied, not that it won', async () => {
    const result = ended({
      winner: { isMe: true },
      finalRanking: [{ userName: 'alice', position: 1, tiedWith: 1 }],
    });
    await renderWithProviders(
      <ResultPanel result={result} viewer="supplier" tieRule="shareBetter" />,
    );
    expect(screen.getByTestId('result-winner')).toHaveTextContent(
      'You tied for first place: the buyer decides the award',
    );
    expect(screen.queryByText('You won this auction')).not.toBeInTheDocument();
  });

  it('tells the other tied supplier the same, under shareWorse at 2nd', async () => {
    const result = ended({
      winner: { isMe: false },
      winningTotal: null,
      savings: null,
      finalRanking: [{ userName: 'bob', position: 2, tiedWith: 1 }],
    });
    await renderWithProviders(
      <ResultPanel result={result} viewer="supplier" tieRule="shareWorse" />,
    );
    expect(screen.getByTestId('result-winner')).toHaveTextContent('You tied for first place');
  });

  it('tells a winner alone that their offer ranked first, and the others their final place', async () => {
    const won = ended({
      winner: { isMe: true },
      finalRanking: [{ userName: 'alice', position: 1 }],
    });
    const { unmount } = await renderWithProviders(
      <ResultPanel result={won} viewer="supplier" tieRule="shareBetter" />,
    );
    // The auction's ranking, not the award (the buyer decides that after it): never "You won".
    expect(screen.getByTestId('result-winner')).toHaveTextContent(
      'Your offer ranked first in the auction',
    );
    unmount();
    const behind = ended({
      winner: { isMe: false },
      finalRanking: [{ userName: 'carol', position: 3 }],
    });
    await renderWithProviders(
      <ResultPanel result={behind} viewer="supplier" tieRule="shareBetter" />,
    );
    expect(screen.getByTestId('result-winner')).toHaveTextContent('Your final position: 3rd');
  });

  it('shows the owner every offer tied for first and which one is recorded as the winner', async () => {
    const result = ended({
      winner: { userName: 'alice', isMe: false },
      finalRanking: [
        { userName: 'alice', position: 1, tiedWith: 1, score: 1, total: 900 },
        { userName: 'bob', position: 1, tiedWith: 1, score: 1, total: 900 },
        { userName: 'carol', position: 3, score: 0.9, total: 1000 },
      ],
    });
    await renderWithProviders(<ResultPanel result={result} viewer="owner" tieRule="shareBetter" />);
    const headline = screen.getByTestId('result-winner');
    expect(headline).toHaveTextContent('Tied for first: alice, bob');
    expect(headline).toHaveTextContent(/alice reached it first and is recorded as the winner/);
  });
});
