import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, TenderStatus } from '@tendermark/shared';
import { tenders } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createDraft,
  createNamedDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from './helpers.ts';

async function setStatus(app: TestApp, id: string, status: number) {
  await app.ctx.db.update(tenders).set({ status }).where(eq(tenders.id, id));
}

describe('cancel, hide, delete, duplicate and share', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  /** CancelTender with the rest of the query (`&reason=…`) as written. */
  const cancel = (user: CreatedUser, id: string, query: string) =>
    call(app, user, 'POST', `/api/tender/CancelTender?tenderId=${id}${query}`);

  describe('CancelTender', () => {
    it('cancels a scheduled tender with the reason', async () => {
      const id = await createSchedulableDraft(app, owner);
      await scheduleTender(app, owner, id);
      const reply = await cancel(owner, id, `&reason=${encodeURIComponent('Budget cut')}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        tenderStatus: TenderStatus.CANCELED,
        canceledReason: 'Budget cut',
      });
    });

    it.each([
      ['no reason', '', Messages.required],
      ['an empty reason', '&reason=', Messages.required],
      ['a blank reason', '&reason=%20%20', Messages.required],
      ['a reason with a NUL character', '&reason=a%00', Messages.invalidCharacters],
    ])('needs a usable reason: refuses %s', async (_case, query, message) => {
      const id = await createDraft(app, owner);
      const reply = await cancel(owner, id, query);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    });

    it.each([TenderStatus.ENDED, TenderStatus.CANCELED])(
      'refuses a tender in status %i with "Auction has not been canceled"',
      async (status) => {
        const id = await createDraft(app, owner);
        await setStatus(app, id, status);
        const reply = await cancel(owner, id, '&reason=x');
        expect(reply.statusCode).toBe(409);
        expect(reply.json()).toEqual({ error: 'not_canceled', message: Messages.notCanceled });
      },
    );

    it("is 404 for another user's draft", async () => {
      const id = await createDraft(app, owner);
      const reply = await cancel(stranger, id, '&reason=x');
      expect(reply.statusCode).toBe(404);
      expect((await getTender(app, owner, id)).tenderStatus).toBe(TenderStatus.NEW);
    });
  });

  it('HideTender hides a tender from the lists until shown again', async () => {
    const user = await createUser(app, { roles: ['BusinessStandard'] });
    // Edited: a blank draft nobody has touched is not listed at all (drafts.test.ts).
    const id = await createNamedDraft(app, user);
    const list = async (query = '') =>
      (await call(app, user, 'GET', `/api/tender/GetMyTenders?owner=true${query}`)).json();
    const hide = (caller: CreatedUser, hidden: boolean) =>
      call(app, caller, 'PATCH', `/api/tender/HideTender?tenderId=${id}&hidden=${hidden}`);
    expect((await hide(user, true)).json()).toEqual({ tenderId: id, hidden: true });
    expect((await list()).totalCount).toBe(0);
    expect((await list('&includeHidden=true')).items[0]).toMatchObject({ id, hidden: true });
    await hide(user, false);
    expect((await list()).totalCount).toBe(1);
    expect((await hide(stranger, true)).statusCode).toBe(404);
  });

  describe('deleting', () => {
    it('DeleteTenderDraft deletes a draft (by tenderId or id) and nothing else', async () => {
      // Edited: New auction gives an untouched draft again rather than a second one.
      const first = await createNamedDraft(app, owner);
      const second = await createDraft(app, owner);
      expect(
        (await call(app, stranger, 'DELETE', `/api/tender/DeleteTenderDraft?tenderId=${first}`))
          .statusCode,
      ).toBe(404);
      const reply = await call(
        app,
        owner,
        'DELETE',
        `/api/tender/DeleteTenderDraft?tenderId=${first}`,
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toBe(true);
      expect(
        (await call(app, owner, 'DELETE', `/api/tender/DeleteTenderDraft?id=${second}`)).statusCode,
      ).toBe(200);
      expect((await call(app, owner, 'GET', `/api/tender/GetTender?id=${first}`)).statusCode).toBe(
        404,
      );
      expect((await call(app, owner, 'DELETE', '/api/tender/DeleteTenderDraft')).statusCode).toBe(
        400,
      );

      const scheduled = await createSchedulableDraft(app, owner);
      await scheduleTender(app, owner, scheduled);
      const refused = await call(
        app,
        owner,
        'DELETE',
        `/api/tender/DeleteTenderDraft?tenderId=${scheduled}`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(Messages.onlyDraftCanBeDeleted);
    });

    it.each([
      ['a draft', 200, TenderStatus.NEW],
      ['a canceled tender', 200, TenderStatus.CANCELED],
      ['an ended tender', 200, TenderStatus.ENDED],
      ['a scheduled tender', 409, TenderStatus.SCHEDULED],
      ['a running tender', 409, TenderStatus.SUBMITTED],
    ])('DeleteTender on %s answers %i', async (_case, expected, status) => {
      const id = await createDraft(app, owner);
      await setStatus(app, id, status);
      const reply = await call(app, owner, 'POST', `/api/tender/DeleteTender?Id=${id}`);
      expect(reply.statusCode).toBe(expected);
      if (expected === 409)
        expect(reply.json().message).toBe(Messages.runningTenderCannotBeDeleted);
    });

    it("DeleteTender is 404 for another user's tender", async () => {
      const foreign = await createDraft(app, owner);
      expect(
        (await call(app, stranger, 'POST', `/api/tender/DeleteTender?id=${foreign}`)).statusCode,
      ).toBe(404);
    });
  });

  it('DuplicateTender copies the parameters into a new draft named "Copy of …"', async () => {
    const id = await createSchedulableDraft(app, owner);
    await updateTender(app, owner, id, (tender) => ({
      keywords: 'paper',
      mustHaveConditions: [
        ...tender.mustHaveConditions,
        { text: 'ISO 9001', hasAdditionalInfo: false },
      ],
    }));
    await scheduleTender(app, owner, id);
    const original = await getTender(app, owner, id);
    const reply = await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`);
    expect(reply.statusCode).toBe(200);
    const copy = await getTender(app, owner, reply.json().tenderId);
    expect(copy).toMatchObject({
      name: 'Copy of Office paper',
      tenderStatus: TenderStatus.NEW,
      keywords: 'paper',
      newDeliveryAddress: original.newDeliveryAddress,
      suppliers: [],
      version: 0,
    });
    expect(copy.itemsDetails.map((item) => item.name)).toEqual(['A4 paper']);
    expect(copy.itemsDetails[0].id).not.toBe(original.itemsDetails[0].id);
    expect(copy.mustHaveConditions.map((condition) => condition.text)).toEqual(
      original.mustHaveConditions.map((condition) => condition.text),
    );
    const foreign = await call(app, stranger, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('ShareAuction gives the public link of a public scheduled tender only', async () => {
    const id = await createSchedulableDraft(app, owner);
    const share = () => call(app, owner, 'POST', `/api/tender/ShareAuction?tenderId=${id}`);
    expect((await share()).statusCode).toBe(409);
    await updateTender(app, owner, id, () => ({ isPublic: true }));
    const draft = await share();
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(Messages.onlyPublicTenderCanBeShared);
    await scheduleTender(app, owner, id);
    const reply = await share();
    expect(reply.json()).toEqual({ url: `http://tendermark.test/public/auction-overview/${id}` });
  });
});
