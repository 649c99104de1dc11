// The API client's contract of spec §8: one token refresh on 401/403, logout when it fails, false is an error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@tendermark/shared';
import { mockFetch, tokenReply } from '@/test/fetch-mock.ts';
import { apiRequest, configureApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { tokenStore } from './auth/token-store.ts';

const onSessionExpired = vi.fn();
const onMaintenance = vi.fn();

function signInAs(suffix: string) {
  tokenStore.save(
    {
      accessToken: `access-${suffix}`,
      refreshToken: `refresh-${suffix}`,
      userName: 'buyer@example.com',
      expiresAt: 0,
    },
    'local',
  );
}

beforeEach(() => {
  configureApiClient({ onSessionExpired, onMaintenance });
  signInAs('old');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  tokenStore.clear();
});

describe('apiRequest', () => {
  it('sends the bearer token and returns the JSON reply', async () => {
    const { calls } = mockFetch(() => ({ body: { Name: 'buyer@example.com' } }));
    await expect(apiRequest('/api/account/UserInfo')).resolves.toEqual({
      Name: 'buyer@example.com',
    });
    expect(calls[0].headers.authorization).toBe('Bearer access-old');
  });

  it('refreshes the token once on 401 and repeats the call with the new token', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/token') return { body: tokenReply('new') };
      return call.headers.authorization === 'Bearer access-new'
        ? { body: { ok: true } }
        : { status: 401, body: { error: 'unauthorized', message: 'Please log in' } };
    });

    await expect(apiRequest('/api/tender/GetMyTenders')).resolves.toEqual({ ok: true });

    expect(calls.map((call) => call.url)).toEqual([
      '/api/tender/GetMyTenders',
      '/token',
      '/api/tender/GetMyTenders',
    ]);
    expect(new URLSearchParams(calls[1].body).get('refresh_token')).toBe('refresh-old');
    expect(tokenStore.get()?.refreshToken).toBe('refresh-new');
    expect(tokenStore.mode()).toBe('local');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail at the same time', async () => {
    const { calls } = mockFetch(async (call) => {
      if (call.url === '/token') return { body: tokenReply('new') };
      return call.headers.authorization === 'Bearer access-new'
        ? { body: call.url }
        : { status: 403 };
    });

    const replies = await Promise.all([
      apiRequest('/api/a'),
      apiRequest('/api/b'),
      apiRequest('/api/c'),
    ]);

    expect(replies).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((call) => call.url === '/token')).toHaveLength(1);
  });

  it('clears the tokens and reports the expired session when the refresh fails', async () => {
    mockFetch((call) =>
      call.url === '/token'
        ? {
            status: 400,
            body: { error: 'invalid_grant', error_description: 'Invalid refresh token' },
          }
        : { status: 401, body: { error: 'unauthorized', message: 'Please log in' } },
    );

    const failure = apiRequest('/api/account/UserInfo');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // The app tells a lost session ("Authentication failed") from a visitor asked to log in.
    expect(onSessionExpired).toHaveBeenCalledWith({ hadSession: true });
  });

  it('does not refresh twice when the repeated call is still refused', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/token' ? { body: tokenReply('new') } : { status: 403 },
    );

    await expect(apiRequest('/api/admin/GetUserList')).rejects.toMatchObject({ status: 403 });

    expect(calls.filter((call) => call.url === '/token')).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a successful reply of false as an error without a message of the server', async () => {
    mockFetch(() => ({ body: false }));
    await expect(
      apiRequest('/api/tendersupplier/LeaveAuction', { method: 'POST' }),
    ).rejects.toMatchObject({
      status: 200,
      code: 'false_reply',
      serverMessage: null,
      message: 'Request failed: false_reply',
    });
  });

  it('treats a reply whose Data is null as an error', async () => {
    mockFetch(() => ({ body: { Data: null } }));
    await expect(apiRequest('/api/tender/GetTender')).rejects.toBeInstanceOf(ApiError);
  });

  it("surfaces the server's message of an error reply", async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'bad_request', message: Messages.oldPasswordWrong },
    }));
    await expect(
      apiRequest('/api/account/ChangePassword', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'bad_request',
      message: Messages.oldPasswordWrong,
    });
  });

  it('reports maintenance when the server answers 503', async () => {
    mockFetch(() => ({
      status: 503,
      body: { error: 'maintenance', message: Messages.maintenanceTitle },
    }));
    await expect(apiRequest('/api/settings/GetServerTime')).rejects.toMatchObject({ status: 503 });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });

  it("passes on the admin's maintenance message, not a database outage's", async () => {
    mockFetch(() => ({ status: 503, body: { error: 'maintenance', message: 'Back at 11:00' } }));
    await expect(
      apiRequest('/api/tender/CreateNewTenderId', { method: 'POST' }),
    ).rejects.toMatchObject({ status: 503, code: 'maintenance' });
    expect(onMaintenance).toHaveBeenLastCalledWith({
      retryAfterSeconds: null,
      message: 'Back at 11:00',
    });
    mockFetch(() => ({
      status: 503,
      body: { error: 'service_unavailable', message: Messages.maintenanceTitle },
    }));
    await expect(apiRequest('/api/settings/GetServerTime')).rejects.toMatchObject({ status: 503 });
    expect(onMaintenance).toHaveBeenLastCalledWith({ retryAfterSeconds: null, message: null });
  });
});
