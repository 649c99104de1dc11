import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, ScheduleProblems, TenderStatus } from '@tendermark/shared';
import { tenderCriteria, userRoles, users } from '../../src/db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderApp,
  buildTenderSuite,
  call,
  createDraft,
  createNamedDraft,
  createSchedulableDraft,
  getTender,
  loadCountryIds,
  remainingFreeTenders,
  scheduleTender,
  setFreeTenders,
  updateTender,
} from './helpers.ts';

const NOW = new Date('2026-05-04T08:00:00.000Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('ScheduleTender', () => {
  const clock = manualClock(NOW);
  let app: TestApp;
  let business: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner: business, stranger } = await buildTenderSuite({ clock }));
  });
  afterAll(() => app.dispose());

  it('lists every problem of an incomplete draft, the first as the message', async () => {
    const id = await createNamedDraft(app, business);
    await updateTender(app, business, id, (tender) => ({
      startDate: new Date(Date.parse(tender.proposalEndDate) - HOUR).toISOString(),
      criteriaDetails: [{ ...tender.criteriaDetails[0], weight: { id: 0.5 } }],
    }));
    const reply = await scheduleTender(app, business, id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'schedule_problems',
      message: ScheduleProblems.nameRequired,
      problems: [
        ScheduleProblems.nameRequired,
        ScheduleProblems.weightsMustSumTo100,
        ScheduleProblems.startBeforeProposalEnd,
        ScheduleProblems.addressRequired,
      ],
    });
    expect((await getTender(app, business, id)).tenderStatus).toBe(TenderStatus.NEW);
  });

  it('asks for the country when the chosen address has none', async () => {
    const id = await createNamedDraft(app, business);
    await updateTender(app, business, id, () => ({ name: 'Paper', addressSource: 1 }));
    const reply = await scheduleTender(app, business, id);
    expect(reply.json().problems).toEqual([Messages.selectCountry]);
  });

  it('refuses a draft stored before the rule with its price weighted 0 %', async () => {
    const id = await createSchedulableDraft(app, business);
    await updateTender(app, business, id, (tender) => ({
      criteriaDetails: [
        { ...tender.criteriaDetails[0], weight: { id: 0.5 } },
        {
          ...tender.criteriaDetails[0],
          id: null,
          isPrice: false,
          name: 'Warranty',
          unit: { id: 2, name: 'Days' },
          weight: { id: 0.5 },
        },
      ],
    }));
    // Saves refuse 0 now; a draft saved earlier may still hold it.
    await app.ctx.db
      .update(tenderCriteria)
      .set({ weight: 0 })
      .where(and(eq(tenderCriteria.tenderId, id), eq(tenderCriteria.isPrice, true)));
    await app.ctx.db
      .update(tenderCriteria)
      .set({ weight: 1 })
      .where(and(eq(tenderCriteria.tenderId, id), eq(tenderCriteria.isPrice, false)));
    const reply = await scheduleTender(app, business, id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error: 'schedule_problems',
      message: ScheduleProblems.priceWeightRequired,
    });
    expect((await getTender(app, business, id)).tenderStatus).toBe(TenderStatus.NEW);
  });

  it('schedules a complete draft and keeps dates in the future', async () => {
    const id = await createSchedulableDraft(app, business);
    const before = await getTender(app, business, id);
    const reply = await scheduleTender(app, business, id);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      tenderId: id,
      tenderStatus: TenderStatus.SCHEDULED,
      rescheduled: false,
      proposalEndDate: before.proposalEndDate,
      startDate: before.startDate,
      endDate: new Date(Date.parse(before.startDate) + 120 * 60_000).toISOString(),
    });
    const again = await scheduleTender(app, business, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.modificationBlocked);
    const log = await call(app, business, 'GET', `/api/tender/GetTenderAuditLog?tenderId=${id}`);
    expect(log.json()[0]).toMatchObject({
      action: 'scheduled',
      changes: { tenderStatus: { from: 0, to: 5 } },
    });
  });

  it('moves a passed proposal deadline to now + 1 hour, keeping the gap to the start', async () => {
    const id = await createSchedulableDraft(app, business);
    const before = await getTender(app, business, id);
    clock.set(new Date(Date.parse(before.proposalEndDate) + DAY + 25_500));
    try {
      // Access tokens live minutes: one issued at the new time.
      const { token } = await app.ctx.accessTokens.issue({
        id: business.user.id,
        userName: business.user.userName,
        roles: business.roles,
        sessionId: business.sessionId,
      });
      const reply = await scheduleTender(app, { ...business, token }, id);
      expect(reply.statusCode).toBe(200);
      const expectedEnd = new Date(Date.parse(before.proposalEndDate) + DAY + HOUR);
      expect(reply.json()).toMatchObject({
        rescheduled: true,
        proposalEndDate: expectedEnd.toISOString(),
        startDate: new Date(expectedEnd.getTime() + 2 * DAY).toISOString(),
        endDate: new Date(expectedEnd.getTime() + 2 * DAY + 120 * 60_000).toISOString(),
      });
    } finally {
      clock.set(NOW);
    }
  });

  it("another user's draft is 404 and stays a draft", async () => {
    const id = await createSchedulableDraft(app, business);
    expect((await scheduleTender(app, stranger, id)).statusCode).toBe(404);
    expect((await getTender(app, business, id)).tenderStatus).toBe(TenderStatus.NEW);
  });
});

