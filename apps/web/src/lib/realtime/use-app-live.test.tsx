import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { EnglishTexts, type TMyTendersPage, type TTenderListRow } from '@tendermark/shared';
import { hub } from '@/test/fake-hub.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { signInAs, userInfoFixture } from '@/test/user-fixtures.ts';
import { sessionStore } from '../auth/session-store.ts';
import { tokenStore } from '../auth/token-store.ts';
import { notifyError } from '../notify.ts';
import { apiRequest } from '../api-client.ts';
import { initI18n } from '../i18n.ts';
import { createQueryClient } from '../query-client.ts';
import { tenderKeys } from '../tender-query-keys.ts';
import { useAppLive } from './use-app-live.ts';

vi.mock('./use-app-hub.ts', async () => ({
  useAppHub: (await import('@/test/fake-hub.ts')).useFakeHub,
}));
vi.mock('../notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const user = userInfoFixture({
  Name: 'buyer@example.com',
  InRoles: ['BusinessStandard'],
  RemainingFreeTenders: 0,
});

const row = (id: string, name: string): TTenderListRow => ({
  id,
  name,
  mainPictureUrl: null,
  totalActiveBiddersCount: 0,
  createDate: '2030-01-01T00:00:00.000Z',
  newAppliesCount: 0,
  isOwner: true,
  ownerName: user.Name,
  ownerCompanyId: null,
  currency: 'USD',
  isDemo: false,
  isPublic: false,
  startDate: '2030-01-09T00:00:00.000Z',
  supplierStatus: null,
  totalExpectedPrice: 1000,
  tenderStatus: 0,
  isFavorite: false,
  keywords: '',
  industries: [],
  hidden: false,
});

const page = (items: TTenderListRow[]): TMyTendersPage => ({
  items,
  totalCount: items.length,
  pageNo: 1,
  recordsPerPage: 30,
});

type Server = { rows: TTenderListRow[]; gate?: Promise<void> };

async function setUp(server: Server) {
  await initI18n(EnglishTexts);
  const { calls } = mockFetch(async (call) => {
    if (!call.url.startsWith('/api/tender/GetMyTenders')) return {};
    await server.gate;
    return { body: page(server.rows) };
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/auctions/my']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const query = { filter: 'active', pageNo: 1, recordsPerPage: 30 } as const;
  const rendered = renderHook(
    () => {
      useAppLive({ enabled: true });
      // A list as the tender pages keep it (features/tenders' GetMyTenders call).
      const list = useQuery({
        queryKey: tenderKeys.list(query),
        queryFn: () => apiRequest<TMyTendersPage>('/api/tender/GetMyTenders', { query }),
      });
      return { list, location: useLocation() };
    },
    { wrapper },
  );
  return { ...rendered, calls };
}

describe('the app hub in the open app', () => {
  it('addMyTender: the lists show the new tender without a reload', async () => {
    signInAs(user);
    const server: Server = { rows: [row('t-1', 'Office paper')] };
    const { result } = await setUp(server);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(1));

    server.rows = [row('t-2', 'Printer toner'), ...server.rows];
    act(() => hub.handlers.addMyTender({ tender: row('t-2', 'Printer toner') }));
    await waitFor(() =>
      expect(result.current.list.data?.items.map((item) => item.name)).toEqual([
        'Printer toner',
        'Office paper',
      ]),
    );
  });

  it('updateTenderVisibility: a hidden tender changes at once and leaves the list', async () => {
    signInAs(user);
    const server: Server = { rows: [row('t-1', 'Office paper'), row('t-2', 'Printer toner')] };
    const { result } = await setUp(server);
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(2));

    let release = () => {};
    server.gate = new Promise<void>((resolve) => (release = resolve));
    server.rows = [server.rows[0]];
    act(() =>
      hub.handlers.updateTenderVisibility({ tenderId: 't-2', isPublic: true, hidden: true }),
    );
    // Before the list answers again, the row on screen already says so.
    await waitFor(() =>
      expect(result.current.list.data?.items[1]).toMatchObject({
        id: 't-2',
        isPublic: true,
        hidden: true,
      }),
    );
    release();
    await waitFor(() =>
      expect(result.current.list.data?.items.map((item) => item.id)).toEqual(['t-1']),
    );
  });

  it('Disconnect: the session ends here, the user is told why and sent to the login', async () => {
    signInAs(user);
    const { result } = await setUp({ rows: [] });
    act(() => hub.handlers.Disconnect({ reason: 'sessionEnded' }));
    expect(sessionStore.getUser()).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(notifyError).toHaveBeenCalledWith('Your session has ended. Please log in again.');
    await waitFor(() => expect(result.current.location.pathname).toBe('/login'));
    // A second word of the same end (the other hub's logoutAllUsers, say) changes nothing more.
    vi.mocked(notifyError).mockClear();
    act(() => hub.handlers.Disconnect({ reason: 'signedOutElsewhere' }));
    expect(notifyError).not.toHaveBeenCalled();
  });
});
