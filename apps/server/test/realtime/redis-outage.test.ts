/**
 * Issue 26, point 9: a node did not start while Redis was down (`ReconnectStrategyError` from the
 * first connection of the app's client and of the Socket.IO adapter's clients). Now it starts and
 * serves alone (single-node fan-out), logs the outage once, and joins the other nodes when Redis
 * comes up, without a restart. The Redis that comes up later is a throwaway `redis-server` child.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hubs } from '@tendermark/shared';
import { buildApp } from '../../src/app.ts';
import { build, freshDatabase, testConfig, type TestApp } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { joinTender, settle } from '../auction/sockets.ts';
import { createUser } from '../factories.ts';

type LogLine = { level: number; msg: string };
const WARN = 40;

/** Waits for a state, polling; bounded (the reconnection back-off is at most 5 s). */
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 20_000, interval: 25 });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of the test's own on `port`, ready once it says so. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a node while Redis is away', () => {
  it('starts with Redis on a closed port, serves requests and pushes alone, and logs it once', async () => {
    const lines: LogLine[] = [];
    const database = await freshDatabase();
    const app = await buildApp(testConfig({ redisUrl: 'redis://127.0.0.1:1', logLevel: 'debug' }), {
      database: database.handle,
      runClock: false,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
    const node = await listening(
      Object.assign(app, {
        dispose: async () => {
          await app.close();
          await database.drop();
        },
      }) as TestApp,
    );
    cleanups.push(() => node.dispose());

    expect((await node.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const { user, token } = await createUser(node);
    const userInfo = await node.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(userInfo.statusCode).toBe(200);

    // Pushes reach the node's own members: through the adapter and through a tender room.
    expect(node.ctx.realtime.isShared()).toBe(false);
    node.ctx.realtime.setHooks({ resolveTenderRole: async () => 'supplier' });
    const notifications = await node.openRecorder(token, Hubs.notification);
    const member = await node.openRecorder(token);
    expect(await joinTender(member, 't1')).toEqual({ ok: true, role: 'supplier' });
    expect(await node.ctx.realtime.activeSupplierIds('t1')).toEqual([user.id]);
    node.ctx.realtime.publisher.toUserNotifications(user.id, 'updatePendingPublicBiddersCount', {
      count: 2,
    });
    const best = { tenderId: 't1', itemId: 'i1', bestBid: 90, seq: 1 };
    node.ctx.realtime.publisher.toTender('t1', 'updateItemBestBid', best);
    await settle(() => notifications.events.length >= 1 && member.events.length >= 1);
    expect(notifications.events).toEqual([
      { event: 'updatePendingPublicBiddersCount', payload: { count: 2 } },
    ]);
    expect(member.events).toEqual([{ event: 'updateItemBestBid', payload: best }]);

    // Several rounds of reconnection by each of its four clients, one warning in all.
    await until(() => lines.filter((line) => line.msg === 'Redis reconnecting').length >= 12);
    const warnings = lines.filter((line) => line.level >= WARN);
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Redis unreachable: this node serves on its own/),
    ]);
  }, 60_000);

  it.runIf(hasRedisServer)(
    'joins the fan-out when Redis comes up after the start, alone again while it is away, and back',
    async () => {
      const port = await freePort();
      const redisUrl = `redis://127.0.0.1:${port}`;
      const nodeA: TestApp = await build({ config: { redisUrl } });
      cleanups.push(() => nodeA.dispose());
      const nodeB: LiveApp = await listening(await build({ config: { redisUrl } }));
      cleanups.push(() => nodeB.dispose());
      const nodes = [nodeA, nodeB];
      const shared = () => nodes.every((node) => node.ctx.realtime.isShared());
      const alone = () => nodes.every((node) => !node.ctx.realtime.isShared());
      expect(alone()).toBe(true);

      let redis = await startRedis(port);
      cleanups.push(() => stopRedis(redis));
      await until(shared);

      const { user, token } = await createUser(nodeB);
      nodeB.ctx.realtime.setHooks({ resolveTenderRole: async () => 'supplier' });
      const member = await nodeB.openRecorder(token);
      const notifications = await nodeB.openRecorder(token, Hubs.notification);
      // Acknowledged once node B hears the tender's channel.
      expect(await joinTender(member, 't1')).toEqual({ ok: true, role: 'supplier' });
      const pushFromA = async (seq: number) => {
        const best = { tenderId: 't1', itemId: 'i1', bestBid: 100 - seq, seq };
        nodeA.ctx.realtime.publisher.toTender('t1', 'updateItemBestBid', best);
        nodeA.ctx.realtime.publisher.toUserNotifications(
          user.id,
          'updatePendingPublicBiddersCount',
          { count: seq },
        );
        await settle(
          () =>
            member.events.some(({ payload }) => isSeq(payload, seq)) &&
            notifications.events.some(({ payload }) => isCount(payload, seq)),
          { extraMs: 0 },
        );
      };
      await pushFromA(1);

      // Redis goes away: each node serves alone, and comes back to the fan-out with Redis.
      await stopRedis(redis);
      await until(alone);
      nodeB.ctx.realtime.publisher.toTender('t1', 'updateItemBestBid', {
        tenderId: 't1',
        itemId: 'i1',
        bestBid: 50,
        seq: 2,
      });
      await settle(() => member.events.some(({ payload }) => isSeq(payload, 2)), { extraMs: 0 });
      redis = await startRedis(port);
      await until(shared);
      await pushFromA(3);
    },
    60_000,
  );
});

const isSeq = (payload: unknown, seq: number) => (payload as { seq?: number }).seq === seq;
const isCount = (payload: unknown, count: number) =>
  (payload as { count?: number }).count === count;
