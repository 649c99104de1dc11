// Suppliers picked while the tender is a draft (issue 27): the owner may pick them (by e-mail or
// as registered users), nothing is sent while drafting, and scheduling sends the invitations.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierStatus, type TSupplierEntry } from '@tendermark/shared';
import { notifications, outboxMails } from '../../src/db/schema/index.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import { lastMailTo, mailsTo, type TestApp } from '../helper.ts';
import { createTender, entryOf, invite, statusOf, supplierCall } from '../suppliers/helpers.ts';
import { redeemInvitations } from '../../src/modules/suppliers/invitations-redeem.ts';
import { buildTenderSuite, call, scheduleTender } from './helpers.ts';

describe('suppliers picked while drafting', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  const noticesOf = (user: CreatedUser) =>
    app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.user.id));

  it('sends nothing while drafting and invites everyone picked when the tender is scheduled', async () => {
    const tenderId = await createTender(app, owner, { draft: true });
    const byMail = await createUser(app);
    const byName = await createUser(app);
    const newcomer = `newcomer.${Date.now()}@tendermark.test`;

    const picked = await invite(app, owner, tenderId, [byMail.user.email, newcomer]);
    expect(picked.statusCode, picked.body).toBe(200);
    const added = await supplierCall(app, owner, 'CreateTenderSeller', {
      tenderId,
      userName: byName.user.userName,
    });
    expect(added.statusCode, added.body).toBe(200);
    const entries: TSupplierEntry[] = picked.json();
    expect(entryOf(entries, byMail.user.userName)?.status.id).toBe(
      SupplierStatus.WAITING_FOR_INVITE,
    );
    expect(entryOf(entries, newcomer)).toMatchObject({
      status: { id: SupplierStatus.WAITING_FOR_INVITE },
      isRegistered: false,
    });

    // Drafting: no mail, no notice, no pending invitation, and the draft stays the owner's own.
    for (const address of [byMail.user.email, byName.user.email, newcomer])
      expect(await mailsTo(app, address)).toEqual([]);
    expect(await noticesOf(byMail)).toEqual([]);
    const hidden = await call(app, byMail, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(hidden.statusCode).toBe(404);
    const info = await app.inject({ url: '/api/account/UserInfo', headers: bearer(byMail.token) });
    expect(info.json().PendingAuctionInvitationsCount).toBe(0);

    const scheduled = await scheduleTender(app, owner, tenderId);
    expect(scheduled.statusCode, scheduled.body).toBe(200);

    for (const supplier of [byMail, byName]) {
      expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
      expect(await lastMailTo(app, supplier.user.email, 'invitation')).toBeDefined();
      expect(await noticesOf(supplier)).toHaveLength(1);
    }
    expect(await lastMailTo(app, newcomer, 'inviteNewUser')).toBeDefined();
    const visible = await call(app, byMail, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(visible.statusCode).toBe(200);
    const owners = await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`);
    expect(entryOf(owners.json().suppliers, newcomer)?.status.id).toBe(SupplierStatus.INVITED);
  });

  it('invites an address proven while drafting as the user it became, once scheduled', async () => {
    const tenderId = await createTender(app, owner, { draft: true });
    const address = `later.${Date.now()}@tendermark.test`;
    expect((await invite(app, owner, tenderId, [address])).statusCode).toBe(200);
    // The address gets an account, and proves it, while the tender is still a draft: the
    // invitation waits for scheduling instead of lapsing.
    const supplier = await createUser(app, { email: address });
    const redeemed = await app.ctx.db.transaction((tx) =>
      redeemInvitations(tx, supplier.user, app.ctx.clock.now()),
    );
    expect(redeemed).toEqual([]);
    expect(await statusOf(app, tenderId, supplier)).toBeNull();

    expect((await scheduleTender(app, owner, tenderId)).statusCode).toBe(200);
    expect(await statusOf(app, tenderId, supplier)).toBe(SupplierStatus.INVITED);
    const sent = await app.ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, address), eq(outboxMails.template, 'invitation')));
    expect(sent).toHaveLength(1);
  });
});
