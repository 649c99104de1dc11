// Issue 27: a used or expired account-removal link says so instead of offering "Delete my account
// for good"; a working link offers it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Messages } from '@tendermark/shared';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AccountRemovalPage } from './account-removal-page.tsx';

describe('the account removal page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says that a used link no longer works, without the delete button', async () => {
    mockFetch((call) =>
      call.url.startsWith('/api/company/CheckDeleteProfileToken')
        ? { status: 400, body: { error: 'invalid_token', message: Messages.invalidToken } }
        : { status: 500 },
    );
    await renderWithProviders(<AccountRemovalPage />, { route: '/account-removal?token=used' });
    expect(await screen.findByText('This link no longer works')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete my account for good' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toBeVisible();
  });

  it('offers the delete button for a link that works', async () => {
    const { calls } = mockFetch(() => ({ body: true }));
    await renderWithProviders(<AccountRemovalPage />, { route: '/account-removal?token=fresh' });
    expect(await screen.findByRole('button', { name: 'Delete my account for good' })).toBeVisible();
    expect(calls[0]?.url).toBe('/api/company/CheckDeleteProfileToken?token=fresh');
  });
});
