// The result never tells two suppliers they won: under a sharing tie rule (issue 29) a tie for
// first says so to each tied supplier, and the owner sees all of them and the recorded winner.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  DEFAULT_FORMAT_RULES,
  type TAuctionResult,
  type TLotState,
  type TLotsReply,
} from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { defaultItem, tenderFixture } from '@/test/tender-fixtures.ts';
import { lotRows } from '../model/lots.ts';
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

/** A Dutch tender of three lots: Chair and Desk taken, Lamp by nobody; the supplier took Desk. */
function dutchLots() {
  const tender = tenderFixture({
    auctionFormat: 'dutch',
    formatRules: DEFAULT_FORMAT_RULES,
    currency: 'EUR',
    itemsDetails: [
      { ...defaultItem, id: 'item-1', name: 'Chair', quantity: 10 },
      { ...defaultItem, id: 'item-2', name: 'Desk', quantity: 2 },
      { ...defaultItem, id: 'item-3', name: 'Lamp', quantity: 5 },
    ],
  });
  const closed = (itemId: string, overrides: Partial<TLotState>): TLotState => ({
    itemId,
    position: 0,
    state: 'closed',
    round: 4,
    level: 80,
    roundEndsAt: null,
    endDate: null,
    prolongedMinutes: 0,
    remaining: null,
    outcome: 'won',
    finalLevel: 80,
    closedAt: '2030-03-10T12:00:00.000Z',
    ...overrides,
  });
  const part = (itemId: string, isWinner: boolean) => ({
    itemId,
    isMember: false,
    acceptedRound: null,
    dropped: false,
    isWinner,
  });
  const reply: TLotsReply = {
    tenderId: tender.tenderId,
    format: 'dutch',
    serverTime: '2030-03-10T12:00:00.000Z',
    lots: [
      closed('item-1', { finalLevel: 85 }),
      closed('item-2', { position: 1, finalLevel: 240 }),
      closed('item-3', { position: 2, outcome: 'noAcceptance', finalLevel: null, level: 120 }),
    ],
    mine: [part('item-1', false), part('item-2', true), part('item-3', false)],
  };
  return { tender, reply };
}

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

  it('tells a Dutch supplier per lot who took it and at which price, not that its offer was incomplete', async () => {
    const { tender, reply } = dutchLots();
    // The supplier's offer is incomplete (it took one lot of three): no rank, as in English.
    const result = ended({ winner: { isMe: false }, finalRanking: [] });
    await renderWithProviders(
      <ResultPanel
        result={result}
        viewer="supplier"
        tieRule="earlierWins"
        lots={lotRows(tender, reply, 'supplier')}
      />,
    );
    expect(screen.getByTestId('result-lot-item-1')).toHaveTextContent(
      'Another supplier took Chair at €85.00',
    );
    expect(screen.getByTestId('result-lot-item-2')).toHaveTextContent('You took Desk at €240.00');
    expect(screen.getByTestId('result-lot-item-3')).toHaveTextContent('Nobody accepted Lamp');
    expect(screen.queryByText(/not complete, so it was not ranked/)).toBeNull();
  });

  it('tells the owner of a Dutch tender who took each lot at which price, not one winner', async () => {
    const { tender, reply } = dutchLots();
    const ownerReply: TLotsReply = {
      ...reply,
      mine: undefined,
      winners: [
        { itemId: 'item-1', userName: 'alice@example.com' },
        { itemId: 'item-2', userName: 'bob@example.com' },
      ],
    };
    await renderWithProviders(
      <ResultPanel
        result={ended({ winner: { isMe: false, userName: 'bob@example.com' } })}
        viewer="owner"
        tieRule="earlierWins"
        lots={lotRows(tender, ownerReply, 'owner')}
      />,
    );
    expect(screen.getByTestId('result-lot-item-1')).toHaveTextContent(
      'alice@example.com took Chair at €85.00',
    );
    expect(screen.getByTestId('result-lot-item-2')).toHaveTextContent(
      'bob@example.com took Desk at €240.00',
    );
    expect(screen.getByTestId('result-lot-item-3')).toHaveTextContent('Nobody accepted Lamp');
    expect(screen.queryByText(/^Winner/)).toBeNull();
  });

  it('keeps the English wording for an English tender (no lots)', async () => {
    await renderWithProviders(
      <ResultPanel
        result={ended({ winner: { isMe: false } })}
        viewer="supplier"
        tieRule="earlierWins"
      />,
    );
    expect(screen.getByTestId('result-winner')).toHaveTextContent(
      'Your offer was not complete, so it was not ranked.',
    );
  });
});
