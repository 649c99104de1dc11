import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANDATORY_MUST_HAVE_TEXT, TenderStatus } from '@tendermark/shared';
import { users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from './helpers.ts';

const NOW = new Date('2026-03-02T09:15:42.123Z');

describe('creating and reading tenders', () => {
  const clock = manualClock(NOW);
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite({ clock, stranger: { roles: ['Free'] } }));
  });
  afterAll(() => app.dispose());

  it('CreateNewTenderId stores a draft with the defaults of the spec', async () => {
    const id = await createDraft(app, owner);
    const tender = await getTender(app, owner, id);
    expect(tender).toMatchObject({
      tenderId: id,
      tenderStatus: TenderStatus.NEW,
      currency: 'USD',
      duration: 120,
      isVatIncluded: true,
      isDemo: false,
      isOwner: true,
      proposalEndDate: '2026-03-09T09:15:00.000Z',
      startDate: '2026-03-11T09:15:00.000Z',
      endDate: '2026-03-11T11:15:00.000Z',
      suppliers: [],
      attachments: { isUploading: false, list: [] },
      version: 0,
      totExpPrice: 1000,
      totExpPriceInUserCurr: 1000,
      userCurrency: 'USD',
      exchangeRateDate: null,
    });
    expect(tender.itemsDetails).toHaveLength(1);
    expect(tender.itemsDetails[0]).toMatchObject({
      unitPrice: 100,
      quantity: 10,
      expPrice: 1000,
      bidStep: 1,
      unitOfMeasurement: { name: 'piece' },
    });
    expect(tender.criteriaDetails).toEqual([
      expect.objectContaining({
        name: 'Total price',
        unit: { id: 0, name: 'Currency' },
        winningThreshold: { id: 0, name: 'Lowest wins' },
        weight: { id: 1, name: '100%' },
        isPrice: true,
      }),
    ]);
    expect(tender.mustHaveConditions).toEqual([
      expect.objectContaining({ text: MANDATORY_MUST_HAVE_TEXT, isMandatory: true }),
    ]);
  });

  it("uses the owner's default currency", async () => {
    const euroBuyer = await createUser(app, { roles: ['BusinessStandard'] });
    await app.ctx.db
      .update(users)
      .set({ defaultCurrency: 'EUR' })
      .where(eq(users.id, euroBuyer.user.id));
    const tender = await getTender(app, euroBuyer, await createDraft(app, euroBuyer));
    expect(tender.currency).toBe('EUR');
  });

  it('a demo tender is prefilled and starts soon', async () => {
    const tender = await getTender(app, owner, await createDraft(app, owner, { demo: true }));
    expect(tender.isDemo).toBe(true);
    expect(tender.itemsDetails.length).toBeGreaterThanOrEqual(3);
    expect(tender.itemsDetails.map((item) => item.name).join()).toMatch(/paper/i);
    expect(tender.addressSource).toBe(3);
    expect(tender.newDeliveryAddress?.country?.code).toBe('US');
    expect(tender.proposalEndDate).toBe('2026-03-02T09:20:00.000Z');
    expect(tender.startDate).toBe('2026-03-02T09:25:00.000Z');
    expect(tender.duration).toBe(15);
    expect(tender.criteriaDetails.reduce((sum, c) => sum + c.weight.id, 0)).toBeCloseTo(1);
  });

  it('TenderDtoWithDefaults returns defaults without storing a tender', async () => {
    const user = await createUser(app);
    const reply = await call(app, user, 'GET', '/api/tender/tenderdtowithdefaults');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ tenderId: '', tenderStatus: 0, duration: 120 });
    const last = await call(app, user, 'GET', '/api/tender/MyLastOpenTender');
    expect(last.json()).toBeNull();
  });

  it('MyLastOpenTender is the newest draft', async () => {
    const user = await createUser(app, { roles: ['BusinessStandard'] });
    await createDraft(app, user);
    clock.advance(1000);
    const newest = await createDraft(app, user);
    clock.set(NOW);
    const reply = await call(app, user, 'GET', '/api/tender/MyLastOpenTender');
    expect(reply.json().tenderId).toBe(newest);
  });

  it('another user gets 404 for a draft, and for ids that do not exist or are malformed', async () => {
    const id = await createDraft(app, owner);
    for (const url of [
      `/api/tender/GetTender?id=${id}`,
      '/api/tender/GetTender?id=00000000-0000-4000-8000-000000000000',
      '/api/tender/GetTender?id=not-a-uuid',
      '/api/tender/GetTender?id=1',
    ]) {
      const reply = await call(app, stranger, 'GET', url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().error).toBe('not_found');
    }
  });

  it('a missing id is a 400, a missing token a 401', async () => {
    expect((await call(app, owner, 'GET', '/api/tender/GetTender')).statusCode).toBe(400);
    const id = await createDraft(app, owner);
    expect((await call(app, undefined, 'GET', `/api/tender/GetTender?id=${id}`)).statusCode).toBe(
      401,
    );
  });

  it('anyone may read a public tender once it is scheduled, without the owner view', async () => {
    const id = await createSchedulableDraft(app, owner);
    await updateTender(app, owner, id, () => ({ isPublic: true }));
    expect((await call(app, stranger, 'GET', `/api/tender/GetTender?id=${id}`)).statusCode).toBe(
      404,
    );
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const seen = await getTender(app, stranger, id);
    expect(seen).toMatchObject({ tenderId: id, isOwner: false, suppliers: [] });
  });
});
