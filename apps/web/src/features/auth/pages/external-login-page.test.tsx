// /token, the return point of external login: signs a known user in, finishes the registration of a
// first-time user (asking for the e-mail when the provider gives none), and shows the spec's three
// external-login failures.
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExternalLoginErrors, Messages } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { endSessionLocally } from '@/lib/auth/session.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockFetch, tokenReply, type RecordedCall } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { userInfoFixture } from '@/test/user-fixtures.ts';
import { ExternalLoginPage } from './external-login-page.tsx';

const userInfo = userInfoFixture({
  Name: 'buyer@example.com',
  IsUserProfileFilled: false,
  SurveyCompleted: false,
  RemainingFreeTenders: 0,
  Created: '2026-01-01T00:00:00.000Z',
});

const signedIn = { status: 'signedIn', token: tokenReply('ext') };
const registerWith = (email: string | null, provider = 'Google') => ({
  status: 'register',
  provider,
  email,
  firstName: 'Ada',
  lastName: 'Lovelace',
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSessionLocally();
});

async function renderTokenPage(route: string) {
  await renderWithProviders(
    <StrictMode>
      <Routes>
        <Route path="/token" element={<ExternalLoginPage />} />
        <Route path="/" element={<p>Dashboard page</p>} />
        <Route path="/auctions/my" element={<p>My auctions page</p>} />
      </Routes>
    </StrictMode>,
    { route },
  );
}

const checks = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/api/account/CheckExternalToken');

describe('ExternalLoginPage', () => {
  it('signs a known user in with the ticket, once, and continues where the login started', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/account/CheckExternalToken' ? { body: signedIn } : { body: userInfo },
    );
    await renderTokenPage('/token#externalToken=ticket-1&returnTo=%2Fauctions%2Fmy');

    expect(await screen.findByText('My auctions page')).toBeInTheDocument();
    expect(checks(calls)).toHaveLength(1);
    expect(JSON.parse(checks(calls)[0].body)).toEqual({ externalToken: 'ticket-1' });
    expect(tokenStore.get()).toMatchObject({
      accessToken: 'access-ext',
      refreshToken: 'refresh-ext',
    });
    expect(tokenStore.mode()).toBe('session');
  });

  it('does not follow a returnTo to another site', async () => {
    mockFetch((call) =>
      call.url === '/api/account/CheckExternalToken' ? { body: signedIn } : { body: userInfo },
    );
    await renderTokenPage('/token#externalToken=t&returnTo=%2F%2Fevil.example');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it("registers a first-time user with the provider's e-mail and signs in with the same ticket", async () => {
    let isRegistered = false;
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/account/CheckExternalToken') {
        return { body: isRegistered ? signedIn : registerWith('ada@example.com') };
      }
      if (call.url.startsWith('/api/account/Register')) {
        isRegistered = true;
        return { body: true };
      }
      return { body: userInfo };
    });
    await renderTokenPage('/token#externalToken=ticket-2');

    expect(await screen.findByRole('heading', { name: 'Finish your registration' })).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    const register = calls.find((call) => call.url.startsWith('/api/account/Register'))!;
    expect(register.url).toBe('/api/account/Register?externalToken=ticket-2');
    expect(JSON.parse(register.body)).toEqual({
      email: 'ada@example.com',
      subscribeForNewsletter: false,
    });
    expect(checks(calls)).toHaveLength(2);
    expect(tokenStore.get()?.accessToken).toBe('access-ext');
  });

  it('asks a Twitter user for the e-mail the provider does not give, then says to check the mail', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/account/CheckExternalToken') {
        return { body: registerWith(null, 'Twitter') };
      }
      return { body: true };
    });
    await renderTokenPage('/token#externalToken=ticket-3');

    expect(await screen.findByText(/Twitter does not share your e-mail address/)).toBeVisible();
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveValue('');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(Messages.required)).toBeVisible();

    await user.type(email, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText(/grace@example.com/)).toBeVisible();
    expect(checks(calls)).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
  });

  it.each([
    [
      ExternalLoginErrors.notActivated,
      'Activate your account first',
      Messages.externalLoginNotActivated,
    ],
    [ExternalLoginErrors.notAuthenticated, 'Please log in', Messages.externalLoginNotAuthenticated],
    [ExternalLoginErrors.notWorking, 'External login failed', Messages.externalLoginNotWorking],
    ['something-else', 'External login failed', Messages.externalLoginNotWorking],
  ])('shows the failure %s from the callback with its message', async (code, title, message) => {
    const { calls } = mockFetch(() => ({ body: true }));
    await renderTokenPage(`/token?error=${code}`);

    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(checks(calls)).toHaveLength(0);
  });

  it("shows the server's failure when the ticket is refused", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: ExternalLoginErrors.notAuthenticated,
        message: Messages.externalLoginNotAuthenticated,
      },
    }));
    await renderTokenPage('/token#externalToken=ticket-4');

    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeVisible();
    expect(screen.getByText(Messages.externalLoginNotAuthenticated)).toBeVisible();
  });

  it('shows "not working" when it was opened without a ticket', async () => {
    mockFetch(() => ({ body: true }));
    await renderTokenPage('/token');
    expect(await screen.findByText(Messages.externalLoginNotWorking)).toBeVisible();
  });
});
