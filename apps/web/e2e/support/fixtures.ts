// The `test` of every journey: axe scans on every page (axe.ts), a server of the worker's own
// (worker-server.ts) as baseURL, and signed-in pages without the login form (issue 28).
//
// Usage in a spec:
//   import { expect, test, type Page } from './support/fixtures.ts'; // (Playwright's types too)
//   test('…', async ({ signedInPage }) => { const page = await signedInPage(email); … });
//
// A signed-in page is a new browser context whose storage state holds a session started through
// POST /token, where the login form's "On this device, until I log out" keeps it. Refresh tokens
// rotate and presenting a rotated one ends the session, so one saved state cannot serve several
// contexts: each context gets a session of its own (one request). The login forms themselves stay
// covered by account.spec.ts, login-challenge.spec.ts, plans.spec.ts and admin.spec.ts.
import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import { test as axeTest } from './axe.ts';
import { admin } from './api.ts';
import { journeyPassword } from './tender-setup.ts';
import { startWorkerServer, type WorkerServer } from './worker-server.ts';

export * from './axe.ts';

/** Where the web app keeps its tokens (lib/auth/token-store.ts). */
const sessionKey = 'tendermark.session';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A new session of the user, as the storage state of a browser at `origin`. */
export async function sessionState(
  request: APIRequestContext,
  origin: string,
  userName: string,
  password: string,
): Promise<StorageState> {
  const reply = await request.post('/token', {
    form: { grant_type: 'password', userName, password },
  });
  if (!reply.ok()) throw new Error(`no session for ${userName}: ${await reply.text()}`);
  const tokens = (await reply.json()) as {
    access_token: string;
    refresh_token: string;
    userName: string;
    expires_in: number;
  };
  const stored = {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    userName: tokens.userName,
    expiresAt: Date.now() + tokens.expires_in * 1000,
  };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: sessionKey, value: JSON.stringify(stored) }] }],
  };
}

export type SignedInPageOptions = BrowserContextOptions & {
  /** The user's password; the journeys' common one unless told. */
  password?: string;
};

/**
 * Opens a page in a new browser context, signed in as the user (the admin: `admin.userName`).
 * The page is blank until the journey goes somewhere; the context's `baseURL` (the worker's
 * server unless given) is the origin the session is stored for.
 */
export type SignedInPage = (userName: string, options?: SignedInPageOptions) => Promise<Page>;

export const test = axeTest.extend<{ signedInPage: SignedInPage }, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses
    async ({}, provide, workerInfo) => {
      // Seconds on an idle machine; over two minutes were seen with the cores shared at a load of 24.
      const server = await startWorkerServer(workerInfo.parallelIndex, 230_000);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  signedInPage: async ({ browser, request, baseURL }, provide) => {
    await provide(async (userName, { password, ...contextOptions } = {}) => {
      const origin = contextOptions.baseURL ?? baseURL!;
      const storageState = await sessionState(
        request,
        origin,
        userName,
        password ?? (userName === admin.userName ? admin.password : journeyPassword),
      );
      const context = await browser.newContext({
        ...contextOptions,
        baseURL: origin,
        storageState,
      });
      return context.newPage();
    });
  },
});
