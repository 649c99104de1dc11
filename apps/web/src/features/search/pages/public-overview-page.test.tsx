// The public auction overview: what anyone may see without logging in, the way to take part for
// each kind of viewer, and the answer for a tender that is not public.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SupplierStatus, type TPublicTenderOverview } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { preloadLazyChunks } from '@/test/lazy-chunks.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { publicOverviewFixture, searchId } from '@/test/search-fixtures.ts';
import { userInfoFixture } from '@/test/user-fixtures.ts';
import { PublicOverviewPage } from './public-overview-page.tsx';

// The delivery place's map (Leaflet), loaded before the tests wait for the page (issue 26).
preloadLazyChunks(() => import('@/components/map/pin-map.tsx'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

const id = searchId(1);

async function renderOverview(reply: { status?: number; body: unknown }) {
  const { calls } = mockFetch((call) =>
    call.url.includes('/api/tender/GetPublicTenderOverview') ? reply : { body: [] },
  );
  await renderWithProviders(
    <Routes>
      <Route path="/public/auction-overview/:id" element={<PublicOverviewPage />} />
    </Routes>,
    { route: `/public/auction-overview/${id}` },
  );
  return calls;
}

const overview = (overrides: Partial<TPublicTenderOverview> = {}) => ({
  body: publicOverviewFixture(overrides),
});

describe('the public auction overview', () => {
  it('shows a visitor the auction, what it asks for and how to take part', async () => {
    const calls = await renderOverview(overview());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office chairs for Berlin' }),
    ).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api/tender/GetPublicTenderOverview?id=${id}`);
    expect(screen.getByText('Buyer: Globex Buying')).toBeInTheDocument();
    expect(screen.getByText('Req. for Proposals')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Ergonomic office chair')).toBeInTheDocument();
    expect(within(items).getByText('Standing desk')).toBeInTheDocument();
    const criteria = screen.getByRole('region', { name: 'Criteria' });
    expect(within(criteria).getByText('Delivery time')).toBeInTheDocument();
    expect(within(criteria).getByText('80 %')).toBeInTheDocument();
    expect(within(criteria).getByText('20 %')).toBeInTheDocument();
    const mustHaves = screen.getByRole('region', { name: 'Must-have conditions' });
    expect(within(mustHaves).getByText('Chairs certified to EN 1335')).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: 'At a glance' });
    expect(within(facts).getByText('€3,000.00')).toBeInTheDocument();
    expect(within(facts).getByText('≈ $3,240.00 in your currency')).toBeInTheDocument();
    expect(within(facts).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Berlin, Germany')).toBeInTheDocument();

    const takePart = screen.getByRole('region', { name: 'Take part' });
    expect(within(takePart).getByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/public/auction-overview/${id}`)}`,
    );
  });

  it('lets a signed-in supplier without an entry apply on the supplier page', async () => {
    sessionStore.setUser(userInfoFixture());
    await renderOverview(overview({ viewer: { supplierStatus: null, isOwner: false } }));

    const takePart = await screen.findByRole('region', { name: 'Take part' });
    expect(within(takePart).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/auctions/supplier/${id}`,
    );
  });

  it('leads a supplier who takes part to their tender page', async () => {
    sessionStore.setUser(userInfoFixture());
    await renderOverview(
      overview({ viewer: { supplierStatus: SupplierStatus.ACCEPTED, isOwner: false } }),
    );

    const takePart = await screen.findByRole('region', { name: 'Take part' });
    expect(within(takePart).getByText('Invitation accepted')).toBeInTheDocument();
    expect(within(takePart).getByRole('link', { name: 'Open your tender page' })).toHaveAttribute(
      'href',
      `/auctions/supplier/${id}`,
    );
    expect(within(takePart).queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('leads the owner to the owner view', async () => {
    sessionStore.setUser(userInfoFixture());
    await renderOverview(overview({ viewer: { supplierStatus: null, isOwner: true } }));

    const takePart = await screen.findByRole('region', { name: 'Take part' });
    expect(within(takePart).getByRole('link', { name: 'Open the owner view' })).toHaveAttribute(
      'href',
      `/auctions/owner/${id}/1`,
    );
  });

  it('says the auction is not public when the server does not show it', async () => {
    await renderOverview({ status: 404, body: { error: 'not_found', message: 'Not found' } });

    expect(
      await screen.findByRole('heading', { name: 'This auction is not public' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public auctions' })).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers',
    );
  });
});
