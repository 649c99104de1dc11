import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TenderStatus } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import '../../../test/stub-document-fonts.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { runningTenderFixture } from '../../../test/supplier-fixtures.ts';
import { SupplierTenderPage, type AuctionRoomSlotProps } from './supplier-tender-page.tsx';

function StubRoom({ tender }: AuctionRoomSlotProps) {
  return <p>Room of {tender.name}</p>;
}

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
  it('invites into the room while the auction runs', async () => {
    await renderPageFor(TenderStatus.SUBMITTED);
    expect(screen.getByRole('link', { name: 'Enter the auction room' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Auction result' })).not.toBeInTheDocument();
  });

  it('leads with the result, not the room entry, once the auction has ended', async () => {
    await renderPageFor(TenderStatus.ENDED);
    const result = screen.getByRole('region', { name: 'Auction result' });
    expect(within(result).getByText('Room of Office chairs')).toBeInTheDocument();
    expect(screen.queryByText('The auction is running')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enter the auction room' })).not.toBeInTheDocument();
  });
});
