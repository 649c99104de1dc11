import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus, type TSupplierEntry, type TTender } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import { type TestApp } from '../helper.ts';
import { createDraft, updateTender } from '../tenders/helpers.ts';
import {
  buildTenderSuite,
  businessUser,
  call,
  createTender,
  getTender,
  invite,
  supplierCall,
} from './helpers.ts';

describe('demo bidders', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite({ owner: { roles: ['Free'] } }));
  });
  afterAll(() => app.dispose());

  const addDemo = (tenderId: string, count?: number, caller = owner) =>
    supplierCall(app, caller, 'AddDemoBidders', { tenderId, count });
  const demoEntries = (entries: TSupplierEntry[]) =>
    entries.filter((entry) => entry.isDemo && entry.status.id === SupplierStatus.ACCEPTED);

  it('adds demo bidders with complete initial offers near the expected prices', async () => {
    const tenderId = await createDraft(app, owner, { demo: true });
    const reply = await addDemo(tenderId);
    expect(reply.statusCode).toBe(200);
    const entries = demoEntries(reply.json());
    expect(entries).toHaveLength(3);
    const tender: TTender = await getTender(app, owner, tenderId);
    const biddable = tender.criteriaDetails.filter((criterion) => !criterion.isPrice);
    for (const entry of entries) {
      expect(entry.user.userName).toMatch(/^demobidder/);
      expect(entry.itemsBids).toHaveLength(tender.itemsDetails.length);
      expect(entry.criteriaBids).toHaveLength(biddable.length);
      expect(entry.mustHaveConditionResponses.every((answer) => answer.response)).toBe(true);
      for (const item of tender.itemsDetails) {
        const bid = entry.itemsBids.find((candidate) => candidate.id === item.id)!.value;
        expect(bid).toBeGreaterThan(item.unitPrice * 0.9);
        expect(bid).toBeLessThan(item.unitPrice * 1.1);
      }
      for (const criterion of biddable) {
        const value = entry.criteriaBids.find((candidate) => candidate.id === criterion.id)!.value;
        expect(value).toBeGreaterThanOrEqual(criterion.minBid ?? -Infinity);
        expect(value).toBeLessThanOrEqual(criterion.maxBid ?? Infinity);
      }
    }
    // Different bidders make different offers.
    expect(new Set(entries.map((entry) => entry.itemsBids[0].value)).size).toBe(3);
  });

  it.each(['sealed', 'japanese', 'dutch'] as const)(
    'gives demo bidders of a %s tender no prices before its clock or opening (issue 30)',
    async (auctionFormat) => {
      const tenderId = await createDraft(app, owner, { demo: true });
      expect((await updateTender(app, owner, tenderId, () => ({ auctionFormat }))).statusCode).toBe(
        200,
      );
      const entries = demoEntries((await addDemo(tenderId)).json());
      expect(entries).toHaveLength(3);
      for (const entry of entries) {
        expect(entry.itemsBids).toEqual([]);
        expect(entry.criteriaBids).toEqual([]);
      }
    },
  );

  it('keeps demo bidders already in and adds up to the count asked for', async () => {
    const tenderId = await createDraft(app, owner, { demo: true });
    await addDemo(tenderId, 2);
    const reply = await addDemo(tenderId, 5);
    expect(demoEntries(reply.json())).toHaveLength(5);
    expect((await addDemo(tenderId, 6)).statusCode).toBe(400);
  });

  it('refuses real suppliers while demo bidders take part, until they are removed', async () => {
    const tenderId = await createDraft(app, owner, { demo: true });
    const entries = demoEntries((await addDemo(tenderId, 2)).json());
    await call(app, owner, 'PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
    const supplier = await createUser(app);
    const refused = await invite(app, owner, tenderId, [supplier.user.email]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(Messages.removeDemoBidders);
    const prepared = await supplierCall(app, owner, 'CreateTenderSeller', {
      tenderId,
      userName: supplier.user.userName,
    });
    expect(prepared.json().message).toBe(Messages.removeDemoBidders);

    for (const entry of entries)
      await supplierCall(app, owner, 'DeleteTenderSeller', {
        tenderId,
        userName: entry.user.userName,
      });
    expect((await invite(app, owner, tenderId, [supplier.user.email])).statusCode).toBe(200);
  });

  it('refuses demo bidders once real suppliers were added: "Demo auction can not be run with already added suppliers"', async () => {
    const tenderId = await createDraft(app, owner, { demo: true });
    const supplier = await createUser(app);
    await supplierCall(app, owner, 'CreateTenderSeller', {
      tenderId,
      userName: supplier.user.userName,
    });
    const reply = await addDemo(tenderId);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(Messages.demoWithSuppliers);
  });

  it('is for demo tenders and their owner only', async () => {
    const business = await businessUser(app);
    const realId = await createTender(app, business);
    const onReal = await addDemo(realId, 3, business);
    expect(onReal.statusCode).toBe(409);
    expect(onReal.json().message).toBe(Messages.demoOnly);
    const demoId = await createDraft(app, owner, { demo: true });
    expect((await addDemo(demoId, 3, business)).statusCode).toBe(404);
  });
});
