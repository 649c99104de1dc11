// /user-overview lists the people the user works with, each leading to their overview.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUserOverviewListItem } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import '@/test/stub-document-fonts.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { profileRoutes } from '../routes.tsx';

const ada: TUserOverviewListItem = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines GmbH',
  country: { id: 1, code: 'DE', name: 'Germany' },
  relations: ['contact', 'supplier'],
};
const grace: TUserOverviewListItem = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  companyName: null,
  country: null,
  relations: ['buyer'],
};

async function renderListWith(items: TUserOverviewListItem[]) {
  mockFetch((call) =>
    call.url.includes('/api/account/GetUserOverviewList') ? { body: { items } } : { body: {} },
  );
  const route = profileRoutes.find((candidate) => candidate.path === '/user-overview');
  expect(route?.lazy).toBeDefined();
  const { Component } = await (route!.lazy as () => Promise<{ Component: ComponentType }>)();
  await renderWithProviders(
    <Routes>
      <Route path="/user-overview" element={<Component />} />
      <Route path="/user-overview/:id" element={<p>Overview page</p>} />
    </Routes>,
    { route: '/user-overview' },
  );
  await screen.findByRole('heading', { name: 'People you work with', level: 1 });
}

describe('the user overview list', () => {
  it('lists the people the user works with, filters them and opens one’s overview', async () => {
    await renderListWith([ada, grace]);
    const rows = await screen.findAllByTestId('user-overview-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Contact')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Supplier')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Buyer')).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Filter by name, e-mail, company or country' }),
      'germany',
    );
    expect(screen.getAllByTestId('user-overview-row')).toHaveLength(1);
    expect(screen.getByText('1 person')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByTestId('user-overview-row')).getByRole('link', { name: 'Ada Lovelace' }),
    );
    expect(await screen.findByText('Overview page')).toBeInTheDocument();
  });

  it('says how the list fills when there is nobody yet', async () => {
    await renderListWith([]);
    expect(await screen.findByText('Nobody here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your contacts' })).toHaveAttribute(
      'href',
      '/contacts/my',
    );
  });
});
