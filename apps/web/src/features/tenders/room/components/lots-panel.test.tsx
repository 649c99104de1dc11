// The lots panel of the Japanese and Dutch formats (issue 30): loading, failure and empty states;
// each lot's level as a unit price and a lot total, how many suppliers remain (never who) and the
// supplier's own part; Accept and Drop out (final, confirmed) in a Japanese lot; a Dutch acceptance
// confirmed at its price, asked again when the price moved, and refused when another supplier was
// first; the lotUpdate pushes applied as they come; the owner's outcomes and winners.
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_FORMAT_RULES,
  Messages,
  TenderStatus,
  type AuctionFormat,
  type TLotReceipt,
  type TLotsReply,
  type TLotState,
  type TMyLotPart,
  type TTender,
} from '@tendermark/shared';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { defaultItem, tenderFixture } from '@/test/tender-fixtures.ts';
import { useLots } from '../hooks/use-lots.ts';
import { LotsPanel } from './lots-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const tenderOf = (format: AuctionFormat, isOwner = false): TTender =>
  tenderFixture({
    name: 'Office furniture',
    auctionFormat: format,
    formatRules: DEFAULT_FORMAT_RULES,
    tenderStatus: TenderStatus.SUBMITTED,
    isOwner,
    itemsDetails: [
      { ...defaultItem, id: 'item-1', name: 'Chair', quantity: 10, unitPrice: 100, bidStep: 1 },
      { ...defaultItem, id: 'item-2', name: 'Desk', quantity: 2, unitPrice: 300, bidStep: 5 },
    ],
  });

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function lot(overrides: Partial<TLotState> & { itemId: string }): TLotState {
  return {
    position: 0,
    state: 'open',
    round: 1,
    level: 99,
    roundEndsAt: inSeconds(42),
    endDate: null,
    prolongedMinutes: 0,
    remaining: 3,
    outcome: null,
    finalLevel: null,
    closedAt: null,
    ...overrides,
  };
}

const mine = (itemId: string, overrides: Partial<TMyLotPart> = {}): TMyLotPart => ({
  itemId,
  isMember: true,
  acceptedRound: null,
  dropped: false,
  isWinner: false,
  ...overrides,
});

const japaneseReply = (): TLotsReply => ({
  tenderId: 'tender-1',
  format: 'japanese',
  serverTime: new Date().toISOString(),
  lots: [
    lot({ itemId: 'item-1' }),
    lot({ itemId: 'item-2', position: 1, level: 295, remaining: 2 }),
  ],
  mine: [mine('item-1'), mine('item-2', { dropped: true })],
});

const receipt = (overrides: Partial<TLotReceipt>): TLotReceipt => ({
  accepted: true,
  seq: 12,
  serverTime: '2030-03-10T10:01:05.000Z',
  hash: 'f00dbabe',
  itemId: 'item-1',
  action: 'accept',
  round: 1,
  level: 99,
  ...overrides,
});

type Reply = { status?: number; body?: unknown };

function serve(
  lots: () => TLotsReply | Reply,
  actions: (call: RecordedCall) => Reply = () => ({}),
) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/settings/GetServerTime'))
      return { body: { serverTime: new Date().toISOString() } };
    if (call.url.startsWith('/api/tender/GetLots')) {
      const reply = lots();
      return 'lots' in reply ? { body: reply } : reply;
    }
    return actions(call);
  });
}

const hub: { handlers: TenderHubHandlers } = { handlers: {} };

function Harness({ tender, viewer }: { tender: TTender; viewer: 'owner' | 'supplier' }) {
  const lots = useLots(tender, { enabled: true });
  useLayoutEffect(() => {
    hub.handlers = lots.handlers;
  });
  return <LotsPanel tender={tender} viewer={viewer} lots={lots} />;
}

const renderPanel = (tender: TTender, viewer: 'owner' | 'supplier' = 'supplier') =>
  renderWithProviders(<Harness tender={tender} viewer={viewer} />);

const card = (itemId: string) => screen.getByTestId(`lot-${itemId}`);
const calls = (server: { calls: RecordedCall[] }, path: string) =>
  server.calls.filter((call) => call.url.startsWith(path));

