// Start-up of spec §2: the texts, and the stored session (renewed, or dropped for a visitor) at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnglishTexts } from '@tendermark/shared';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { i18n } from '@/lib/i18n.ts';
import { mockFetch, tokenReply } from '@/test/fetch-mock.ts';
import { runStartup } from './run-startup.ts';
import { STATE_WAIT } from '@/test/wait-bounds.ts';

const userInfo = { Name: 'buyer@example.com', InRoles: ['BusinessStandard'] };

function storeSession(expiresAt = 0) {
  tokenStore.save(
    {
      accessToken: 'access-old',
      refreshToken: 'refresh-old',
      userName: 'buyer@example.com',
      expiresAt,
    },
    'local',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
  sessionStore.setUser(null);
});

describe('runStartup', () => {
  it('loads the texts and stays a visitor without a stored session', async () => {
    const { calls } = mockFetch(() => ({
      body: { ...EnglishTexts, 'app.name': 'Tendermark Test' },
    }));

    await expect(runStartup('/')).resolves.toBe('ready');

    expect(i18n.t('app.name')).toBe('Tendermark Test');
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/GetFeLocalizationTexts']);
    expect(sessionStore.getUser()).toBeNull();
  });

  it('renews a stored session and loads the user', async () => {
    storeSession();
    const { calls } = mockFetch((call) => {
      if (call.url === '/token') return { body: tokenReply('new') };
      if (call.url === '/api/account/UserInfo') return { body: userInfo };
      return { body: EnglishTexts };
    });

    await expect(runStartup('/profile')).resolves.toBe('ready');

    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/GetFeLocalizationTexts',
      '/token',
      '/api/account/UserInfo',
    ]);
    expect(calls[2].headers.authorization).toBe('Bearer access-new');
    expect(sessionStore.getUser()).toEqual(userInfo);
  });

  it('loads the user with a still valid access token beside the refresh, not after it', async () => {
    storeSession(Date.now() + 10 * 60_000);
    let sendToken = (): void => undefined;
    const token = new Promise<void>((resolve) => {
      sendToken = resolve;
    });
    const { calls } = mockFetch(async (call) => {
      if (call.url === '/api/account/UserInfo') return { body: userInfo };
      if (call.url === '/token') {
        await token;
        return { body: tokenReply('new') };
      }
      return { body: EnglishTexts };
    });

    const startup = runStartup('/');
    await vi.waitFor(() => expect(calls).toHaveLength(3), STATE_WAIT);
    expect(calls.find((call) => call.url === '/api/account/UserInfo')?.headers.authorization).toBe(
      'Bearer access-old',
    );
    expect(sessionStore.getUser()).toBeNull();

    sendToken();
    await expect(startup).resolves.toBe('ready');
    expect(sessionStore.getUser()).toEqual(userInfo);
    expect(tokenStore.get()?.accessToken).toBe('access-new');
  });

  it('drops the user loaded early when the refresh fails', async () => {
    storeSession(Date.now() + 10 * 60_000);
    mockFetch((call) => {
      if (call.url === '/api/account/UserInfo') return { body: userInfo };
      if (call.url === '/token')
        return { status: 400, body: { error: 'invalid_grant', error_description: 'revoked' } };
      return { body: EnglishTexts };
    });

    await expect(runStartup('/')).resolves.toBe('ready');

    expect(sessionStore.getUser()).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('renews the session while the texts are still on their way, and applies it after them', async () => {
    storeSession();
    let sendTexts = (): void => undefined;
    const texts = new Promise<void>((resolve) => {
      sendTexts = resolve;
    });
    const { calls } = mockFetch(async (call) => {
      if (call.url === '/token') return { body: tokenReply('new') };
      if (call.url === '/api/account/UserInfo') return { body: userInfo };
      await texts;
      return { body: EnglishTexts };
    });

    const startup = runStartup('/auctions/room/1');
    await vi.waitFor(() => expect(calls).toHaveLength(3), STATE_WAIT);
    expect(sessionStore.getUser()).toBeNull();

    sendTexts();
    await expect(startup).resolves.toBe('ready');
    expect(sessionStore.getUser()).toEqual(userInfo);
  });

  it('keeps the stored session when the server is in maintenance', async () => {
    storeSession();
    mockFetch(() => ({ status: 503, body: { error: 'maintenance', message: 'down' } }));

    await expect(runStartup('/')).resolves.toBe('maintenance');

    expect(tokenStore.get()?.refreshToken).toBe('refresh-old');
    expect(sessionStore.getUser()).toBeNull();
  });

  it('clears the tokens and continues as a visitor when the refresh fails', async () => {
    storeSession();
    mockFetch((call) =>
      call.url === '/token'
        ? { status: 400, body: { error: 'invalid_grant', error_description: 'expired' } }
        : { body: EnglishTexts },
    );

    await expect(runStartup('/')).resolves.toBe('ready');

    expect(tokenStore.get()).toBeNull();
    expect(sessionStore.getUser()).toBeNull();
  });

  it('leaves the stored session alone on the activation route', async () => {
    storeSession();
    const { calls } = mockFetch(() => ({ body: EnglishTexts }));

    await runStartup('/activation');

    expect(calls).toHaveLength(1);
    expect(tokenStore.get()?.refreshToken).toBe('refresh-old');
  });

  it('reports maintenance on 503 and a failed start on any other failure', async () => {
    mockFetch(() => ({ status: 503, body: { error: 'maintenance', message: 'down' } }));
    await expect(runStartup('/')).resolves.toBe('maintenance');

    mockFetch(() => ({ status: 500, body: { error: 'internal', message: 'boom' } }));
    await expect(runStartup('/')).resolves.toBe('localization-failed');
  });
});
