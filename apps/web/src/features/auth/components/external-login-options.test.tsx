// The login and register pages offer one button per enabled provider, and none when none is configured.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExternalLoginOptions } from './external-login-options.tsx';

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
    await renderWithProviders(<ExternalLoginOptions />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the (empty) reply is rendered
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
