import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANDATORY_MUST_HAVE_TEXT, Messages, type TTender } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createNamedDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from './helpers.ts';

const extraItem = (tender: TTender) => ({
  ...tender.itemsDetails[0],
  id: null,
  name: 'Toner',
  unitPrice: 50,
  quantity: 4,
});

describe('UpdateTender', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite({ stranger: { roles: ['Free'] } }));
  });
  afterAll(() => app.dispose());

  it('saves the full parameters, keeping the ids of rows sent back', async () => {
    const id = await createNamedDraft(app, owner);
    const before = await getTender(app, owner, id);
    const reply = await updateTender(app, owner, id, (tender) => ({
      name: 'Office supplies 2026',
      keywords: 'paper, toner',
      isPublic: true,
      itemsDetails: [{ ...tender.itemsDetails[0], name: 'Paper', bidStep: 2.5 }, extraItem(tender)],
    }));
    expect(reply.statusCode).toBe(200);
    const saved: TTender = reply.json();
    expect(saved).toMatchObject({ name: 'Office supplies 2026', isPublic: true, version: 2 });
    expect(saved.itemsDetails[0]).toMatchObject({ id: before.itemsDetails[0].id, bidStep: 2.5 });
    expect(saved.itemsDetails[1]).toMatchObject({ name: 'Toner', expPrice: 200, bidStep: 1 });
    expect(saved.totExpPrice).toBe(1200);
    expect(await getTender(app, owner, id)).toEqual(saved);

    const removed = await updateTender(app, owner, id, (tender) => ({
      itemsDetails: tender.itemsDetails.slice(1),
    }));
    expect(removed.json().itemsDetails.map((item: { name: string }) => item.name)).toEqual([
      'Toner',
    ]);
  });

  it('keeps the mandatory must-have condition first and unchanged', async () => {
    const id = await createNamedDraft(app, owner);
    const reply = await updateTender(app, owner, id, () => ({
      mustHaveConditions: [
        { text: 'ISO 9001 certificate', hasAdditionalInfo: true },
        { text: 'Changed mandatory text', isMandatory: true },
      ],
    }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().mustHaveConditions).toEqual([
      expect.objectContaining({ text: MANDATORY_MUST_HAVE_TEXT, isMandatory: true }),
      expect.objectContaining({ text: 'ISO 9001 certificate', hasAdditionalInfo: true }),
    ]);
  });

  it('keeps the price criterion first and stores weights as given', async () => {
    const id = await createNamedDraft(app, owner);
    const reply = await updateTender(app, owner, id, (tender) => {
      const price = { ...tender.criteriaDetails[0], weight: { id: 0.7 } };
      const delivery = {
        ...price,
        id: null,
        isPrice: false,
        name: 'Delivery time',
        unit: { id: 2, name: 'Days' },
        weight: { id: 0.3 },
      };
      return { criteriaDetails: [delivery, price] };
    });
    expect(reply.statusCode).toBe(200);
    const criteria: TTender['criteriaDetails'] = reply.json().criteriaDetails;
    expect(criteria.map((c) => [c.name, c.weight.id, c.isPrice])).toEqual([
      ['Total price', 0.7, true],
      ['Delivery time', 0.3, false],
    ]);
    expect(criteria[1].weight.name).toBe('30%');
  });

  // An unnamed item, minBid above maxBid and a duration over 44000 minutes are stored in a draft
  // and refused by ScheduleTender (drafts.test.ts).
  it.each([
    [
      'an unknown unit',
      (t: TTender) => ({
        itemsDetails: [{ ...extraItem(t), unitOfMeasurement: { id: 999999, name: 'x' } }],
      }),
      Messages.selectItem,
    ],
    ['an unknown currency', () => ({ currency: 'XYZ' }), Messages.selectItem],
    ['an unknown industry', () => ({ industries: [999999] }), Messages.selectItem],
    [
      'a price criterion that is not in currency',
      (t: TTender) => ({
        criteriaDetails: [
          { ...t.criteriaDetails[0], isPrice: false, unit: { id: 1, name: 'Percent' } },
        ],
      }),
      Messages.priceCriterionFirst,
    ],
    ['no criteria at all', () => ({ criteriaDetails: [] }), Messages.priceCriterionFirst],
    [
      'an unknown delivery country',
      () => ({
        addressSource: 4,
        newDeliveryAddress: { city: 'X', country: { id: 999999, code: 'XX' } },
      }),
      Messages.selectCountry,
    ],
  ])('refuses %s with the validation message', async (_case, change, message) => {
    const id = await createNamedDraft(app, owner);
    const reply = await updateTender(app, owner, id, change);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: 'validation_error', message });
  });

  it('refuses a weight outside 0..1 and malformed bodies with 400, never 500', async () => {
    const id = await createNamedDraft(app, owner);
    const weight = await updateTender(app, owner, id, (t) => ({
      criteriaDetails: [{ ...t.criteriaDetails[0], weight: { id: 1.5 } }],
    }));
    expect(weight.statusCode).toBe(400);
    const tender = await getTender(app, owner, id);
    for (const payload of [
      '{"tenderId": ',
      { ...tender, itemsDetails: 'many' },
      { ...tender, proposalEndDate: 'tomorrow' },
      { ...tender, tenderId: undefined },
      [],
    ]) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/tender/UpdateTender',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(reply.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
  });

  it.each([
    ['a NUL character in a name', () => ({ name: 'a\u0000b' })],
    [
      'a NUL character in the address',
      () => ({ addressSource: 3, newDeliveryAddress: { city: 'a\u0000' } }),
    ],
    [
      'a price beyond what is stored',
      (t: TTender) => ({ itemsDetails: [{ ...t.itemsDetails[0], unitPrice: 1e20 }] }),
    ],
    [
      'a quantity beyond what is stored',
      (t: TTender) => ({ itemsDetails: [{ ...t.itemsDetails[0], quantity: 1e30 }] }),
    ],
    [
      'a fractional unit id',
      (t: TTender) => ({
        itemsDetails: [{ ...t.itemsDetails[0], unitOfMeasurement: { id: 1.5, name: '' } }],
      }),
    ],
    [
      'a unit id beyond integers',
      (t: TTender) => ({
        itemsDetails: [{ ...t.itemsDetails[0], unitOfMeasurement: { id: 1e11, name: '' } }],
      }),
    ],
    ['a fractional industry id', () => ({ industries: [1.5] })],
    [
      'a fractional country id',
      () => ({ addressSource: 3, newDeliveryAddress: { country: { id: 1.5, code: 'AT' } } }),
    ],
    [
      'a minBid beyond what is stored',
      (t: TTender) => ({ criteriaDetails: [{ ...t.criteriaDetails[0], minBid: 1e30 }] }),
    ],
    ['an impossible date', () => ({ proposalEndDate: '2026-02-30T10:00:00Z' })],
    ['a currency that is not a code', () => ({ currency: '€€€' })],
  ])('refuses %s with 400', async (_case, change) => {
    const id = await createNamedDraft(app, owner);
    const reply = await updateTender(app, owner, id, change);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('validation_error');
  });

  it('refuses a stale version and accepts the current one', async () => {
    const id = await createNamedDraft(app, owner);
    const first = await getTender(app, owner, id);
    expect(first.version).toBe(1);
    expect(
      (await updateTender(app, owner, id, () => ({ name: 'One', version: 1 }))).statusCode,
    ).toBe(200);
    const stale = await call(app, owner, 'POST', '/api/tender/UpdateTender', {
      ...first,
      name: 'Two',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'version_conflict',
      message: Messages.tenderChangedElsewhere,
    });
    const current = await updateTender(app, owner, id, () => ({ name: 'Two' }));
    expect(current.json()).toMatchObject({ name: 'Two', version: 3 });
  });

  it('an unchanged save changes nothing (no new version, no audit entry)', async () => {
    const id = await createNamedDraft(app, owner);
    const reply = await updateTender(app, owner, id, () => ({}));
    expect(reply.json().version).toBe(1);
    const log = await call(app, owner, 'GET', `/api/tender/GetTenderAuditLog?tenderId=${id}`);
    expect(log.json().map((entry: { action: string }) => entry.action)).toEqual([
      'updated',
      'created',
    ]);
  });

  it('writes an audit entry listing what changed, newest first', async () => {
    const id = await createNamedDraft(app, owner);
    await updateTender(app, owner, id, (t) => ({
      name: 'Paper',
      duration: 90,
      itemsDetails: [{ ...t.itemsDetails[0], name: 'A4' }, extraItem(t)],
    }));
    await updateTender(app, owner, id, () => ({ isVatIncluded: false }));
    const reply = await call(app, owner, 'GET', `/api/tender/gettenderauditlog?TenderId=${id}`);
    expect(reply.statusCode).toBe(200);
    const [vat, first, named, created] = reply.json();
    expect(vat).toMatchObject({
      action: 'updated',
      changes: { isVatIncluded: { from: true, to: false } },
    });
    expect(first.userName).toBe(owner.user.userName);
    expect(first.changes).toEqual({
      name: { from: '', to: 'Paper' },
      duration: { from: 120, to: 90 },
      itemsDetails: { from: 1, to: 2 },
    });
    expect(named.changes).toEqual({ itemsDetails: { from: 1, to: 1 } });
    expect(created.action).toBe('created');
    const foreign = await call(
      app,
      stranger,
      'GET',
      `/api/tender/GetTenderAuditLog?tenderId=${id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('another user cannot change a draft (404) or a public tender they can read (403)', async () => {
    const id = await createSchedulableDraft(app, owner);
    const tender = await getTender(app, owner, id);
    const hidden = await call(app, stranger, 'POST', '/api/tender/UpdateTender', {
      ...tender,
      name: 'Mine',
    });
    expect(hidden.statusCode).toBe(404);
    await updateTender(app, owner, id, () => ({ isPublic: true }));
    await scheduleTender(app, owner, id);
    const visible = await call(app, stranger, 'POST', '/api/tender/UpdateTender', {
      ...tender,
      name: 'Mine',
    });
    expect(visible.statusCode).toBe(403);
    expect((await getTender(app, owner, id)).name).toBe('Office paper');
  });

  it('is refused once the tender is scheduled', async () => {
    const id = await createSchedulableDraft(app, owner);
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const reply = await updateTender(app, owner, id, () => ({ name: 'Too late' }));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      error: 'modification_blocked',
      message: Messages.modificationBlocked,
    });
  });
});
