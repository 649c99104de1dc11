// Savings over time: the empty state, the total and chart of the currency saved in most, the
// table of the same numbers, and one currency at a time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadLazyChunks } from '@/test/lazy-chunks.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { mockDashboardServer, savingsRecord } from '../test/dashboard-fixtures.ts';
import { SavingsCard } from './savings-card.tsx';

// The chart (Recharts), loaded before the tests wait for it: its cold import took a test's own
// 5 s bound on a busy machine (issue 26).
preloadLazyChunks(() => import('./savings-chart.tsx'));

afterEach(() => vi.unstubAllGlobals());

const records = [
  savingsRecord({ currency: 'EUR', amount: 100, date: '2026-01-15T12:00:00.000Z' }),
  savingsRecord({ currency: 'EUR', amount: 50, date: '2026-03-15T12:00:00.000Z' }),
  savingsRecord({ currency: 'USD', amount: 70, date: '2026-02-15T12:00:00.000Z' }),
];

describe('Savings over time', () => {
  it('shows a placeholder while the savings load', async () => {
    mockDashboardServer({ savings: new Promise(() => {}) });
    await renderWithProviders(<SavingsCard viewer="anna@buyer.test" />);

    expect(
      within(screen.getByTestId('savings-card')).getByRole('status', { name: 'Loading…' }),
    ).toBeInTheDocument();
  });

  it('says when savings appear when there are none yet', async () => {
    mockDashboardServer({ savings: { body: [] } });
    await renderWithProviders(<SavingsCard viewer="anna@buyer.test" />);

    expect(
      await screen.findByText('No savings yet: they appear when your auctions end.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my auctions' })).toHaveAttribute(
      'href',
      '/auctions/my',
    );
  });

  it('charts the currency saved in most, and shows the same numbers as a table', async () => {
    mockDashboardServer({ savings: { body: records } });
    await renderWithProviders(<SavingsCard viewer="anna@buyer.test" />);

    expect(await screen.findByText('Saved so far in EUR')).toBeInTheDocument();
    expect(screen.getByText('€150.00')).toBeInTheDocument();
    const chart = await screen.findByTestId('savings-chart');
    expect(chart).toHaveAttribute('role', 'img');
    expect(chart.getAttribute('aria-label')).toMatch(/savings in EUR .* €150\.00 by \w{3} \d{4}$/);

    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));

    const table = screen.getByRole('table', { name: 'Savings in EUR by month' });
    const [, january, february, march] = within(table).getAllByRole('row');
    expect(january).toHaveTextContent('Jan 2026€100.00€100.00');
    expect(february).toHaveTextContent('Feb 2026€0.00€100.00');
    expect(march).toHaveTextContent('Mar 2026€50.00€150.00');
  });

  it('never adds currencies together: another currency is picked, not summed', async () => {
    mockDashboardServer({ savings: { body: records } });
    await renderWithProviders(<SavingsCard viewer="anna@buyer.test" />);

    await userEvent.click(await screen.findByRole('radio', { name: 'USD' }));

    expect(screen.getByText('Saved so far in USD')).toBeInTheDocument();
    expect(screen.getByText('$70.00')).toBeInTheDocument();
    expect(screen.queryByText('€220.00')).not.toBeInTheDocument();
  });

  it('keeps the card with a retry when the savings cannot be loaded', async () => {
    mockDashboardServer({ savings: { status: 400, body: { error: 'x', message: 'x' } } });
    await renderWithProviders(<SavingsCard viewer="anna@buyer.test" />);

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
