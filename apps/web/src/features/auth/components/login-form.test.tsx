// Login: the chosen "keep me signed in" option decides where the tokens live; failures show spec §8 texts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@tendermark/shared';
import { endSessionLocally } from '@/lib/auth/session.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { mockFetch, tokenReply } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { userInfoFixture } from '@/test/user-fixtures.ts';
import { LoginForm } from './login-form.tsx';

// The widget's own code (a custom element and its worker) is not needed to drive the form.
vi.mock('./altcha-widget.ts', () => ({}));

const userInfo = userInfoFixture({
  Name: 'buyer@example.com',
  IsUserProfileFilled: false,
  SurveyCompleted: false,
  RemainingFreeTenders: 0,
  Created: '2026-01-01T00:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSessionLocally();
});

async function logIn(storageLabel: RegExp) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail/), 'buyer@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.click(screen.getByRole('radio', { name: storageLabel }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function mockServer() {
  return mockFetch((call) =>
    call.url === '/token' ? { body: tokenReply('1') } : { body: userInfo },
  );
}

describe('LoginForm', () => {
  it.each([
    [/On this device/, 'local'],
    [/Until I close the browser/, 'session'],
    [/Only in this tab/, 'none'],
  ] as const)('keeps the session in %s storage mode "%s"', async (label, mode) => {
    mockServer();
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await logIn(label);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(userInfo));
    expect(tokenStore.mode()).toBe(mode);
    expect(window.localStorage.length).toBe(mode === 'local' ? 1 : 0);
    expect(window.sessionStorage.length).toBe(mode === 'session' ? 1 : 0);
  });

  it("shows the server's error description when the login is refused", async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: Messages.accountNotActivated },
    }));
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await logIn(/Until I close the browser/);

    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.accountNotActivated);
    expect(tokenStore.get()).toBeNull();
  });

  it('offers a new activation link for the address when the account is not activated', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: Messages.accountNotActivated },
    }));
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Send me a new activation link' })).toBeNull();

    await logIn(/Until I close the browser/);

    const resend = await screen.findByRole('link', { name: 'Send me a new activation link' });
    expect(resend).toHaveAttribute('href', '/resend-activation?email=buyer%40example.com');
  });

  it('says "Authentication failed" when sent back because the session could not be renewed', async () => {
    await renderWithProviders(
      <LoginForm onSuccess={vi.fn()} initialFailure={Messages.authenticationFailed} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('shows "Username or password is incorrect" when the server gives no description', async () => {
    mockFetch(() => ({ status: 400, body: { error: 'invalid_grant' } }));
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await logIn(/Until I close the browser/);

    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.loginFailed);
  });

  it('shows the challenge when the server asks for it, and resends with the solved payload', async () => {
    let isChallengeSolved = false;
    const { calls } = mockFetch((call) => {
      if (call.url !== '/token') return { body: userInfo };
      isChallengeSolved = new URLSearchParams(call.body).get('altcha') === 'solved-payload';
      return isChallengeSolved
        ? { body: tokenReply('1') }
        : {
            status: 400,
            body: {
              error: 'challenge_required',
              error_description: Messages.captcha,
              message: Messages.captcha,
            },
          };
    });
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm onSuccess={onSuccess} />);

    await logIn(/Until I close the browser/);
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.captcha);
    const widget = (await screen.findByTestId('challenge')).querySelector('altcha-widget')!;
    // Sent before the widget has solved it: the form asks to wait instead of sending.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(calls.filter((call) => call.url === '/token')).toHaveLength(1);

    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }),
    );
    // Solved: the request to confirm goes, so "Verified" never stands beside "Please confirm…".
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(userInfo));
    expect(isChallengeSolved).toBe(true);
  });

  it('leaves an empty field alone on blur, so a click below it is not lost', async () => {
    mockFetch(() => ({ body: true }));
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const user = userEvent.setup();

    await user.click(screen.getByLabelText(/^E-mail/));
    await user.tab();
    await user.tab();
    expect(screen.queryByText(Messages.required)).toBeNull();
  });

  it('requires the user name and the password', async () => {
    const { fetchMock } = mockFetch(() => ({ body: true }));
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText(Messages.required)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
