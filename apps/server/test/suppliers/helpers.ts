/** Helpers for the supplier API tests: scheduled tenders built through the API, supplier calls, entries as stored. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TSupplierEntry } from '@tendermark/shared';
import { tenderSuppliers, tenders } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from '../tenders/helpers.ts';

export {
  buildTenderApp as buildSupplierApp,
  buildTenderSuite,
  businessUser,
  call,
  getTender,
} from '../tenders/helpers.ts';

export type TenderOptions = {
  isPublic?: boolean;
  /** Must-have conditions besides the mandatory first one. */
  mustHaves?: string[];
  /** Leave the tender a draft. */
  draft?: boolean;
};

/** A tender built like the web app does: create, UpdateTender, ScheduleTender. */
export async function createTender(
  app: TestApp,
  owner: CreatedUser,
  { isPublic = false, mustHaves = [], draft = false }: TenderOptions = {},
): Promise<string> {
  const id = await createSchedulableDraft(app, owner);
  const saved = await updateTender(app, owner, id, (tender) => ({
    isPublic,
    mustHaveConditions: [
      ...tender.mustHaveConditions,
      ...mustHaves.map((text) => ({ text, hasAdditionalInfo: false })),
    ],
  }));
  if (saved.statusCode !== 200) throw new Error(`update failed: ${saved.body}`);
  if (!draft) {
    const scheduled = await scheduleTender(app, owner, id);
    if (scheduled.statusCode !== 200) throw new Error(`schedule failed: ${scheduled.body}`);
  }
  return id;
}

/** The usual start of a supplier suite: a tender suite whose owner has a tender (scheduled unless `draft`). */
export async function buildSupplierSuite(
  tender: TenderOptions = {},
  app: Parameters<typeof buildTenderSuite>[0] = {},
) {
  const suite = await buildTenderSuite(app);
  return { ...suite, tenderId: await createTender(suite.app, suite.owner, tender) };
}

/** POST /api/tendersupplier/{name} as the user. */
export const supplierCall = (
  app: TestApp,
  user: CreatedUser | undefined,
  name: string,
  body: unknown,
) => call(app, user, 'POST', `/api/tendersupplier/${name}`, body);

export function invite(
  app: TestApp,
  owner: CreatedUser,
  tenderId: string,
  emails: unknown,
  message?: string,
) {
  const query = new URLSearchParams({ tenderId, ...(message ? { msg: message } : {}) });
  return call(
    app,
    owner,
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?${query}`,
    emails,
  );
}

/** A new user invited to the tender (status 1). */
export async function invitedSupplier(app: TestApp, owner: CreatedUser, tenderId: string) {
  const supplier = await createUser(app);
  const reply = await invite(app, owner, tenderId, [supplier.user.email]);
  if (reply.statusCode !== 200) throw new Error(`invite failed: ${reply.body}`);
  return supplier;
}

/** A new user who accepted an invitation (status 3). */
export async function acceptedSupplier(app: TestApp, owner: CreatedUser, tenderId: string) {
  const supplier = await invitedSupplier(app, owner, tenderId);
  const reply = await supplierCall(app, supplier, 'ResponseInvitation', { tenderId, accept: true });
  if (reply.statusCode !== 200) throw new Error(`accept failed: ${reply.body}`);
  return supplier;
}

/** The stored entry of a user in a tender. */
export async function storedEntry(app: TestApp, tenderId: string, user: CreatedUser) {
  const [entry] = await app.ctx.db
    .select()
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, user.user.id)));
  return entry;
}

export async function statusOf(app: TestApp, tenderId: string, user: CreatedUser) {
  return (await storedEntry(app, tenderId, user))?.status ?? null;
}

export async function setTenderStatus(app: TestApp, tenderId: string, status: number) {
  await app.ctx.db.update(tenders).set({ status }).where(eq(tenders.id, tenderId));
}

export async function setEntryStatus(
  app: TestApp,
  tenderId: string,
  user: CreatedUser,
  status: number,
) {
  await app.ctx.db
    .update(tenderSuppliers)
    .set({ status })
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, user.user.id)));
}

/** Ids of the tender's must-have conditions, as the owner sees them. */
export async function mustHaveIds(app: TestApp, owner: CreatedUser, tenderId: string) {
  const tender = await getTender(app, owner, tenderId);
  return tender.mustHaveConditions.map((condition) => String(condition.id));
}

export const allYes = (ids: string[]) => ids.map((mhcId) => ({ mhcId, response: true }));

export const entryOf = (entries: TSupplierEntry[], userName: string) =>
  entries.find((entry) => entry.user.userName === userName);

/** Expects the uniform refusal of a status change the table does not allow. */
export function expectInvalidTransition(
  reply: { statusCode: number; json(): unknown },
  message: string,
) {
  expect({ status: reply.statusCode, body: reply.json() }).toEqual({
    status: 409,
    body: { error: 'invalid_transition', message },
  });
}
