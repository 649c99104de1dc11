import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { hub } from '@/test/fake-hub.ts';
import { mockFetch, tokenReply } from '@/test/fetch-mock.ts';
import { signInAs, userInfoFixture } from '@/test/user-fixtures.ts';
import { notifyError } from '@/lib/notify.ts';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { notificationKeys, useUnreadCount } from './api/notification-calls.ts';
import { useNotificationsLive } from './use-notifications-live.ts';

vi.mock('@/lib/realtime/use-notification-hub.ts', async () => ({
  useNotificationHub: (await import('@/test/fake-hub.ts')).useFakeHub,
}));
vi.mock('@/lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const freeUser = userInfoFixture({ Name: 'buyer@example.com', RemainingFreeTenders: 0 });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('billingUpdate on the notification hub', () => {
  it('shows the new plan at once and reloads the user info, without renewing the token every open tab shares', async () => {
    const premium = {
      ...freeUser,
      InRoles: ['BusinessPremium'],
      Expires: '2031-01-01T00:00:00.000Z',
    };
    const { calls } = mockFetch((call) =>
      call.url === '/token' ? { body: tokenReply('renewed') } : { body: premium },
    );
    signInAs(freeUser, { accessToken: 'access-old', refreshToken: 'refresh-old' });
    renderHook(() => useNotificationsLive({ enabled: true }), { wrapper });

    hub.handlers.billingUpdate({ roles: ['BusinessPremium'], expires: '2031-01-01T00:00:00.000Z' });
    expect(sessionStore.getUser()).toMatchObject({
      InRoles: ['BusinessPremium'],
      Expires: '2031-01-01T00:00:00.000Z',
    });
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/account/UserInfo']));
    expect(tokenStore.get()?.refreshToken).toBe('refresh-old');
  });
});

const invitation = {
  Id: 'n-1',
  Title: 'New invitation',
  Text: 'You are invited to Printer toner',
  Date: '2030-01-01T00:00:00.000Z',
  Link: null,
};

describe('addNotification on the notification hub', () => {
  it('keeps the pushed notification when an older unread-count request answers after it', async () => {
    let unreadOnServer = 0;
    const lateReplies: Array<() => void> = [];
    const { calls } = mockFetch((call) => {
      if (!call.url.startsWith('/api/notifications/GetUnreadCount')) return { body: [] };
      const reply = { body: { count: unreadOnServer } };
      // The second request (the refetch on connecting) answers only when released.
      if (calls.filter((made) => made.url === call.url).length !== 2) return reply;
      return new Promise((resolve) => lateReplies.push(() => resolve(reply)));
    });
    const queryClient = createQueryClient();
    const withClient = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useNotificationsLive({ enabled: true });
        return useUnreadCount({ enabled: true });
      },
      { wrapper: withClient },
    );
    await waitFor(() => expect(result.current.data).toBe(0));
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    await waitFor(() => expect(lateReplies).toHaveLength(1));

    unreadOnServer = 1;
    hub.handlers.addNotification({ ...invitation, Read: false });
    lateReplies[0]();

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(notificationKeys.unread)).toEqual({ count: 1 });
    await waitFor(() => expect(result.current.data).toBe(1));
  });
});

describe('logoutAllUsers on the notification hub', () => {
  it('signs out and says why, unless the app hub’s Disconnect has done so already', () => {
    mockFetch(() => ({ body: [] }));
    sessionStore.setUser(freeUser);
    renderHook(() => useNotificationsLive({ enabled: true }), { wrapper });
    hub.handlers.logoutAllUsers({});
    expect(sessionStore.getUser()).toBeNull();
    expect(notifyError).toHaveBeenCalledTimes(1);

    // Signed out already (by the app hub's Disconnect): no second toast.
    vi.mocked(notifyError).mockClear();
    hub.handlers.logoutAllUsers({});
    expect(notifyError).not.toHaveBeenCalled();
  });
});
