import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenderStatus } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { runningTenderFixture } from '@/test/supplier-fixtures.ts';
import { SupplierTenderPage, type AuctionRoomSlotProps } from './supplier-tender-page.tsx';

function StubRoom({ tender }: AuctionRoomSlotProps) {
  return <p>Room of {tender.name}</p>;
}

/** The header's connection label, in whichever of its four states the hub is. */
const connectionLabel = () =>
  screen.queryByText(/^(Connecting…|Live|Reconnecting…|Offline)$/, { selector: 'p' });

async function renderPageFor(tenderStatus: number) {
  const tender = runningTenderFixture({ tenderId: 't-1', name: 'Office chairs', tenderStatus });
  mockFetch((call) => {
    if (call.url.includes('/api/tender/GetTender')) return { body: tender };
    if (call.url.includes('GetServerTime'))
      return { body: { serverTime: new Date().toISOString() } };
    return { body: [] };
  });
  await renderWithProviders(
    <Routes>
      <Route
        path="/auctions/supplier/:id"
        element={<SupplierTenderPage AuctionRoom={StubRoom} />}
      />
    </Routes>,
    { route: '/auctions/supplier/t-1' },
  );
  await screen.findByRole('heading', { name: 'Office chairs', level: 1 });
}

describe('the supplier’s tender page', () => {
  it('opens on the live room while the auction runs, the proposal one tab away', async () => {
    await renderPageFor(TenderStatus.SUBMITTED);
    const roomTab = screen.getByRole('tab', { name: 'Live auction' });
    expect(roomTab).toHaveAttribute('aria-selected', 'true');
    expect(connectionLabel()).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Live auction' })).toHaveTextContent(
      'Room of Office chairs',
    );
    // The proposal and the questions are not rendered below the room: they are the other tab.
    expect(screen.queryByRole('heading', { name: 'Key dates' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Proposal and details' }));
    expect(await screen.findByRole('heading', { name: 'Key dates' })).toBeInTheDocument();
    expect(screen.queryByText('Room of Office chairs')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Auction result' })).not.toBeInTheDocument();
  });

  it('leads with the result, not the room entry, once the auction has ended', async () => {
    await renderPageFor(TenderStatus.ENDED);
    const result = screen.getByRole('region', { name: 'Auction result' });
    expect(within(result).getByText('Room of Office chairs')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Live auction' })).not.toBeInTheDocument();
    // Nothing live is left to connect to: no "Live" dot beside "Ended" (issue 27).
    expect(connectionLabel()).not.toBeInTheDocument();
  });
});
