import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Messages } from '@tendermark/shared';
import { tenderBids } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { AppError } from '../../src/lib/errors.ts';
import { createBidAllowance } from '../../src/modules/auction/bid-allowance.ts';
import type { TestApp } from '../helper.ts';
import { addSupplier, bidCriterion, bidItem, buildRoomApp, createRoom } from './factories.ts';

/** A reply that keeps the headers set on it. */
function replyRecorder() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

describe('bid allowance', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses past the allowance with 429 and Retry-After, and allows again the next second', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-01T10:00:00.000Z') });
    const allowance = createBidAllowance(2);
    const { reply, headers } = replyRecorder();
    await allowance.spend('u1', reply);
    await allowance.spend('u1', reply);
    const refused = await allowance.spend('u1', reply).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(headers['Retry-After']).toBe('1');
    // Another user is not held back by the first one's bids.
    await expect(allowance.spend('u2', replyRecorder().reply)).resolves.toBeUndefined();
    vi.advanceTimersByTime(1000);
    await expect(allowance.spend('u1', replyRecorder().reply)).resolves.toBeUndefined();
  });
});

describe('bid allowance on the bid routes', () => {
  const clock = manualClock(new Date('2030-03-01T10:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await buildRoomApp({ clock, config: { bidsPerUserPerSecond: 3 } });
  });
  afterAll(async () => app.dispose());
  // The allowance counts by the wall clock: held still, a slow machine cannot end its second.
  afterEach(() => vi.useRealTimers());

  it('answers a supplier past its bids per second 429, queues nothing, and keeps others bidding', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T10:00:00.000Z') });
    const room = await createRoom(app, { criteria: [{ weight: 0.2, minBid: 0, maxBid: 100 }] });
    const eager = await addSupplier(app, room);
    const other = await addSupplier(app, room);
    const [itemId] = room.itemIds;

    const answered = [
      await bidItem(app, eager, room.tenderId, itemId, 96),
      await bidItem(app, eager, room.tenderId, itemId, 90),
      await bidCriterion(app, eager, room.tenderId, room.criterionIds[0], 50),
    ];
    expect(answered.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const refused = await bidItem(app, eager, room.tenderId, itemId, 80);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ error: 'rate_limited', message: Messages.tooManyRequests });
    expect((await bidItem(app, other, room.tenderId, itemId, 85)).statusCode).toBe(200);

    const stored = await app.ctx.db
      .select({ value: tenderBids.value })
      .from(tenderBids)
      .where(and(eq(tenderBids.tenderId, room.tenderId), eq(tenderBids.targetId, itemId)));
    expect(stored.map((row) => Number(row.value)).sort((a, b) => a - b)).toEqual([85, 90, 96]);

    // The next second the same supplier bids again: slowed, never kept out.
    vi.setSystemTime(Date.now() + 1000);
    expect((await bidItem(app, eager, room.tenderId, itemId, 80)).statusCode).toBe(200);
  });
});
