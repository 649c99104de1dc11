// The e-mail choices in /profile: switches from the server, each flip saved alone (and put back
// when the server refuses), and the newsletter's double opt-in status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MAIL_PREFERENCES } from '@tendermark/shared';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function mockServer({ refuseUpdates = false, newsletter = 'unsubscribed' } = {}) {
  let preferences = { ...DEFAULT_MAIL_PREFERENCES };
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://app.test').pathname;
    switch (path) {
      case '/api/notifications/GetMailPreferences':
        return { body: preferences };
      case '/api/notifications/UpdateMailPreferences':
        if (refuseUpdates) return { status: 500, body: { message: 'Server error' } };
        preferences = { ...preferences, ...JSON.parse(call.body) };
        return { body: preferences };
      case '/api/settings/GetNewsLetterStatus':
        return { body: { status: newsletter } };
      case '/api/settings/SubscribeForNewsLetter':
        return { body: { status: 'pending' } };
      default:
        return { status: 404, body: { message: `unexpected ${path}` } };
    }
  });
}

describe('EmailPreferencesCard', () => {
  it('shows the stored choices and saves a flipped switch with just its key', async () => {
    const { calls } = mockServer();
    await renderWithProviders(<EmailPreferencesCard />);

    const reminders = await screen.findByRole('switch', { name: /^Reminders/ });
    expect(reminders).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Daily digest/ })).not.toBeChecked();

    await userEvent.click(reminders);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toBe('{"reminders":false}'),
    );
    expect(reminders).not.toBeChecked();
  });

  it('puts a switch back when the server refuses the change', async () => {
    mockServer({ refuseUpdates: true });
    await renderWithProviders(<EmailPreferencesCard />);
    const results = await screen.findByRole('switch', { name: /^Results/ });
    await userEvent.click(results);
    await waitFor(() => expect(results).toBeChecked());
  });

  it('subscribes to the newsletter pending its confirmation', async () => {
    const { calls } = mockServer();
    await renderWithProviders(<EmailPreferencesCard />);
    expect(await screen.findByText('Not subscribed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Waiting for your confirmation')).toBeInTheDocument();
    expect(screen.getByText(/We e-mailed you a confirmation link/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('SubscribeForNewsLetter'))).toBe(true);
  });

  it('explains a bounced address', async () => {
    mockServer({ newsletter: 'cleaned' });
    await renderWithProviders(<EmailPreferencesCard />);
    expect(await screen.findByText('Address bounced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
