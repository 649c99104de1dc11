// An item's bid step as the owner sends it: a draft may hold a step of 0 while it is being edited,
// but a tender with a priced item is not scheduled with a step below one cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduleProblems, TenderStatus } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from './helpers.ts';

describe('bid step', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  const withCheapItem = (bidStep: number) => async (id: string) => {
    const reply = await updateTender(app, owner, id, (tender) => ({
      itemsDetails: [{ ...tender.itemsDetails[0], unitPrice: 0.45, bidStep }],
    }));
    expect(reply.statusCode, reply.body).toBe(200);
  };

  it('refuses to schedule an item of 0.45 with a step of 0, naming the rule', async () => {
    const id = await createSchedulableDraft(app, owner);
    await withCheapItem(0)(id);
    expect((await getTender(app, owner, id)).itemsDetails[0].bidStep).toBe(0);

    const reply = await scheduleTender(app, owner, id);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({
      error: 'schedule_problems',
      message: ScheduleProblems.bidStepTooSmall,
      problems: [ScheduleProblems.bidStepTooSmall],
    });
    expect((await getTender(app, owner, id)).tenderStatus).toBe(TenderStatus.NEW);
  });

  it('schedules the same item with a step of one cent', async () => {
    const id = await createSchedulableDraft(app, owner);
    await withCheapItem(0.01)(id);
    const reply = await scheduleTender(app, owner, id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().itemsDetails[0]).toMatchObject({ unitPrice: 0.45, bidStep: 0.01 });
  });
});
