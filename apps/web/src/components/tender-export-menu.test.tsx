// The export menu and the calendar button download through the token, under the server's names.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { notifyError } from '@/lib/notify.ts';
import { BID_HISTORY_EXPORT, MY_BIDS_EXPORT, RANKING_EXPORT } from '@/lib/tender-files.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { TenderExportMenu } from './tender-export-menu.tsx';

vi.mock('@/lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const tender = { id: '11111111-2222-4333-8444-555555555555', name: 'Office paper 2030' };

describe('tender downloads', () => {
  let click: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-01T10:00:00Z') });
    tokenStore.save(
      {
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        userName: 'buyer@example.test',
        expiresAt: Date.now() + 60_000,
      },
      'session',
    );
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    tokenStore.clear();
  });

  it('offers each export as Excel and CSV and downloads the chosen one', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    await renderWithProviders(
      <TenderExportMenu tender={tender} exports={[BID_HISTORY_EXPORT, RANKING_EXPORT]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bid history (.xlsx)',
      'Bid history (.csv)',
      'Ranking (.xlsx)',
      'Ranking (.csv)',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ranking (.csv)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls[0].url).toBe(`/api/tender/ExportRanking?tenderId=${tender.id}&format=csv`);
    expect(calls[0].headers.authorization).toBe('Bearer access-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'ranking-Office-paper-2030-2030-05-01.csv',
    );
  });

  it('names a supplier’s own bids as theirs, and tells why a download was refused', async () => {
    mockFetch(() => ({
      status: 409,
      body: {
        error: 'export_not_ready',
        message: 'Your bids can be exported once the auction has ended',
      },
    }));
    await renderWithProviders(
      <TenderExportMenu tender={tender} exports={[MY_BIDS_EXPORT]} label="Export my bids" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export my bids' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My bids (.xlsx)' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Your bids can be exported once the auction has ended',
      ),
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('downloads the calendar file', async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    await renderWithProviders(<AddToCalendarButton tender={tender} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls[0].url).toBe(`/api/tender/GetTenderCalendar?tenderId=${tender.id}`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'calendar-Office-paper-2030-2030-05-01.ics',
    );
  });
});
