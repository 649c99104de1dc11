import { randomInt } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';
import { RateLimit } from '../../src/modules/account/rate-limit.ts';
import { redisRateLimitStore } from '../../src/modules/account/rate-limit-stores.ts';
import { build, testConfig, type TestApp } from '../helper.ts';
import { solvedChallenge } from './challenge-solver.ts';
import { createTestUser, DEFAULT_PASSWORD, postToken, uniqueEmail } from './fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** Counters outlive a run in the shared Redis: every test uses addresses of its own. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const silentLog = () =>
  ({ warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger & { warn: Mock; info: Mock };
/** Three failures of a pair, an address or a user name ask for the challenge. */
const throttle = {
  ...testConfig().throttle,
  loginFailuresPerPair: 3,
  loginFailuresPerAddress: 3,
  loginFailuresPerUser: 3,
};

const failLogin = (node: TestApp, userName: string, ip: string) =>
  postToken(node, { grant_type: 'password', userName, password: 'Wrong1234' }, ip);

describe.runIf(redisUrl)('rate limits shared by two nodes through Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    const config = { redisUrl, throttle };
    nodeA = await build({ config });
    nodeB = await build({ config });
  });
  afterAll(async () => {
    await nodeA?.dispose();
    await nodeB?.dispose();
  });

  it('counts failed logins of a user name on node A against it on node B', async () => {
    const user = await createTestUser(nodeB);
    expect((await failLogin(nodeA, user.userName, randomIp())).statusCode).toBe(400);
    expect((await failLogin(nodeA, user.userName, randomIp())).statusCode).toBe(400);
    expect((await failLogin(nodeB, user.userName, randomIp())).statusCode).toBe(400);
    const login = { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD };
    const ip = randomIp();
    expect((await postToken(nodeB, login, ip)).json().error).toBe('challenge_required');
    const altcha = await solvedChallenge(nodeA, ip);
    expect((await postToken(nodeB, { ...login, altcha }, ip)).statusCode).toBe(200);
    // A solution is used once across the nodes.
    expect((await postToken(nodeA, { ...login, altcha }, ip)).json().error).toBe(
      'challenge_required',
    );
  });

  it("counts an address's failures on node A against it on node B", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await failLogin(nodeA, uniqueEmail(), ip)).statusCode).toBe(400);
    const user = await createTestUser(nodeB);
    const login = { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD };
    expect((await postToken(nodeB, login, ip)).json().error).toBe('challenge_required');
    expect((await postToken(nodeB, login, randomIp())).statusCode).toBe(200);
  });

  it('shares the client error log limit', async () => {
    const ip = randomIp();
    const logError = (node: TestApp) =>
      node.inject({
        method: 'POST',
        url: '/api/admin/SaveClientErrorLog',
        payload: { message: 'boom', source: 'error' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 15; i++) expect((await logError(nodeA)).statusCode).toBe(200);
    for (let i = 0; i < 15; i++) expect((await logError(nodeB)).statusCode).toBe(200);
    expect((await logError(nodeA)).statusCode).toBe(429);
    expect((await logError(nodeB)).statusCode).toBe(429);
  });

  it('starts a new window once the old one has expired', async () => {
    const redis = await connectRedis(redisUrl!, silentLog());
    try {
      const limit = new RateLimit(
        `window-test-${randomInt(1e9)}`,
        { ip: { points: 1, durationSeconds: 1 } },
        redisRateLimitStore(redis, silentLog()),
      );
      await limit.consume({ ip: '10.0.0.1' });
      await expect(limit.consume({ ip: '10.0.0.1' })).rejects.toMatchObject({ statusCode: 429 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expect(limit.consume({ ip: '10.0.0.1' })).resolves.toBeUndefined();
    } finally {
      await redis.quit();
    }
  });
});

describe('a Redis rate limit when Redis fails', () => {
  const failing = () => Promise.reject(new Error('Connection is closed'));
  /** A per-address limit of `points` a minute, counted through a stand-in Redis client. */
  const limitOn = (redis: object, name: string, points: number) => {
    const log = silentLog();
    const store = redisRateLimitStore(redis as unknown as RedisClient, log);
    return { limit: new RateLimit(name, { ip: { points, durationSeconds: 60 } }, store), log };
  };

  // Reproduction: with Redis down, 25 wrong passwords were answered and none refused (fail open).
  it('counts in memory instead, per node, and logs one warning per period', async () => {
    const redis = { isReady: true, get: failing, eval: failing, del: failing };
    const { limit, log } = limitOn(redis, 'fall-back', 2);
    await limit.consume({ ip: '10.0.0.1' });
    await limit.consume({ ip: '10.0.0.1' });
    await expect(limit.assertOpen({ ip: '10.0.0.1' })).rejects.toMatchObject({ statusCode: 429 });
    await expect(limit.consume({ ip: '10.0.0.1' })).rejects.toMatchObject({ statusCode: 429 });
    await expect(limit.clear({ ip: '10.0.0.1' })).resolves.toBeUndefined();
    await expect(limit.assertOpen({ ip: '10.0.0.1' })).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.anything(),
      'rate limits counted per node: Redis failed',
    );
  });

  it('does not wait for a client that is not connected, and goes back to Redis when it answers', async () => {
    let isReady = false;
    const counts = new Map<string, number>();
    const redis = {
      get isReady() {
        return isReady;
      },
      get: async (key: string) => String(counts.get(key) ?? 0),
      eval: async (_script: string, { keys: [key] }: { keys: string[] }) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return counts.get(key);
      },
      del: async (key: string) => counts.delete(key),
    };
    const { limit, log } = limitOn(redis, 'recovery', 1);
    await limit.consume({ ip: '10.0.0.2' });
    expect(counts.size).toBe(0);
    isReady = true;
    await limit.consume({ ip: '10.0.0.3' });
    expect([...counts.values()]).toEqual([1]);
    expect(log.info).toHaveBeenCalledWith('rate limits shared through Redis again');
  });
});

describe.runIf(redisUrl)('login throttling of a node whose Redis goes away', () => {
  let proxy: Server;
  const sockets = new Set<Socket>();
  let node: TestApp;
  beforeAll(async () => {
    // The node reaches Redis through this proxy, which the test closes to cut Redis off.
    const target = new URL(redisUrl!);
    proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const throughProxy = new URL(redisUrl!);
    throughProxy.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    node = await build({ config: { redisUrl: throughProxy.toString(), throttle } });
  });
  afterAll(async () => {
    await node?.dispose();
    proxy?.close();
  });

  it('keeps asking for the challenge after the allowed failures, counted in memory', async () => {
    proxy.close();
    for (const socket of sockets) socket.destroy();
    const user = await createTestUser(node);
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await failLogin(node, user.userName, ip)).json().error).toBe('invalid_grant');
    expect((await failLogin(node, user.userName, ip)).json().error).toBe('challenge_required');
    expect((await failLogin(node, user.userName, randomIp())).json().error).toBe(
      'challenge_required',
    );
  });
});
