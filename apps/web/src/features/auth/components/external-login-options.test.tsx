// The login and register pages offer one button per enabled provider, and none when none is configured.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { recordCommits } from '@/test/commits.tsx';
import { mockFetch } from '@/test/fetch-mock.ts';
import { preloadLazyChunks } from '@/test/lazy-chunks.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ExternalLoginOptions } from './external-login-options.tsx';

// The provider buttons' own chunk, loaded before the tests wait for them (issue 26).
preloadLazyChunks(() => import('./external-login-buttons.tsx'));

afterEach(() => vi.unstubAllGlobals());

describe('ExternalLoginOptions', () => {
  it('links each enabled provider to its start URL, asking for the return path', async () => {
    const { calls } = mockFetch(() => ({
      body: [
        { name: 'Google', url: '/api/account/ExternalLogin?provider=Google&returnUrl=%2Fauctions' },
        {
          name: 'Twitter',
          url: '/api/account/ExternalLogin?provider=Twitter&returnUrl=%2Fauctions',
        },
      ],
    }));
    await renderWithProviders(<ExternalLoginOptions returnTo="/auctions" />);

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute(
      'href',
      '/api/account/ExternalLogin?provider=Google&returnUrl=%2Fauctions',
    );
    expect(screen.getByRole('link', { name: 'Continue with Twitter' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Log in with another account' })).toBeVisible();
    expect(calls[0].url).toBe('/api/account/ExternalLogins?returnUrl=%2Fauctions');
  });

  it('shows nothing when no provider is configured', async () => {
    const { calls } = mockFetch(() => ({ body: [] }));
    // The options render again only with the reply (the providers, here none).
    const options = recordCommits(<ExternalLoginOptions />);
    await renderWithProviders(options.ui);
    await waitFor(() => expect(options.updateCount()).toBeGreaterThan(0));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
