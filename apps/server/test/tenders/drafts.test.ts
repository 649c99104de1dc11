import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, ScheduleProblems, TenderStatus, type TTender } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  countryIdOf,
  createDraft,
  getTender,
  remainingFreeTenders,
  scheduleTender,
  setFreeTenders,
  updateTender,
} from './helpers.ts';
import { attachFiles, pdf } from './uploads.ts';

const NOW = new Date('2026-04-06T10:30:00.000Z');
const DAY = 24 * 60 * 60_000;

/** What the wizard sends after "a name and one item name only", plus rows still being filled in. */
const halfFilled = (tender: TTender) => ({
  name: 'Office chairs',
  itemsDetails: [
    // The price field was emptied to be retyped: the browser sends ''.
    { ...tender.itemsDetails[0], name: 'Ergonomic chair', unitPrice: '', bidStep: '' },
    { ...tender.itemsDetails[0], id: null, name: '', quantity: 0 },
  ],
  criteriaDetails: [
    { ...tender.criteriaDetails[0], weight: { id: 0.6 } },
    {
      ...tender.criteriaDetails[0],
      id: null,
      isPrice: false,
      name: '',
      unit: { id: 2, name: 'Days' },
      weight: { id: 0.3 },
      minBid: 30,
      maxBid: 10,
    },
  ],
  // The duration field was emptied to be retyped.
  duration: 0,
});

