// What the room hears of a clock lot (issue 30): lotUpdate after each round close and drop-out,
// never at an acceptance (who accepted stays private), never a name; and two nodes agree (Redis).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLotState } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { closeDueRounds } from '../../src/modules/lots/rounds.ts';
import { appsOnOneDatabase, buildRoomApp, withFreshToken } from '../auction/factories.ts';
import { eventsNamed, joinTender, settle, type Recorder } from '../auction/sockets.ts';
import type { CreatedUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { accepted, atSecond, dropOutCall, startedClockRoom, tick } from './lot-fixtures.ts';

type LotPush = { tenderId: string; lot: TLotState };
const lotPushes = (recorder: Recorder) => eventsNamed(recorder, 'lotUpdate') as LotPush[];

async function joined(node: LiveApp, user: CreatedUser, tenderId: string) {
  const recorder = await node.openRecorder((await withFreshToken(node, user)).token);
  expect((await joinTender(recorder, tenderId)).ok).toBe(true);
  return recorder;
}

describe('lotUpdate in one node’s room', () => {
  const clock = manualClock(new Date('2031-06-01T09:00:00Z'));
  let node: LiveApp;
  beforeAll(async () => {
    node = await listening(await buildRoomApp({ clock }));
  });
  afterAll(async () => {
    await node.dispose();
  });

  it('pushes each round close and drop-out to everyone, no acceptance, and no names', async () => {
    const room = await startedClockRoom(node, clock, { format: 'japanese', suppliers: 3 });
    const [alice, bob, carol] = room.suppliers;
    const recorders = [
      await joined(node, room.owner, room.tenderId),
      await joined(node, alice, room.tenderId),
      await joined(node, bob, room.tenderId),
    ];
    atSecond(clock, room, 10);
    await accepted(node, alice, room, 0);
    await accepted(node, bob, room, 0);
    expect((await dropOutCall(node, carol, room)).statusCode).toBe(200);
    await settle(() => recorders.every((recorder) => lotPushes(recorder).length >= 1));
    for (const recorder of recorders)
      expect(lotPushes(recorder)).toEqual([
        {
          tenderId: room.tenderId,
          lot: expect.objectContaining({ round: 0, level: 100, remaining: 2 }),
        },
      ]);

    atSecond(clock, room, 60);
    await tick(node);
    await settle(() => recorders.every((recorder) => lotPushes(recorder).length >= 2));
    for (const recorder of recorders) {
      expect(lotPushes(recorder)[1].lot).toMatchObject({
        state: 'open',
        round: 1,
        level: 95,
        remaining: 2,
      });
      const text = JSON.stringify(lotPushes(recorder));
      for (const supplier of [alice, bob, carol])
        expect(text).not.toContain(supplier.user.userName);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl && process.env.TEST_DATABASE_URL)('lotUpdate across two nodes', () => {
  const clock = manualClock(new Date('2031-06-02T09:00:00Z'));
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>>;
  let nodes: LiveApp[];
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false, config: { redisUrl } });
    nodes = await Promise.all(cluster.apps.map(listening));
  });
  afterAll(async () => {
    for (const node of nodes) await node.dispose();
    await cluster.dispose();
  });

  it('a round closed by node A reaches the members connected to node B', async () => {
    const [nodeA, nodeB] = nodes;
    const room = await startedClockRoom(nodeA, clock, { format: 'japanese', suppliers: 2 });
    const [alice, bob] = room.suppliers;
    const onB = [
      await joined(nodeB, alice, room.tenderId),
      await joined(nodeB, bob, room.tenderId),
    ];
    const ownerOnA = await joined(nodeA, room.owner, room.tenderId);
    atSecond(clock, room, 10);
    await accepted(nodeB, alice, room, 0);
    await accepted(nodeA, bob, room, 0);
    atSecond(clock, room, 60);
    await closeDueRounds(nodeA.ctx);
    // Node B's clock comes second and finds nothing to do: one push per member.
    await closeDueRounds(nodeB.ctx);
    const all = [...onB, ownerOnA];
    await settle(() => all.every((recorder) => lotPushes(recorder).length >= 1), { extraMs: 300 });
    for (const recorder of all)
      expect(lotPushes(recorder)).toEqual([
        {
          tenderId: room.tenderId,
          lot: expect.objectContaining({ state: 'open', round: 1, level: 95, remaining: 2 }),
        },
      ]);
  });
});
