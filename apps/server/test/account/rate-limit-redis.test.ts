import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';
import { RateLimit } from '../../src/modules/account/rate-limit.ts';
import { redisRateLimitStore } from '../../src/modules/account/rate-limit-stores.ts';
import { build, type TestApp } from '../helper.ts';
import { createTestUser, DEFAULT_PASSWORD, postToken, uniqueEmail } from './fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** Counters outlive a run in the shared Redis: every test uses addresses of its own. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const silentLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: Mock };

describe.runIf(redisUrl)('rate limits shared by two nodes through Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    nodeA = await build({ config: { redisUrl, rateLimitTokenPerMinute: 3 } });
    nodeB = await build({ config: { redisUrl, rateLimitTokenPerMinute: 3 } });
  });
  afterAll(async () => {
    await nodeA?.dispose();
    await nodeB?.dispose();
  });

  const failLogin = (node: TestApp, userName: string, ip: string) =>
    postToken(node, { grant_type: 'password', userName, password: 'Wrong1234' }, ip);

  it('counts failed logins of a user name on node A against it on node B', async () => {
    const user = await createTestUser(nodeB);
    expect((await failLogin(nodeA, user.userName, randomIp())).statusCode).toBe(400);
    expect((await failLogin(nodeA, user.userName, randomIp())).statusCode).toBe(400);
    expect((await failLogin(nodeB, user.userName, randomIp())).statusCode).toBe(400);
    const blocked = await postToken(
      nodeB,
      { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD },
      randomIp(),
    );
    expect(blocked.statusCode).toBe(429);
  });

  it("counts an address's failures on node A against it on node B", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await failLogin(nodeA, uniqueEmail(), ip)).statusCode).toBe(400);
    const user = await createTestUser(nodeB);
    const login = { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD };
    expect((await postToken(nodeB, login, ip)).statusCode).toBe(429);
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
  it('lets the request through and logs a warning', async () => {
    const failing = () => Promise.reject(new Error('Connection is closed'));
    const redis = { get: failing, eval: failing, del: failing } as unknown as RedisClient;
    const log = silentLog();
    const limit = new RateLimit(
      'fail-open',
      { ip: { points: 1, durationSeconds: 60 } },
      redisRateLimitStore(redis, log),
    );
    for (let i = 0; i < 3; i++) {
      await expect(limit.consume({ ip: '10.0.0.1' })).resolves.toBeUndefined();
      await expect(limit.assertOpen({ ip: '10.0.0.1' })).resolves.toBeUndefined();
    }
    await expect(limit.clear({ ip: '10.0.0.1' })).resolves.toBeUndefined();
    // One warning per interval, not one per request.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.anything(),
      'rate limit not applied: Redis failed',
    );
  });
});
