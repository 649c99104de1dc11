// The page at /: visitors get the landing page and no dashboard calls; users get the work
// dashboard, loaded lazily, with every card.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { preloadLazyChunks } from '@/test/lazy-chunks.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { callsTo, dashboardUser, mockDashboardServer } from '../test/dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

// The work dashboard's chunk (2 s of a cold import on a busy machine), loaded before the tests wait
// for its cards (issue 26); the page still shows it through its lazy boundary.
preloadLazyChunks(() => import('../components/welcome-panel.tsx'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('the dashboard page', () => {
  it('shows visitors the landing page without asking for any dashboard data', async () => {
    const { calls } = mockDashboardServer();
    await renderWithProviders(<DashboardPage />);

    expect(
      screen.getByRole('heading', { name: 'Buy better with live reverse auctions' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a signed-in user every card of the work dashboard', async () => {
    sessionStore.setUser(dashboardUser());
    const { calls } = mockDashboardServer();
    await renderWithProviders(<DashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    for (const title of [
      'My running and upcoming auctions',
      'Pending invitations',
      'Savings over time',
      'Latest public tenders',
      'Suggested for you',
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(
      await screen.findByText('No savings yet: they appear when your auctions end.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No suggestions right now')).toBeInTheDocument();
    expect(callsTo(calls, '/api/tender/SuggestedPublicTenders')).toHaveLength(1);
  });

  it('does not ask a Free user for suggestions', async () => {
    sessionStore.setUser(dashboardUser({ InRoles: ['Free'], RemainingFreeTenders: 1 }));
    const { calls } = mockDashboardServer();
    await renderWithProviders(<DashboardPage />);

    expect(await screen.findByText('Suggestions come with the Business plans')).toBeInTheDocument();
    expect(await screen.findByText('No public tenders right now')).toBeInTheDocument();
    expect(callsTo(calls, '/api/tender/SuggestedPublicTenders')).toEqual([]);
  });

  it('shows a Free user without free auctions the way to a plan beside Create auction', async () => {
    sessionStore.setUser(dashboardUser({ InRoles: ['Free'], RemainingFreeTenders: 0 }));
    mockDashboardServer();
    await renderWithProviders(<DashboardPage />);

    const note = await screen.findByTestId('plan-needed');
    expect(note).toHaveTextContent('Real auctions need a Business plan');
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('does not tell a Free user with free auctions left, or a Business user, to get a plan', async () => {
    for (const user of [
      dashboardUser({ InRoles: ['Free'], RemainingFreeTenders: 2 }),
      dashboardUser({ InRoles: ['BusinessStandard'], RemainingFreeTenders: 0 }),
    ]) {
      sessionStore.setUser(user);
      mockDashboardServer();
      const { unmount } = await renderWithProviders(<DashboardPage />);
      expect(await screen.findByRole('link', { name: 'Create auction' })).toBeInTheDocument();
      expect(screen.queryByTestId('plan-needed')).not.toBeInTheDocument();
      unmount();
    }
  });
});
