/**
 * Issue 26 point 5: "who bids on a tender is the buyer's business secret". Before the fix
 * GET /api/admin/GetUserOverview listed the names of a user's private tenders, and the admin
 * outbox showed invitation mails naming the tender, the buyer and the invited address. Now the
 * admin sees counts and public data: a private tender only as "private", mails about tenders only
 * as their kind (recipient, template, time, status).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenders, users } from '../../src/db/schema/index.ts';
import { bearer, loginAsAdmin } from '../account/fixtures.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildSupplierSuite, createTender, invite } from '../suppliers/helpers.ts';

const PRIVATE_NAME = 'Zeta private turbine overhaul';
const PUBLIC_NAME = 'Alpha public road salt';
const NEW_ADDRESS = 'invited.newcomer@tendermark.test';

describe('what the admin sees of a buyer’s tenders', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let supplier: CreatedUser;
  let privateId: string;
  let publicId: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, owner, tenderId: privateId } = await buildSupplierSuite());
    publicId = await createTender(app, owner, { isPublic: true });
    await app.ctx.db.update(tenders).set({ name: PRIVATE_NAME }).where(eq(tenders.id, privateId));
    await app.ctx.db.update(tenders).set({ name: PUBLIC_NAME }).where(eq(tenders.id, publicId));
    await app.ctx.db
      .update(users)
      .set({ firstName: 'Olga', lastName: 'Buyerova' })
      .where(eq(users.id, owner.user.id));
    supplier = await createUser(app);
    const invited = await invite(
      app,
      owner,
      privateId,
      [supplier.user.email, NEW_ADDRESS],
      'Bring your best price',
    );
    expect(invited.statusCode).toBe(200);
    admin = bearer(await loginAsAdmin(app));
  });
  afterAll(() => app.dispose());

  it('GetUserOverview names public tenders only: a private tender is counted and listed without its name', async () => {
    const reply = await app.inject({
      url: `/api/admin/GetUserOverview?id=${owner.user.id}`,
      headers: admin,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain(PRIVATE_NAME);
    const overview = reply.json();
    expect(overview.ownedTenders).toBe(2);
    const byId = new Map(
      overview.recentTenders.map((tender: { id: string }) => [tender.id, tender]),
    );
    expect(byId.get(privateId)).toMatchObject({ name: null, isPublic: false });
    expect(byId.get(publicId)).toMatchObject({ name: PUBLIC_NAME, isPublic: true });
  });

  it('the outbox shows invitation mails by kind only: no tender name, buyer, message or invited address in them', async () => {
    const reply = await app.inject({ url: '/api/admin/GetOutboxMails?limit=200', headers: admin });
    expect(reply.statusCode).toBe(200);
    const mails = reply.json<{ to: string; template: string; text: string | null }[]>();
    const invitations = mails.filter((mail) =>
      ['invitation', 'inviteNewUser'].includes(mail.template),
    );
    expect(invitations.map((mail) => mail.to).sort()).toEqual(
      [supplier.user.email, NEW_ADDRESS].sort(),
    );
    for (const mail of invitations)
      expect(mail).toMatchObject({ text: null, isContentHidden: true });
    for (const secret of [PRIVATE_NAME, privateId, 'Bring your best price', 'Buyerova'])
      expect(reply.body).not.toContain(secret);
    // The mail to the new address does not name it beyond its recipient field.
    const toNewAddress = invitations.find((mail) => mail.to === NEW_ADDRESS)!;
    expect(JSON.stringify({ ...toNewAddress, to: '' })).not.toContain(NEW_ADDRESS);
  });
});
