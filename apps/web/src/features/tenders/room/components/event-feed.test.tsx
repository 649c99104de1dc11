// The owner's feed tells a staggered lot's overtime as that lot's (naming its item), not as the
// tender's prolongation, and a sealed tender's end as its offers' opening, never as a run.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TenderStatus } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { durableEvents, mergeFeed, type FeedBid } from '../model/feed.ts';
import { EventFeed } from './event-feed.tsx';

const targetLabels = {
  'item:item-1': { name: 'Chair', unit: null },
  'item:item-2': { name: 'Desk', unit: null },
} as const;

const renderFeed = (events: ReturnType<typeof durableEvents>) =>
  renderWithProviders(
    <EventFeed
      entries={mergeFeed({ historyBids: [], liveBids: [], announcements: [], otherEvents: events })}
      currency="EUR"
      targetLabels={targetLabels}
    />,
  );

describe('the owner’s event feed', () => {
  it('names the lot whose overtime moved its close, apart from the tender’s prolongations', async () => {
    const lotOvertime = (itemId: string, to: string) => ({
      at: '2030-01-01T10:06:50.000Z',
      userName: null,
      action: 'prolonged',
      changes: {
        itemId,
        endDate: { from: '2030-01-01T10:07:00.000Z', to },
        minutes: 2,
        cause: 'overtime',
      },
    });
    const events = durableEvents({
      status: TenderStatus.SUBMITTED,
      startDate: '2030-01-01T10:00:00.000Z',
      endDate: '2030-01-01T10:12:00.000Z',
      auctionFormat: 'english',
      auditLog: [
        // One flush may move two lots at one instant.
        lotOvertime('item-1', '2030-01-01T10:09:00.000Z'),
        lotOvertime('item-2', '2030-01-01T10:14:00.000Z'),
        {
          at: '2030-01-01T10:05:00.000Z',
          userName: 'owner@example.com',
          action: 'prolonged',
          changes: {
            endDate: { from: '2030-01-01T10:10:00.000Z', to: '2030-01-01T10:12:00.000Z' },
            minutes: 2,
          },
        },
      ],
    });
    expect(events.filter((event) => event.kind === 'prolonged')).toEqual([
      expect.objectContaining({ itemId: 'item-1', reason: 'overtime', minutes: 2 }),
      expect.objectContaining({ itemId: 'item-2', reason: 'overtime', minutes: 2 }),
      expect.not.objectContaining({ itemId: expect.anything() }),
    ]);
    await renderFeed(events);
    const feed = screen.getByTestId('event-feed');
    const items = within(feed).getAllByRole('listitem');
    const texts = items.map((item) => item.textContent);
    expect(texts.filter((text) => text?.includes('Overtime on lot Chair'))).toHaveLength(1);
    expect(texts.filter((text) => text?.includes('Overtime on lot Desk'))).toHaveLength(1);
    expect(
      within(feed).getByText(/Overtime on lot Chair: extended by 2 minutes/),
    ).toHaveTextContent(/the lot now closes at \d\d:\d\d:00/);
    expect(within(feed).getAllByText(/^Prolonged by 2 minutes/)).toHaveLength(1);
    expect(within(feed).queryByText(/^Overtime: extended/)).toBeNull();
  });

  it('tells a sealed tender’s end as the opening of its offers, never as running', async () => {
    // The opening moves the sealed tender from proposals straight to ended, its start and end
    // both at the deadline.
    const deadline = '2030-01-01T12:00:00.000Z';
    const events = durableEvents({
      status: TenderStatus.ENDED,
      startDate: deadline,
      endDate: deadline,
      auctionFormat: 'sealed',
      auditLog: [],
    });
    expect(events).toEqual([
      { kind: 'status', at: deadline, status: TenderStatus.ENDED, isSealedOpening: true },
    ]);
    await renderFeed(events);
    const feed = screen.getByTestId('event-feed');
    expect(feed).toHaveTextContent('Sealed offers opened together. Status: Ended');
    expect(feed).not.toHaveTextContent('Running');
  });

  it('marks the offers a sealed tender opened as sealed offers, an open auction’s as initial ones', async () => {
    const opened: FeedBid = {
      kind: 'bid',
      at: '2030-01-01T12:00:00.000Z',
      seq: 1,
      userName: 'alice@example.com',
      target: { kind: 'item', id: 'item-1' },
      value: 90,
      isInitialOffer: true,
    };
    const entries = mergeFeed({
      historyBids: [opened],
      liveBids: [],
      announcements: [],
      otherEvents: [],
    });
    const sealed = await renderWithProviders(
      <EventFeed entries={entries} currency="EUR" targetLabels={targetLabels} isSealed />,
    );
    expect(within(sealed.container).getByTestId('event-feed')).toHaveTextContent('sealed offer');
    expect(within(sealed.container).getByTestId('event-feed')).not.toHaveTextContent(
      'initial offer',
    );
    sealed.unmount();
    await renderWithProviders(
      <EventFeed entries={entries} currency="EUR" targetLabels={targetLabels} />,
    );
    expect(screen.getByTestId('event-feed')).toHaveTextContent('initial offer');
  });
});
