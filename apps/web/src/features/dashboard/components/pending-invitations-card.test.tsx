// The "Pending invitations" card's badge and list tell one story while the count is pushed live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { SupplierStatus, type TTenderListRow } from '@tendermark/shared';
import { sessionStore, useCurrentUser } from '@/lib/auth/session-store.ts';
import { renderWithProviders } from '@/test/render.tsx';
import {
  callsTo,
  dashboardUser,
  mockDashboardServer,
  pageOf,
  tenderListRow,
} from '../test/dashboard-fixtures.ts';
import { PendingInvitationsCard } from './pending-invitations-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

const invited = tenderListRow({
  id: 'invited-1',
  name: 'Standing desks',
  isOwner: false,
  ownerName: 'globex@buyer.test',
  supplierStatus: SupplierStatus.INVITED,
});

/** The card as the dashboard shows it: for the signed-in user, whose count the hub updates. */
function SignedInCard() {
  const user = useCurrentUser();
  return user ? <PendingInvitationsCard user={user} /> : null;
}

const card = () => within(screen.getByTestId('pending-invitations-card'));
const heading = () => card().getByRole('heading', { name: /Pending invitations/ });

describe('Pending invitations, live', () => {
  it('an invitation pushed while the card shows none appears in the list with its badge', async () => {
    let rows: TTenderListRow[] = [];
    const { calls } = mockDashboardServer({ myTenders: () => ({ body: pageOf(rows) }) });
    sessionStore.setUser(dashboardUser({ PendingAuctionInvitationsCount: 0 }));
    await renderWithProviders(<SignedInCard />);
    expect(await card().findByText('No invitations waiting')).toBeInTheDocument();

    // updatePendingAuctionInvitationsCount: the count reaches the user; the list is asked again.
    rows = [invited];
    act(() => sessionStore.setUser(dashboardUser({ PendingAuctionInvitationsCount: 1 })));
    expect(card().queryByText('No invitations waiting')).not.toBeInTheDocument();
    expect(await card().findByRole('link', { name: 'Standing desks' })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('1');
    expect(callsTo(calls, '/api/tender/GetMyTenders')).toHaveLength(2);
  });

  it('never says "No invitations waiting" beside a count', async () => {
    mockDashboardServer({ myTenders: () => ({ body: pageOf([]) }) });
    sessionStore.setUser(dashboardUser({ PendingAuctionInvitationsCount: 1 }));
    await renderWithProviders(<SignedInCard />);

    expect(
      await card().findByRole('link', { name: '1 invitation waits for your answer' }),
    ).toHaveAttribute('href', '/auctions/my');
    expect(card().queryByText('No invitations waiting')).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent('1');
  });
});
