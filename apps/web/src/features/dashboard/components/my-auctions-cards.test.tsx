// The dashboard's cards of GetMyTenders: running and upcoming auctions and pending invitations, in
// their loading, empty, failed and filled states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import {
  callsTo,
  dashboardUser,
  mockDashboardServer,
  pageOf,
  tenderListRow,
} from '../test/dashboard-fixtures.ts';
import { MyAuctionsCard } from './my-auctions-card.tsx';
import { PendingInvitationsCard } from './pending-invitations-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

const ownedSoon = tenderListRow({ id: 'owned-soon', name: 'Office chairs', startDate: inHours(5) });
const invited = tenderListRow({
  id: 'invited-1',
  name: 'Standing desks',
  isOwner: false,
  ownerName: 'globex@buyer.test',
  supplierStatus: SupplierStatus.INVITED,
  startDate: inHours(72),
});
const running = tenderListRow({
  id: 'running-1',
  name: 'Printer paper',
  isOwner: false,
  supplierStatus: SupplierStatus.ACCEPTED,
  tenderStatus: TenderStatus.SUBMITTED,
  startDate: inHours(-1),
});
const draft = tenderListRow({
  id: 'draft-1',
  name: 'Draft laptops',
  tenderStatus: TenderStatus.NEW,
});

const card = (testId: string) => within(screen.getByTestId(testId));

describe('My running and upcoming auctions', () => {
  it('shows placeholder rows while the auctions load', async () => {
    mockDashboardServer({ myTenders: () => new Promise(() => {}) });
    await renderWithProviders(<MyAuctionsCard />);

    expect(card('my-auctions-card').getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('asks for the active auctions, soonest start first, and lists them without drafts', async () => {
    const { calls } = mockDashboardServer({
      myTenders: () => ({ body: pageOf([running, draft, ownedSoon, invited]) }),
    });
    await renderWithProviders(<MyAuctionsCard />);

    const owned = await screen.findByRole('link', { name: 'Office chairs' });
    expect(owned).toHaveAttribute('href', '/auctions/owner/owned-soon/1');
    expect(screen.getByRole('link', { name: 'Standing desks' })).toHaveAttribute(
      'href',
      '/auctions/supplier/invited-1',
    );
    expect(screen.queryByText('Draft laptops')).not.toBeInTheDocument();

    const query = new URL(callsTo(calls, '/api/tender/GetMyTenders')[0]!.url, 'http://x')
      .searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      filter: 'active',
      searchByColumn: 'startDate',
      order: 'asc',
    });
  });

  it('gives each row its status, role and start, counting down to a start within a day', async () => {
    mockDashboardServer({ myTenders: () => ({ body: pageOf([running, ownedSoon, invited]) }) });
    await renderWithProviders(<MyAuctionsCard />);

    const rows = await screen.findAllByRole('listitem');
    const [runningRow, ownedRow, invitedRow] = rows.map((row) => within(row));
    expect(runningRow!.getByText('Running')).toBeInTheDocument();
    expect(runningRow!.getByText('Supplier')).toBeInTheDocument();
    expect(runningRow!.getByText(/^Started /)).toBeInTheDocument();

    expect(ownedRow!.getByText('Buyer')).toBeInTheDocument();
    expect(ownedRow!.getByText('Req. for Proposals')).toBeInTheDocument();
    expect(ownedRow!.getByText(/^Starts in \d+ h \d+ min$/)).toBeInTheDocument();

    expect(invitedRow!.getByText('Invited')).toBeInTheDocument();
    expect(invitedRow!.getByText(/^Starts \d+ \w+ \d{4}, \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('says what to do when there is nothing running or upcoming', async () => {
    mockDashboardServer({ myTenders: () => ({ body: pageOf([draft]) }) });
    await renderWithProviders(<MyAuctionsCard />);

    expect(await screen.findByText('No running or upcoming auctions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find public auctions' })).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers',
    );
    expect(screen.getByRole('link', { name: 'Create auction' })).toHaveAttribute(
      'href',
      '/auctions/new',
    );
  });

  it('keeps the card when the call fails and loads again on retry', async () => {
    let fails = true;
    mockDashboardServer({
      myTenders: () =>
        fails ? { status: 400, body: { error: 'x', message: 'x' } } : { body: pageOf([ownedSoon]) },
    });
    await renderWithProviders(<MyAuctionsCard />);

    expect(
      await screen.findByText('This part of the dashboard could not be loaded.'),
    ).toBeVisible();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Office chairs' })).toBeInTheDocument();
  });
});

describe('Pending invitations', () => {
  it('lists the invitations among my supplier auctions, each leading to the supplier view', async () => {
    const { calls } = mockDashboardServer({
      myTenders: () => ({ body: pageOf([running, invited]) }),
    });
    await renderWithProviders(
      <PendingInvitationsCard user={dashboardUser({ PendingAuctionInvitationsCount: 3 })} />,
    );

    const invitations = card('pending-invitations-card');
    expect(await invitations.findByRole('link', { name: 'Standing desks' })).toHaveAttribute(
      'href',
      '/auctions/supplier/invited-1',
    );
    expect(invitations.getByText('From globex@buyer.test')).toBeInTheDocument();
    expect(
      invitations.getByRole('link', { name: 'Answer the invitation to Standing desks' }),
    ).toHaveAttribute('href', '/auctions/supplier/invited-1');
    expect(invitations.queryByText('Printer paper')).not.toBeInTheDocument();
    // The user info counts 3; the list holds 1.
    expect(invitations.getByRole('link', { name: '2 more in My auctions' })).toBeInTheDocument();
    expect(invitations.getByRole('heading', { name: /Pending invitations/ })).toHaveTextContent(
      '3',
    );

    const query = new URL(callsTo(calls, '/api/tender/GetMyTenders')[0]!.url, 'http://x')
      .searchParams;
    expect(query.get('owner')).toBe('false');
    expect(query.get('filter')).toBe('active');
  });

  it('says that invitations wait here when there are none', async () => {
    mockDashboardServer({ myTenders: () => ({ body: pageOf([running]) }) });
    await renderWithProviders(<PendingInvitationsCard user={dashboardUser()} />);

    expect(await screen.findByText('No invitations waiting')).toBeInTheDocument();
  });
});
