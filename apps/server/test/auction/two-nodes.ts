/**
 * Two server processes on one database, listening for sockets, their rooms joined through Redis
 * (DESIGN §4): the set-up of the tests that cross nodes, which run when TEST_REDIS_URL and
 * TEST_DATABASE_URL are set.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/lib/clock.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { appsOnOneDatabase } from './factories.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Whether the services two nodes need are given (Redis, and PostgreSQL for the shared database). */
export const hasTwoNodeServices = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

/**
 * The two nodes, started (without their clock loops) before the tests of the describe it is called
 * in and stopped after them; the array is filled once they listen.
 */
export function twoListeningNodes(clock: Clock): LiveApp[] {
  const nodes: LiveApp[] = [];
  let cluster: Awaited<ReturnType<typeof appsOnOneDatabase>> | undefined;
  beforeAll(async () => {
    cluster = await appsOnOneDatabase(2, clock, { runClock: false, config: { redisUrl } });
    nodes.push(...(await Promise.all(cluster.apps.map(listening))));
  });
  afterAll(async () => {
    for (const node of nodes) await node.dispose();
    await cluster?.dispose();
  });
  return nodes;
}
