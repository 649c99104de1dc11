// An admin freezes an auction only after confirming what it does, and is not offered to freeze a
// draft (issue 27).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenderStatus, type TAdminUserOverview } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const tender = (id: string, name: string, status: number) => ({
  id,
  name,
  isPublic: true,
  status,
  createdDate: '2030-01-01T10:00:00.000Z',
});

const overview: TAdminUserOverview = {
  user: {
    id: 'u-1',
    userName: 'buyer@example.com',
    email: 'buyer@example.com',
    firstName: null,
    lastName: null,
    companyName: null,
    roles: ['BusinessStandard'],
    isActivated: true,
    subscriptionExpires: null,
    createdDate: '2030-01-01T10:00:00.000Z',
  },
  profile: {
    id: 'u-1',
    userName: 'buyer@example.com',
    firstName: null,
    lastName: null,
    phoneNumber: null,
    country: null,
    wantToBuy: true,
    wantToSell: false,
    isSearcheable: false,
    company: null,
  } as TAdminUserOverview['profile'],
  ownedTenders: 2,
  participations: 0,
  recentTenders: [
    tender('t-draft', 'Draft chairs', TenderStatus.NEW),
    tender('t-live', 'Live paper', TenderStatus.SCHEDULED),
  ],
};

describe('the admin’s user overview', () => {
  it('offers no freeze on a draft and freezes only after the confirmation', async () => {
    const { calls } = mockFetch((call) =>
      call.url.includes('FreezeTender')
        ? { body: { tenderId: 't-live', status: TenderStatus.FREEZE } }
        : { body: overview },
    );
    await renderWithProviders(
      <Routes>
        <Route path="/admin/user-overview/:id" element={<UserDetailPage />} />
      </Routes>,
      { route: '/admin/user-overview/u-1' },
    );
    const draftRow = (await screen.findByText('Draft chairs')).closest('tr')!;
    expect(within(draftRow).queryByRole('button', { name: 'Freeze' })).not.toBeInTheDocument();

    const liveRow = screen.getByText('Live paper').closest('tr')!;
    await userEvent.click(within(liveRow).getByRole('button', { name: 'Freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze Live paper?' });
    expect(dialog).toHaveTextContent('Suppliers can no longer bid');
    expect(calls.some((call) => call.url.includes('FreezeTender'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/api/admin/FreezeTender'))).toHaveLength(1),
    );
  });
});
