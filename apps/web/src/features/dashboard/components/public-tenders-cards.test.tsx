// The public tender cards: the latest for anyone, the suggestions for Business plans only (Free
// users see the plans' offer and the server is never asked).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render.tsx';
import {
  callsTo,
  dashboardUser,
  mockDashboardServer,
  pageOf,
  publicTenderRow,
} from '../test/dashboard-fixtures.ts';
import { LatestPublicTendersCard } from './latest-public-tenders-card.tsx';
import { SuggestedTendersCard } from './suggested-tenders-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const card = (testId: string) => within(screen.getByTestId(testId));

describe('Latest public tenders', () => {
  it('asks for the first five and shows buyer, value in both currencies, deadline and place', async () => {
    const { calls } = mockDashboardServer({
      latest: { body: pageOf([publicTenderRow({ id: 'public-7' })]) },
    });
    await renderWithProviders(<LatestPublicTendersCard viewer="anna@buyer.test" />);

    const latest = card('latest-public-card');
    expect(await latest.findByRole('link', { name: 'Standing desks for Berlin' })).toHaveAttribute(
      'href',
      '/public/auction-overview/public-7',
    );
    expect(latest.getByText('Buyer: Globex Buying')).toBeInTheDocument();
    expect(latest.getByText('€3,000.00')).toBeInTheDocument();
    expect(latest.getByText('≈ $3,240.00')).toBeInTheDocument();
    expect(latest.getByText('Berlin, Germany')).toBeInTheDocument();
    expect(latest.getByText('Proposals until')).toBeInTheDocument();

    const query = new URL(callsTo(calls, '/api/tender/LatestPublicTenders')[0]!.url, 'http://x')
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({ pageNo: '1', recordsPerPage: '5' });
  });

  it('shows no conversion when the tender is in the user currency, and a missing place as such', async () => {
    mockDashboardServer({
      latest: {
        body: pageOf([
          publicTenderRow({ userCurrency: 'EUR', valueInUserCurrency: 3000, delivery: null }),
        ]),
      },
    });
    await renderWithProviders(<LatestPublicTendersCard viewer="anna@buyer.test" />);

    expect(await screen.findByText('€3,000.00')).toBeInTheDocument();
    expect(screen.queryByText(/^≈/)).not.toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
  });

  it('shows placeholder rows while loading, then the empty state with the way to the search', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    mockDashboardServer({ latest: new Promise((resolve) => (answer = resolve)) });
    await renderWithProviders(<LatestPublicTendersCard viewer="anna@buyer.test" />);

    expect(
      card('latest-public-card').getByRole('status', { name: 'Loading…' }),
    ).toBeInTheDocument();
    answer({ body: pageOf([]) });

    expect(await screen.findByText('No public tenders right now')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Search public auctions' })[0]).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers',
    );
  });
});

describe('Suggested for you', () => {
  it('offers the Business plans to a Free user without asking the server', async () => {
    const { calls } = mockDashboardServer();
    const { queryClient } = await renderWithProviders(
      <SuggestedTendersCard user={dashboardUser({ InRoles: ['Free'] })} />,
    );

    expect(screen.getByText('Suggestions come with the Business plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    // A query starts as its component mounts, and the mount is done: none is running or asked.
    expect(queryClient.isFetching()).toBe(0);
    expect(callsTo(calls, '/api/tender/SuggestedPublicTenders')).toEqual([]);
  });

  it('lists the suggestions of a Business user', async () => {
    const { calls } = mockDashboardServer({
      suggested: { body: pageOf([publicTenderRow({ id: 'fit-1', name: 'Desk lamps' })]) },
    });
    await renderWithProviders(<SuggestedTendersCard user={dashboardUser()} />);

    expect(await screen.findByRole('link', { name: 'Desk lamps' })).toHaveAttribute(
      'href',
      '/public/auction-overview/fit-1',
    );
    const query = new URL(callsTo(calls, '/api/tender/SuggestedPublicTenders')[0]!.url, 'http://x')
      .searchParams;
    expect(query.get('recordsPerPage')).toBe('5');
  });

  it('leads to the profile when there is nothing to suggest', async () => {
    mockDashboardServer();
    await renderWithProviders(<SuggestedTendersCard user={dashboardUser()} />);

    expect(await screen.findByText('No suggestions right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('keeps the card with a retry while the endpoint is missing (404)', async () => {
    let isMissing = true;
    mockDashboardServer({
      get suggested() {
        return isMissing
          ? { status: 404, body: { error: 'not_found', message: 'Not found' } }
          : { body: pageOf([publicTenderRow({ name: 'Desk lamps' })]) };
      },
    });
    await renderWithProviders(<SuggestedTendersCard user={dashboardUser()} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the dashboard could not be loaded.',
    );
    expect(screen.getByRole('heading', { name: 'Suggested for you' })).toBeInTheDocument();
    isMissing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Desk lamps' })).toBeInTheDocument();
  });
});