describe('drafts', () => {
  const clock = manualClock(NOW);
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite({ clock }));
  });
  afterAll(() => app.dispose());

  const myTenderIds = async (user: CreatedUser) => {
    const reply = await call(app, user, 'GET', '/api/tender/GetMyTenders?owner=true');
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().items.map((row: { id: string }) => row.id);
  };

  describe('UpdateTender on a draft', () => {
    it('stores a half-filled draft (no price, an unnamed row, weights not summing yet) and reads it back', async () => {
      const id = await createDraft(app, owner);
      const reply = await updateTender(app, owner, id, halfFilled);
      expect(reply.statusCode, reply.body).toBe(200);

      const saved = await getTender(app, owner, id);
      expect(saved).toMatchObject({ name: 'Office chairs', duration: 0, version: 1 });
      expect(saved.itemsDetails.map((item) => [item.name, item.unitPrice, item.quantity])).toEqual([
        ['Ergonomic chair', 0, 10],
        ['', 100, 0],
      ]);
      expect(
        saved.criteriaDetails.map((criterion) => [
          criterion.name,
          criterion.weight.id,
          criterion.minBid,
          criterion.maxBid,
        ]),
      ).toEqual([
        ['Total price', 0.6, null, null],
        ['', 0.3, 30, 10],
      ]);
    });

    it('refuses a duration over the maximum on save, with the message scheduling gives', async () => {
      const id = await createDraft(app, owner);
      const reply = await updateTender(app, owner, id, () => ({ duration: 44_001 }));
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({
        error: 'validation_error',
        message: ScheduleProblems.durationOutOfRange,
      });
      const longest = await updateTender(app, owner, id, () => ({ duration: 44_000 }));
      expect(longest.statusCode, longest.body).toBe(200);
    });

    it('refuses a price criterion weighted 0 %, also when the other weights make up 100 %', async () => {
      const id = await createDraft(app, owner);
      const reply = await updateTender(app, owner, id, (tender) => ({
        criteriaDetails: [
          { ...tender.criteriaDetails[0], weight: { id: 0 } },
          {
            ...tender.criteriaDetails[0],
            id: null,
            isPrice: false,
            name: 'Warranty',
            unit: { id: 2, name: 'Days' },
            weight: { id: 1 },
          },
        ],
      }));
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({
        error: 'validation_error',
        message: ScheduleProblems.priceWeightRequired,
      });
      expect((await getTender(app, owner, id)).version).toBe(0);
    });

    it('stores a draft with nothing typed into a new must-have condition yet', async () => {
      const id = await createDraft(app, owner);
      const reply = await updateTender(app, owner, id, (tender) => ({
        mustHaveConditions: [...tender.mustHaveConditions, { text: '', hasAdditionalInfo: false }],
      }));
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().mustHaveConditions.map((c: { text: string }) => c.text)[1]).toBe('');
    });

    it('still refuses what cannot be stored: text over its maximum, a word in a number field', async () => {
      const id = await createDraft(app, owner);
      for (const change of [
        () => ({ name: 'x'.repeat(201) }),
        (tender: TTender) => ({
          itemsDetails: [{ ...tender.itemsDetails[0], unitPrice: 'a hundred' }],
        }),
        (tender: TTender) => ({
          itemsDetails: [{ ...tender.itemsDetails[0], quantity: -1 }],
        }),
      ]) {
        const reply = await updateTender(app, owner, id, change);
        expect(reply.statusCode, reply.body).toBe(400);
        expect(reply.json().error).toBe('validation_error');
      }
      expect((await getTender(app, owner, id)).version).toBe(0);
    });
  });

  describe('ScheduleTender', () => {
    it('refuses the half-filled draft with the messages of the spec', async () => {
      const id = await createDraft(app, owner);
      await updateTender(app, owner, id, (tender) => ({
        ...halfFilled(tender),
        name: '',
        addressSource: 4,
        newDeliveryAddress: { city: 'Vienna', country: { id: countryIdOf(app, 'AT'), code: 'AT' } },
      }));
      const reply = await scheduleTender(app, owner, id);
      expect(reply.statusCode).toBe(400);
      const refusal = reply.json();
      expect(refusal).toMatchObject({
        error: 'schedule_problems',
        message: ScheduleProblems.nameRequired,
      });
      expect(refusal.problems).toEqual([
        ScheduleProblems.nameRequired,
        ScheduleProblems.weightsMustSumTo100,
        ScheduleProblems.durationOutOfRange,
        Messages.required,
        ScheduleProblems.quantityRequired,
        Messages.minBidAboveMaxBid,
      ]);
      expect((await getTender(app, owner, id)).tenderStatus).toBe(TenderStatus.NEW);
    });

    it('schedules the same draft once it is complete', async () => {
      const id = await createDraft(app, owner);
      await updateTender(app, owner, id, halfFilled);
      const reply = await updateTender(app, owner, id, (tender) => ({
        // The wizard's bid step follows the retyped price (1 %).
        itemsDetails: [{ ...tender.itemsDetails[0], unitPrice: 120, bidStep: 1.2 }],
        criteriaDetails: [
          { ...tender.criteriaDetails[0], weight: { id: 0.7 } },
          { ...tender.criteriaDetails[1], name: 'Delivery time', minBid: 1 },
        ],
        duration: 90,
        addressSource: 4,
        newDeliveryAddress: { city: 'Vienna', country: { id: countryIdOf(app, 'AT'), code: 'AT' } },
      }));
      expect(reply.statusCode, reply.body).toBe(200);
      const scheduled = await scheduleTender(app, owner, id);
      expect(scheduled.statusCode, scheduled.body).toBe(200);
    });
  });

  describe('CreateNewTenderId', () => {
    it('gives the same draft again while it is untouched, and a new one after an edit', async () => {
      const user = await createUser(app, { roles: ['BusinessStandard'] });
      const first = await createDraft(app, user);
      expect(await createDraft(app, user)).toBe(first);

      await updateTender(app, user, first, () => ({ name: 'Paper' }));
      const second = await createDraft(app, user);
      expect(second).not.toBe(first);
      expect(await createDraft(app, user)).toBe(second);
    });

    it('answers two clicks at once with one draft', async () => {
      const user = await createUser(app, { roles: ['BusinessStandard'] });
      const ids = await Promise.all([createDraft(app, user), createDraft(app, user)]);
      expect(ids[1]).toBe(ids[0]);
    });

    it('gives an untouched draft fresh default dates when it is reused', async () => {
      const user = await createUser(app, { roles: ['BusinessStandard'] });
      const id = await createDraft(app, user);
      clock.advance(10 * DAY);
      try {
        const later = {
          ...user,
          token: (
            await app.ctx.accessTokens.issue({
              ...user.user,
              roles: user.roles,
              sessionId: user.sessionId,
            })
          ).token,
        };
        expect(await createDraft(app, later)).toBe(id);
        const tender = await getTender(app, later, id);
        expect(tender.proposalEndDate).toBe('2026-04-23T10:30:00.000Z');
        expect(tender.startDate).toBe('2026-04-25T10:30:00.000Z');
        expect(tender.createdDate).toBe('2026-04-16T10:30:00.000Z');
      } finally {
        clock.set(NOW);
      }
    });

    it('does not reuse a draft with an attachment, a demo, or another user’s draft', async () => {
      const user = await createUser(app, { roles: ['BusinessStandard'] });
      const other = await createUser(app, { roles: ['BusinessStandard'] });
      const withFile = await createDraft(app, user);
      await attachFiles(app, user, withFile, pdf('spec.pdf'));
      const next = await createDraft(app, user);
      expect(next).not.toBe(withFile);

      const demo = await createDraft(app, user, { demo: true });
      expect(demo).not.toBe(next);
      expect(await createDraft(app, user, { demo: true })).not.toBe(demo);
      expect(await createDraft(app, other)).not.toBe(next);
    });

    it('GetMyTenders does not list an untouched empty draft, and lists it after the first edit', async () => {
      const user = await createUser(app, { roles: ['BusinessStandard'] });
      const id = await createDraft(app, user);
      expect(await myTenderIds(user)).toEqual([]);
      await updateTender(app, user, id, (tender) => ({
        itemsDetails: [{ ...tender.itemsDetails[0], name: 'Chair' }],
      }));
      expect(await myTenderIds(user)).toEqual([id]);
    });

    it('drafts do not spend the free tenders of a Free user; scheduling does', async () => {
      const free = await createUser(app);
      await setFreeTenders(app, free, 1);
      const id = await createDraft(app, free);
      await createDraft(app, free);
      await updateTender(app, free, id, () => ({ name: 'Paper' }));
      await createDraft(app, free);
      expect(await remainingFreeTenders(app, free)).toBe(1);
      await updateTender(app, free, id, (tender) => ({
        itemsDetails: [{ ...tender.itemsDetails[0], name: 'A4 paper' }],
        addressSource: 4,
        newDeliveryAddress: { city: 'Vienna', country: { id: countryIdOf(app, 'AT'), code: 'AT' } },
      }));
      expect((await scheduleTender(app, free, id)).statusCode).toBe(200);
      expect(await remainingFreeTenders(app, free)).toBe(0);
    });
  });
});
