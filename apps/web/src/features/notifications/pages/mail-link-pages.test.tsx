// The pages behind mail links: /unsubscribe acts only on a click (mail scanners open links), and
// /newsletter/confirm confirms once on arrival.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MAIL_PREFERENCES, Messages } from '@tendermark/shared';
import { Route, Routes } from 'react-router';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NewsletterConfirmPage } from './newsletter-confirm-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const userId = '0b6f7a4e-58f3-4c8e-9d0a-4e2b7f1c9a11';
const unsubscribeRoute = `/unsubscribe?user=${userId}&category=results&token=signed`;

describe('UnsubscribePage', () => {
  it('asks first, then switches the kind of mail off', async () => {
    const { calls } = mockFetch(() => ({ body: { ...DEFAULT_MAIL_PREFERENCES, results: false } }));
    await renderWithProviders(<UnsubscribePage />, { route: unsubscribeRoute });

    expect(screen.getByRole('heading', { name: 'Stop e-mails about “Results”?' })).toBeVisible();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(JSON.parse(calls[0].body)).toEqual({
      user: userId,
      category: 'results',
      token: 'signed',
    });
    expect(screen.getByRole('link', { name: 'Manage all e-mail preferences' })).toHaveAttribute(
      'href',
      '/profile#email',
    );
  });

  it("shows the server's message when the link is refused", async () => {
    mockFetch(() => ({ status: 400, body: { message: Messages.invalidUnsubscribeLink } }));
    await renderWithProviders(<UnsubscribePage />, { route: unsubscribeRoute });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(Messages.invalidUnsubscribeLink)).toBeInTheDocument();
  });

  it('says at once that an incomplete link does not work, without calling the server', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    await renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?category=results' });
    expect(screen.getByText('This link does not work')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('NewsletterConfirmPage', () => {
  const renderConfirm = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/newsletter/confirm" element={<NewsletterConfirmPage />} />
      </Routes>,
      { route },
    );

  it('confirms the subscription once on arrival', async () => {
    const { calls } = mockFetch(() => ({ body: { status: 'subscribed' } }));
    await renderConfirm('/newsletter/confirm?token=abc');
    expect(await screen.findByText('Your newsletter subscription is confirmed.')).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/settings/ConfirmNewsLetter?token=abc',
    ]);
  });

  it("shows the server's message for a used or expired link", async () => {
    mockFetch(() => ({ status: 400, body: { message: Messages.invalidToken } }));
    await renderConfirm('/newsletter/confirm?token=used');
    expect(await screen.findByText(Messages.invalidToken)).toBeVisible();
    expect(screen.getByText('The subscription could not be confirmed')).toBeVisible();
  });
});
