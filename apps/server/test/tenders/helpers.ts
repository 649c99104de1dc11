/** Helpers for the tender API tests: an app with its own file folder, calls as a user, ready-made tenders. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TTender } from '@tendermark/shared';
import type { AppConfig } from '../../src/config.ts';
import { users } from '../../src/db/schema/index.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { bearer, createUser, type CreatedUser, type CreateUserOptions } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';

/** The app with a temporary DATA_DIR, so stored files vanish with it. */
export async function buildTenderApp(
  options: {
    clock?: Clock;
    runClock?: boolean;
    smtpUrl?: string;
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-tenders-'));
  const { smtpUrl, config, ...rest } = options;
  const app = await build({ ...rest, config: { ...config, dataDir, smtpUrl } });
  const dispose = app.dispose.bind(app);
  return Object.assign(app, {
    async dispose() {
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call as the user (no token when user is undefined). */
export function call(
  app: TestApp,
  user: CreatedUser | undefined,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A business user (schedules freely) unless other roles are asked for. */
export const businessUser = (app: TestApp, options: CreateUserOptions = {}) =>
  createUser(app, { roles: ['BusinessStandard'], ...options });

export type TenderSuite = { app: TestApp; owner: CreatedUser; stranger: CreatedUser };

/**
 * What most tender and supplier suites start from: the app with its country ids loaded, an owner
 * and a stranger (business users unless the options say otherwise).
 */
export async function buildTenderSuite(
  options: {
    clock?: Clock;
    runClock?: boolean;
    smtpUrl?: string;
    config?: Partial<AppConfig>;
    owner?: CreateUserOptions;
    stranger?: CreateUserOptions;
  } = {},
): Promise<TenderSuite> {
  const { owner: ownerOptions, stranger: strangerOptions, ...appOptions } = options;
  const app = await buildTenderApp(appOptions);
  await loadCountryIds(app);
  const owner = await businessUser(app, ownerOptions);
  const stranger = await businessUser(app, strangerOptions);
  return { app, owner, stranger };
}

export async function setFreeTenders(app: TestApp, user: CreatedUser, remaining: number) {
  await app.ctx.db
    .update(users)
    .set({ remainingFreeTenders: remaining })
    .where(eq(users.id, user.user.id));
}

export async function remainingFreeTenders(app: TestApp, user: CreatedUser): Promise<number> {
  const [row] = await app.ctx.db
    .select({ remaining: users.remainingFreeTenders })
    .from(users)
    .where(eq(users.id, user.user.id));
  return row.remaining;
}

export async function createDraft(
  app: TestApp,
  user: CreatedUser,
  { demo = false } = {},
): Promise<string> {
  const reply = await call(app, user, 'POST', `/api/tender/CreateNewTenderId?demo=${demo}`);
  if (reply.statusCode !== 200) throw new Error(`create failed: ${reply.body}`);
  return reply.json().tenderId;
}

export async function getTender(app: TestApp, user: CreatedUser, id: string): Promise<TTender> {
  const reply = await call(app, user, 'GET', `/api/tender/GetTender?id=${id}`);
  if (reply.statusCode !== 200) throw new Error(`get failed: ${reply.body}`);
  return reply.json();
}

/** Saves the tender with changes applied to what GetTender returned (the web's round trip). */
export async function updateTender(
  app: TestApp,
  user: CreatedUser,
  id: string,
  change: (tender: TTender) => Partial<TTender> | Record<string, unknown>,
) {
  const tender = await getTender(app, user, id);
  return call(app, user, 'POST', '/api/tender/UpdateTender', { ...tender, ...change(tender) });
}

/** A draft whose default item has a name, so it can be saved back unchanged. */
export async function createNamedDraft(app: TestApp, user: CreatedUser): Promise<string> {
  const id = await createDraft(app, user);
  const reply = await updateTender(app, user, id, (tender) => ({
    itemsDetails: tender.itemsDetails.map((item) => ({ ...item, name: 'A4 paper' })),
  }));
  if (reply.statusCode !== 200) throw new Error(`update failed: ${reply.body}`);
  return id;
}

/** A draft that can be scheduled: named, with a named item and a delivery country. */
export async function createSchedulableDraft(app: TestApp, user: CreatedUser): Promise<string> {
  const id = await createNamedDraft(app, user);
  const reply = await updateTender(app, user, id, () => ({
    name: 'Office paper',
    addressSource: 4,
    newDeliveryAddress: { city: 'Vienna', country: { id: countryIdOf(app, 'AT'), code: 'AT' } },
  }));
  if (reply.statusCode !== 200) throw new Error(`update failed: ${reply.body}`);
  return id;
}

const countryIds = new WeakMap<TestApp, Map<string, number>>();

/** Country ids are read once per app (see loadCountryIds). */
export function countryIdOf(app: TestApp, code: string): number {
  const id = countryIds.get(app)?.get(code);
  if (id === undefined) throw new Error(`call loadCountryIds(app) first (${code})`);
  return id;
}

export async function loadCountryIds(app: TestApp): Promise<void> {
  const reply = await app.inject({ method: 'GET', url: '/api/codelist/Country' });
  const list: Array<{ id: number; code: string }> = reply.json();
  countryIds.set(app, new Map(list.map((country) => [country.code, country.id])));
}

export async function scheduleTender(app: TestApp, user: CreatedUser, id: string) {
  return call(app, user, 'PUT', `/api/tender/ScheduleTender?tenderId=${id}`);
}
