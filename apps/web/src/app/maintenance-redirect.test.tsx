// Issue 26, point 8: with the database away the server answers 503; the app shows the spec's
// maintenance page, asks the server again as its Retry-After says, and brings the user back to the
// page they were on once it answers. In app/, as it tests the app's API wiring with the page.
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { EnglishTexts, Messages } from '@tendermark/shared';
import { wireApiClient } from './api-client-wiring.ts';
import { paths } from '@/config/paths.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderRouter } from '@/test/render.tsx';
import { MaintenancePage } from '@/features/system/pages/maintenance-page.tsx';

/** A page that reads the API when it opens. */
function OrdersPage() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    apiRequest<{ name: string }>('/api/orders').then(
      (order) => setName(order.name),
      () => undefined,
    );
  }, []);
  return <p>{name ?? 'Loading orders'}</p>;
}

const unavailable = {
  status: 503,
  headers: { 'Retry-After': '5' },
  body: { error: 'service_unavailable', message: Messages.maintenanceTitle },
};

/** The orders page and the maintenance page, wired to the API client as the app wires them. */
async function openApp(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: OrdersPage },
      { path: paths.maintenance.path, Component: MaintenancePage },
    ],
    { initialEntries: [entry] },
  );
  wireApiClient(router);
  await renderRouter(router);
  return router;
}

/** Lets timers run for `ms` (fake time) and React render what they caused. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the maintenance page', () => {
  beforeEach(async () => {
    await initI18n(EnglishTexts);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows on a 503 and returns to the page once the API answers, asking as Retry-After says', async () => {
    let isServerUp = false;
    const { calls } = mockFetch((call) => {
      if (!isServerUp) return unavailable;
      return call.url === '/api/orders' ? { body: { name: 'Order 17' } } : { body: {} };
    });
    const router = await openApp('/orders?page=2');
    await elapse(0);

    expect(router.state.location.pathname).toBe(paths.maintenance.path);
    expect(screen.getByRole('heading', { name: 'Server is under maintenance' })).toBeVisible();
    expect(screen.getByText('Please be patient')).toBeVisible();
    const readinessChecks = () => calls.filter((call) => call.url === '/api/health/ready').length;
    expect(readinessChecks()).toBe(0);

    // Not before the 5 s of Retry-After; then again 5 s later (the server still says 503).
    await elapse(4_999);
    expect(readinessChecks()).toBe(0);
    await elapse(1);
    expect(readinessChecks()).toBe(1);
    expect(screen.getByText('Please be patient')).toBeVisible();

    isServerUp = true;
    await elapse(5_000);
    expect(readinessChecks()).toBe(2);
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Order 17')).toBeVisible();
  });

  it("shows an admin's maintenance message and waits until the admin turns it off", async () => {
    let isOn = true;
    mockFetch((call) => {
      if (call.url === '/api/health/ready')
        return {
          body: isOn
            ? { status: 'ok', maintenance: { message: 'Back at 11:00, now longer', since: null } }
            : { status: 'ok' },
        };
      if (call.url === '/api/orders' && isOn)
        return {
          status: 503,
          headers: { 'Retry-After': '5' },
          body: { error: 'maintenance', message: 'Back at 11:00' },
        };
      return { body: { name: 'Order 18' } };
    });
    const router = await openApp('/orders');
    await elapse(0);
    expect(router.state.location.pathname).toBe(paths.maintenance.path);
    expect(screen.getByText('Back at 11:00')).toBeVisible();

    // Ready but still in maintenance: the page stays, with the message as it now reads.
    await elapse(5_000);
    expect(router.state.location.pathname).toBe(paths.maintenance.path);
    expect(screen.getByText('Back at 11:00, now longer')).toBeVisible();

    isOn = false;
    await elapse(5_000);
    expect(router.state.location.pathname).toBe('/orders');
    expect(screen.getByText('Order 18')).toBeVisible();
  });
});