describe('the lots panel’s states', () => {
  it('shows placeholders while the lots load', async () => {
    serve(() => new Promise<never>(() => {}) as never);
    await renderPanel(tenderOf('japanese'));
    expect(screen.getByLabelText('Loading the lots…')).toHaveAttribute('aria-busy', 'true');
  });

  it('says why the lots are missing and reads them again on request', async () => {
    let fails = true;
    serve(() =>
      fails
        ? { status: 500, body: { error: 'server', message: 'Something went wrong' } }
        : japaneseReply(),
    );
    await renderPanel(tenderOf('japanese'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The lots could not be loaded');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('lot-item-1')).toBeInTheDocument();
  });

  it('says when the lots will appear before the auction has any', async () => {
    serve(() => ({ ...japaneseReply(), lots: [], mine: [] }));
    await renderPanel(tenderOf('japanese'));
    expect(await screen.findByTestId('lots-empty')).toHaveTextContent(
      'The lots appear here when the auction starts.',
    );
  });
});

describe('a Japanese lot for a supplier', () => {
  it('shows the level, the lot total, the round and how many remain, never who', async () => {
    serve(japaneseReply);
    await renderPanel(tenderOf('japanese'));
    const chair = await screen.findByTestId('lot-item-1');
    expect(within(chair).getByTestId('lot-level')).toHaveTextContent('$99.00');
    expect(within(chair).getByTestId('lot-total')).toHaveTextContent('$990.00');
    expect(within(chair).getByText('Open')).toBeInTheDocument();
    expect(within(chair).getByText(/Round 2/)).toBeInTheDocument();
    expect(within(chair).getByText('3 suppliers remain')).toBeInTheDocument();
    expect(within(chair).getByTestId('lot-countdown')).toHaveTextContent(/Round ends in 00:4\d/);
    expect(within(chair).getByText(/Accept this price or drop out/)).toBeInTheDocument();
    expect(within(card('item-2')).getByText('You dropped out of this lot')).toBeInTheDocument();
    expect(within(card('item-2')).queryByRole('button')).toBeNull();
  });

  it('accepts this round’s level in one click and says so', async () => {
    let reply = japaneseReply();
    const server = serve(
      () => reply,
      () => {
        reply = { ...reply, mine: [mine('item-1', { acceptedRound: 1 }), mine('item-2')] };
        return { body: receipt({}) };
      },
    );
    await renderPanel(tenderOf('japanese'));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept $99.00 for Chair' }));
    await waitFor(() => expect(calls(server, '/api/tendersupplier/AcceptLevel')).toHaveLength(1));
    expect(JSON.parse(calls(server, '/api/tendersupplier/AcceptLevel')[0].body)).toEqual({
      tenderId: 'tender-1',
      itemId: 'item-1',
      round: 1,
    });
    expect(await within(card('item-1')).findByTestId('lot-feedback')).toHaveTextContent(
      /Accepted: entry no\. 12/,
    );
    expect(within(card('item-1')).getByTestId('lot-own')).toHaveTextContent(
      'You accepted this round’s price',
    );
    expect(screen.queryByRole('button', { name: 'Accept $99.00 for Chair' })).toBeNull();
  });

  it('shows the refusal when the round was over', async () => {
    serve(japaneseReply, () => ({
      status: 409,
      body: { error: 'round_over', message: Messages.roundOver },
    }));
    await renderPanel(tenderOf('japanese'));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept $99.00 for Chair' }));
    expect(await within(card('item-1')).findByRole('alert')).toHaveTextContent(Messages.roundOver);
  });

  it('drops out only after a confirmation that says it is final', async () => {
    let reply = japaneseReply();
    const server = serve(
      () => reply,
      () => {
        reply = { ...reply, mine: [mine('item-1', { dropped: true }), mine('item-2')] };
        return { body: receipt({ action: 'drop' }) };
      },
    );
    await renderPanel(tenderOf('japanese'));
    await userEvent.click(await screen.findByRole('button', { name: 'Drop out of Chair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop out of Chair?' });
    expect(dialog).toHaveTextContent(/Dropping out is final/);
    expect(calls(server, '/api/tendersupplier/DropOut')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop out for good' }));
    await waitFor(() => expect(calls(server, '/api/tendersupplier/DropOut')).toHaveLength(1));
    expect(await within(card('item-1')).findByText('You dropped out of this lot')).toBeVisible();
  });

  it('applies a pushed level and announces it politely', async () => {
    serve(japaneseReply);
    await renderPanel(tenderOf('japanese'));
    await screen.findByTestId('lot-item-1');
    act(() =>
      hub.handlers.lotUpdate?.({
        tenderId: 'tender-1',
        lot: lot({ itemId: 'item-1', round: 2, level: 98, remaining: 2 }),
      }),
    );
    expect(within(card('item-1')).getByTestId('lot-level')).toHaveTextContent('$98.00');
    expect(within(card('item-1')).getByText('2 suppliers remain')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chair: the price is now $98.00');
  });

  it('ignores a push older than what it shows', async () => {
    serve(japaneseReply);
    await renderPanel(tenderOf('japanese'));
    await screen.findByTestId('lot-item-1');
    act(() =>
      hub.handlers.lotUpdate?.({
        tenderId: 'tender-1',
        lot: lot({ itemId: 'item-1', round: 0, level: 100 }),
      }),
    );
    expect(within(card('item-1')).getByTestId('lot-level')).toHaveTextContent('$99.00');
  });
});

const dutchReply = (level = 60): TLotsReply => ({
  tenderId: 'tender-1',
  format: 'dutch',
  serverTime: new Date().toISOString(),
  lots: [
    lot({ itemId: 'item-1', level, remaining: null }),
    lot({
      itemId: 'item-2',
      position: 1,
      state: 'waiting',
      level: null,
      remaining: null,
      round: null,
      roundEndsAt: null,
    }),
  ],
  mine: [mine('item-1'), mine('item-2')],
});

describe('a Dutch lot for a supplier', () => {
  it('accepts after a confirmation that states the price and the lot total', async () => {
    const server = serve(
      () => dutchReply(),
      () => ({ body: receipt({ level: 60 }) }),
    );
    await renderPanel(tenderOf('dutch'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept this offer of $60.00 for Chair' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take Chair at this price?' });
    expect(dialog).toHaveTextContent('You accept $60.00 per unit ($600.00 for the lot)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept $60.00' }));
    await waitFor(() => expect(calls(server, '/api/tendersupplier/AcceptOffer')).toHaveLength(1));
    expect(JSON.parse(calls(server, '/api/tendersupplier/AcceptOffer')[0].body)).toMatchObject({
      itemId: 'item-1',
      level: 60,
    });
    expect(await within(card('item-1')).findByTestId('lot-feedback')).toHaveTextContent(
      /Accepted: entry no\. 12/,
    );
  });

  it('asks again at the new price when the price moved', async () => {
    let level = 60;
    const server = serve(
      () => dutchReply(level),
      (call) => {
        const sent = JSON.parse(call.body) as { level: number };
        if (sent.level === 60) {
          level = 61;
          return {
            status: 409,
            body: {
              error: 'price_moved',
              message: 'The price has moved to 61: please confirm the new price',
            },
          };
        }
        return { body: receipt({ level: 61 }) };
      },
    );
    await renderPanel(tenderOf('dutch'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept this offer of $60.00 for Chair' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept $60.00' }));
    const moved = await screen.findByRole('dialog', { name: 'The price has moved' });
    expect(moved).toHaveTextContent('The price moved to $61.00 per unit ($610.00 for the lot)');
    await userEvent.click(within(moved).getByRole('button', { name: 'Accept $61.00' }));
    await waitFor(() => expect(calls(server, '/api/tendersupplier/AcceptOffer')).toHaveLength(2));
    expect(JSON.parse(calls(server, '/api/tendersupplier/AcceptOffer')[1].body)).toMatchObject({
      level: 61,
    });
  });

  it('says when another supplier took the lot first', async () => {
    serve(
      () => dutchReply(),
      () => ({ status: 409, body: { error: 'lot_taken_first', message: Messages.lotTakenFirst } }),
    );
    await renderPanel(tenderOf('dutch'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept this offer of $60.00 for Chair' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept $60.00' }));
    expect(await within(card('item-1')).findByRole('alert')).toHaveTextContent(
      'Another supplier accepted this lot first.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a waiting lot without a price or actions', async () => {
    serve(() => dutchReply());
    await renderPanel(tenderOf('dutch'));
    const desk = await screen.findByTestId('lot-item-2');
    expect(within(desk).getByText('Waiting')).toBeInTheDocument();
    expect(within(desk).queryByRole('button')).toBeNull();
  });
});

describe('the owner’s lots', () => {
  it('shows the outcomes and who holds each closed lot, without actions', async () => {
    serve(() => ({
      tenderId: 'tender-1',
      format: 'japanese',
      serverTime: new Date().toISOString(),
      lots: [
        lot({
          itemId: 'item-1',
          state: 'closed',
          outcome: 'won',
          finalLevel: 91,
          remaining: 1,
          closedAt: '2030-03-10T10:09:00.000Z',
        }),
        lot({
          itemId: 'item-2',
          position: 1,
          state: 'closed',
          outcome: 'noAcceptance',
          remaining: 0,
          finalLevel: null,
        }),
      ],
      winners: [{ itemId: 'item-1', userName: 'anna@supplier.test' }],
    }));
    await renderPanel(tenderOf('japanese', true), 'owner');
    const chair = await screen.findByTestId('lot-item-1');
    expect(within(chair).getByTestId('lot-outcome')).toHaveTextContent('Won at $91.00');
    expect(within(chair).getByTestId('lot-winners')).toHaveTextContent(
      'Winner: anna@supplier.test',
    );
    expect(within(card('item-2')).getByText('Closed without an acceptance')).toBeInTheDocument();
    expect(within(card('item-2')).getByText('No supplier remains')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Drop out/ })).toBeNull();
  });

  it('shows each staggered English lot’s own close, then its final best price from the push', async () => {
    const tender = tenderFixture({
      ...tenderOf('english', true),
      formatRules: { ...DEFAULT_FORMAT_RULES, lotCloseMinutes: 5 },
    });
    const englishLot = (itemId: string, overrides: Partial<TLotState>) =>
      lot({ itemId, round: null, level: null, roundEndsAt: null, remaining: null, ...overrides });
    const closesAt = new Date(Date.now() + 4 * 60_000 + 10_000).toISOString();
    let closed = false;
    serve(() => ({
      tenderId: tender.tenderId,
      format: 'english',
      serverTime: new Date().toISOString(),
      lots: [
        closed
          ? englishLot('item-1', {
              state: 'closed',
              outcome: 'won',
              finalLevel: 92,
              closedAt: '2030-03-10T10:09:00.000Z',
            })
          : englishLot('item-1', { endDate: inSeconds(30) }),
        englishLot('item-2', { position: 1, endDate: closesAt }),
      ],
      winners: closed ? [{ itemId: 'item-1', userName: 'anna@supplier.test' }] : [],
    }));
    await renderPanel(tender, 'owner');

    const desk = await screen.findByTestId('lot-item-2');
    expect(within(desk).getByTestId('lot-state')).toHaveTextContent('Open');
    expect(within(desk).getByTestId('lot-countdown')).toHaveTextContent(/Closes in 04:1\d/);
    expect(within(card('item-1')).getByTestId('lot-countdown')).toHaveTextContent(/Closes in 00:/);
    expect(within(desk).queryByText('Price this round')).toBeNull();

    closed = true;
    await act(async () => {
      hub.handlers.lotUpdate?.({
        tenderId: tender.tenderId,
        lot: englishLot('item-1', { state: 'closed', closedAt: '2030-03-10T10:09:00.000Z' }),
      });
    });
    const chair = card('item-1');
    await waitFor(() => expect(within(chair).getByTestId('lot-level')).toHaveTextContent('$92.00'));
    expect(within(chair).getByTestId('lot-state')).toHaveTextContent('Closed');
    expect(within(chair).getByText('Final price')).toBeInTheDocument();
    expect(within(chair).getByTestId('lot-winners')).toHaveTextContent(
      'Winner: anna@supplier.test',
    );
    expect(within(chair).queryByTestId('lot-countdown')).toBeNull();
    expect(within(card('item-2')).getByTestId('lot-countdown')).toBeInTheDocument();
    expect(screen.getByText(/Each lot closes on its own/)).toBeInTheDocument();
  });
});