describe('plans and the free-tender counter', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTenderApp({ clock: manualClock(NOW) });
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  it('a Free user spends one free tender per schedule, then gets plan_required', async () => {
    const free = await createUser(app);
    await setFreeTenders(app, free, 1);
    const first = await createSchedulableDraft(app, free);
    const second = await createSchedulableDraft(app, free);
    expect((await scheduleTender(app, free, first)).statusCode).toBe(200);
    expect(await remainingFreeTenders(app, free)).toBe(0);
    const refused = await scheduleTender(app, free, second);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'plan_required', message: Messages.planRequired });
    expect((await getTender(app, free, second)).tenderStatus).toBe(TenderStatus.NEW);
    expect(await remainingFreeTenders(app, free)).toBe(0);
  });

  it('a refused schedule (incomplete draft) does not spend a free tender', async () => {
    const free = await createUser(app);
    await setFreeTenders(app, free, 1);
    const incomplete = await createDraft(app, free);
    expect((await scheduleTender(app, free, incomplete)).statusCode).toBe(400);
    expect(await remainingFreeTenders(app, free)).toBe(1);
  });

  it('concurrent schedules never spend more free tenders than there are', async () => {
    const free = await createUser(app);
    await setFreeTenders(app, free, 2);
    const drafts = [];
    for (let i = 0; i < 4; i++) drafts.push(await createSchedulableDraft(app, free));
    const replies = await Promise.all(drafts.map((id) => scheduleTender(app, free, id)));
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([200, 200, 403, 403]);
    expect(await remainingFreeTenders(app, free)).toBe(0);
  });

  it('demo tenders never count', async () => {
    const free = await createUser(app);
    const demo = await createDraft(app, free, { demo: true });
    const reply = await scheduleTender(app, free, demo);
    expect(reply.statusCode).toBe(200);
    expect(await remainingFreeTenders(app, free)).toBe(0);
  });

  it('a running trial schedules freely; an expired one does not', async () => {
    const trial = await createUser(app);
    await app.ctx.db.insert(userRoles).values({ userId: trial.user.id, role: 'BusinessStandard' });
    await app.ctx.db
      .update(users)
      .set({ subscriptionExpires: new Date(NOW.getTime() + DAY) })
      .where(eq(users.id, trial.user.id));
    expect(
      (await scheduleTender(app, trial, await createSchedulableDraft(app, trial))).statusCode,
    ).toBe(200);
    expect(await remainingFreeTenders(app, trial)).toBe(0);

    await app.ctx.db
      .update(users)
      .set({ subscriptionExpires: new Date(NOW.getTime() - 1000) })
      .where(eq(users.id, trial.user.id));
    const expired = await scheduleTender(app, trial, await createSchedulableDraft(app, trial));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('plan_required');
  });
});
