/**
 * A supplier's tender lists follow every participation change live (spec §4 addMyTender): the
 * app hub receives the tender as a row of their lists with their new status, also when the change
 * takes the tender out of their lists (blocked, removed), so the app reads its lists again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, SupplierStatus } from '@tendermark/shared';
import { eventsNamed, type Recorder } from '../auction/sockets.ts';
import { createUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { loadCountryIds } from '../tenders/helpers.ts';
import {
  allYes,
  buildSupplierApp,
  businessUser,
  createTender,
  invite,
  mustHaveIds,
  supplierCall,
} from './helpers.ts';

type ListRow = { id: string; isOwner: boolean; supplierStatus: number | null };

describe('addMyTender on every participation change of a supplier', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildSupplierApp());
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  const rows = (hub: Recorder) =>
    (eventsNamed(hub, 'addMyTender') as Array<{ tender: ListRow }>).map(({ tender }) => tender);
  /** Waits for the hub's next addMyTender (the `count`th) and returns the status it carries. */
  async function nthStatus(hub: Recorder, count: number) {
    await expect.poll(() => rows(hub).length).toBe(count);
    return rows(hub)[count - 1];
  }

  it('invited, accepted, blocked, unblocked, removed: each reaches the supplier’s apps', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner);
    const supplier = await createUser(app);
    const hub = await app.openRecorder(supplier.token, Hubs.app);
    const target = { tenderId, user: supplier.user.userName };
    const expectRow = async (count: number, supplierStatus: number) =>
      expect(await nthStatus(hub, count)).toMatchObject({
        id: tenderId,
        isOwner: false,
        supplierStatus,
      });

    await invite(app, owner, tenderId, [supplier.user.email]);
    await expectRow(1, SupplierStatus.INVITED);
    const accepted = await supplierCall(app, supplier, 'ResponseInvitation', {
      tenderId,
      accept: true,
    });
    expect(accepted.statusCode).toBe(200);
    await expectRow(2, SupplierStatus.ACCEPTED);
    expect(
      (await supplierCall(app, owner, 'BlockBidder', { ...target, reason: 'x' })).statusCode,
    ).toBe(200);
    // Blocked: the tender leaves the supplier's lists; the row says why.
    await expectRow(3, SupplierStatus.BLOCKED);
    expect((await supplierCall(app, owner, 'UnblockBidder', target)).statusCode).toBe(200);
    await expectRow(4, SupplierStatus.ACCEPTED);
    const removed = await supplierCall(app, owner, 'DeleteTenderSeller', {
      tenderId,
      userName: supplier.user.userName,
    });
    expect(removed.statusCode).toBe(200);
    await expectRow(5, SupplierStatus.REMOVED);
  });

  it('applied, approved, left, asked to rejoin: each reaches the supplier’s apps', async () => {
    const owner = await businessUser(app);
    const tenderId = await createTender(app, owner, { isPublic: true });
    const supplier = await createUser(app);
    const hub = await app.openRecorder(supplier.token, Hubs.app);
    const statuses = () => rows(hub).map((row) => row.supplierStatus);

    await supplierCall(app, supplier, 'ApplyToPublicAuction', {
      tenderId,
      MhcResponse: allYes(await mustHaveIds(app, owner, tenderId)),
    });
    await expect.poll(statuses).toEqual([SupplierStatus.PENDING_PUBLIC]);
    await supplierCall(app, owner, 'ResponseToPublicBidder', {
      tenderId,
      userName: supplier.user.userName,
      approve: true,
    });
    await expect.poll(statuses).toHaveLength(2);
    await supplierCall(app, supplier, 'LeaveAuction', { tenderId });
    await expect.poll(statuses).toHaveLength(3);
    await supplierCall(app, supplier, 'RejoinAuction', { tenderId, reason: 'Back in stock' });
    await expect
      .poll(statuses)
      .toEqual([
        SupplierStatus.PENDING_PUBLIC,
        SupplierStatus.ACCEPTED,
        SupplierStatus.LEFT,
        SupplierStatus.PENDING_COMEBACK,
      ]);
  });
});
