// Issue 27: the server's maintenance switch. An admin turns it on with a message; every node then
// answers 503 with that message to writes (reads, logging in and the switch keep working, and
// readiness stays true while saying why); off again without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { MAINTENANCE_CACHE_MS } from '../../src/modules/system/maintenance.ts';
import { appsOnOneDatabase } from '../auction/factories.ts';
import { postToken } from '../account/fixtures.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';

describe('the maintenance switch on two nodes of one database', () => {
  const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let admin: CreatedUser;
  let buyer: CreatedUser;
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false });
    [nodeA, nodeB] = cluster.apps as [TestApp, TestApp];
    admin = await createUser(nodeA, { roles: ['Admin'], password: 'Secret123' });
    buyer = await createUser(nodeA, { roles: ['BusinessStandard'] });
  });
  afterAll(() => cluster.dispose());

  const setMaintenance = (node: TestApp, who: CreatedUser, payload: object) =>
    node.inject({
      method: 'POST',
      url: '/api/admin/SetMaintenance',
      headers: bearer(who.token),
      payload,
    });
  const createDraft = (node: TestApp) =>
    node.inject({
      method: 'POST',
      url: '/api/tender/CreateNewTenderId',
      headers: bearer(buyer.token),
    });

  it('refuses everyone but an admin the switch', async () => {
    expect((await setMaintenance(nodeA, buyer, { on: true })).statusCode).toBe(403);
    const anonymous = await nodeA.inject({
      method: 'POST',
      url: '/api/admin/SetMaintenance',
      payload: { on: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await nodeA.inject({ method: 'GET', url: '/api/admin/GetMaintenance' })).statusCode,
    ).toBe(401);
    expect((await createDraft(nodeA)).statusCode).toBe(200);
  });

  it('refuses writes on every node while on, keeps reads and logins, and lifts without a restart', async () => {
    // Node B reads the switch (off) before it is turned on, so it holds a cached "off".
    expect((await createDraft(nodeB)).statusCode).toBe(200);

    const on = await setMaintenance(nodeA, admin, {
      on: true,
      message: '  Upgrading until 11:00 ',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ on: true, message: 'Upgrading until 11:00' });

    const refused = await createDraft(nodeA);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ error: 'maintenance', message: 'Upgrading until 11:00' });

    // The other node follows within the cache bound, by the app's clock.
    clock.advance(MAINTENANCE_CACHE_MS);
    expect((await createDraft(nodeB)).statusCode).toBe(503);
    // A route's spelling (case, trailing slash) does not get a write past the switch.
    const respelled = await nodeB.inject({
      method: 'POST',
      url: '/API/tender/createnewtenderid/',
      headers: bearer(buyer.token),
    });
    expect(respelled.statusCode).toBe(503);

    // Reads go on; readiness is true and says why writes are refused.
    const read = await nodeB.inject({
      method: 'GET',
      url: '/api/tender/GetMyTenders',
      headers: bearer(buyer.token),
    });
    expect(read.statusCode).not.toBe(503);
    const ready = await nodeB.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().maintenance).toEqual({
      message: 'Upgrading until 11:00',
      since: '2026-11-27T10:00:00.000Z',
    });
    expect((await nodeB.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    // An admin can still log in and reach the switch; others' writes stay refused.
    const adminLogin = await postToken(nodeB, {
      grant_type: 'password',
      userName: admin.user.userName,
      password: 'Secret123',
    });
    expect(adminLogin.statusCode, adminLogin.body).toBe(200);
    const state = await nodeB.inject({
      method: 'GET',
      url: '/api/admin/GetMaintenance',
      headers: bearer(admin.token),
    });
    expect(state.json()).toMatchObject({ on: true, by: admin.user.userName });
    expect((await setMaintenance(nodeB, buyer, { on: false })).statusCode).toBe(403);

    const off = await setMaintenance(nodeB, admin, { on: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ on: false, message: null, since: null, by: null });
    expect((await createDraft(nodeB)).statusCode).toBe(200);
    clock.advance(MAINTENANCE_CACHE_MS);
    expect((await createDraft(nodeA)).statusCode).toBe(200);
    expect((await nodeA.inject({ method: 'GET', url: '/api/health' })).json().maintenance).toBe(
      undefined,
    );

    const audit = await nodeA.inject({
      method: 'GET',
      url: '/api/admin/GetAuditLog?action=SetMaintenance',
      headers: bearer(admin.token),
    });
    expect(audit.json().rows).toHaveLength(2);
  });

  it('refuses a message over the limit with 400', async () => {
    const reply = await setMaintenance(nodeA, admin, { on: true, message: 'x'.repeat(501) });
    expect(reply.statusCode).toBe(400);
    expect((await createDraft(nodeA)).statusCode).toBe(200);
  });
});
