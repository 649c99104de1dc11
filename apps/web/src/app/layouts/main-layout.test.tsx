// The product header: a visitor sees what works without an account (and Pricing beside Log in);
// a member sees their sections, and the plans in the account menu.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { mockFetch } from '@/test/fetch-mock.ts';
import { dashboardUser } from '@/features/dashboard/test/dashboard-fixtures.ts';
import { MainLayout } from './main-layout.tsx';
import { isNavEntryActive, visitorNavigation } from './nav-config.ts';

const MEMBER_SECTIONS = [
  'Dashboard',
  'My auctions',
  'New auction',
  'Supplier auctions',
  'Contacts',
];

function renderLayout(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

const headerNavigation = () =>
  within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main navigation' });

afterEach(() => sessionStore.setUser(null));

describe('MainLayout', () => {
  it('shows a visitor public auctions, government tenders and the wiki, not member sections', async () => {
    sessionStore.setUser(null);
    await renderLayout();
    const nav = headerNavigation();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Public auctions', 'Government tenders', 'Guide']);
    for (const section of MEMBER_SECTIONS) {
      expect(screen.queryByRole('link', { name: section })).toBeNull();
    }
    expect(within(nav).getByRole('link', { name: 'Government tenders' })).toHaveAttribute(
      'href',
      '/public-auctions-and-suppliers?tab=gov',
    );
  });

  it('puts Pricing beside Log in for a visitor, in the header and the small-screen menu', async () => {
    await renderLayout();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(header.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const pricingLinks = screen.getAllByRole('link', { name: 'Pricing', hidden: true });
    expect(pricingLinks).toHaveLength(2);
  });

  it('shows a member their sections and the plans in the account menu', async () => {
    mockFetch(() => ({ body: { items: [], totalCount: 0, unreadCount: 0 } }));
    sessionStore.setUser(dashboardUser());
    await renderLayout();
    const nav = headerNavigation();
    for (const section of MEMBER_SECTIONS) {
      expect(within(nav).getByRole('link', { name: section })).toBeInTheDocument();
    }
    await userEvent.click(await screen.findByRole('button', { name: /Account menu of/ }));
    expect(await screen.findByRole('menuitem', { name: 'Plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

describe('isNavEntryActive', () => {
  const [auctions, gov] = visitorNavigation;
  const path = '/public-auctions-and-suppliers';

  it('marks the government tab current on its tab, public auctions elsewhere on the page', () => {
    expect(isNavEntryActive(gov!, path, '?tab=gov', visitorNavigation)).toBe(true);
    expect(isNavEntryActive(auctions!, path, '?tab=gov', visitorNavigation)).toBe(false);
    expect(isNavEntryActive(auctions!, path, '?q=chairs', visitorNavigation)).toBe(true);
    expect(isNavEntryActive(gov!, path, '?q=chairs', visitorNavigation)).toBe(false);
  });
});
