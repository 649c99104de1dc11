import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler, sharedReply } from './reply-serializer.ts';

/** A route answering `reply()` under a schema that counts how often it checks a row. */
async function appAnswering(reply: () => unknown, code: z.ZodType = z.string()) {
  let checks = 0;
  const row = z.object({ code }).refine(() => {
    checks += 1;
    return true;
  });
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(replySerializerCompiler);
  app.get('/list', { schema: { response: { 200: z.array(row) } } }, async () => reply());
  await app.ready();
  const get = () => app.inject({ method: 'GET', url: '/list' });
  return { app, get, checks: () => checks };
}

describe('the reply serializer', () => {
  it('checks and serialises a shared value once, then sends the same text', async () => {
    const list = sharedReply([{ code: 'EUR', internal: 'not in the contract' }]);
    const { app, get, checks } = await appAnswering(() => list);
    const [first, second] = [await get(), await get()];
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('[{"code":"EUR"}]');
    expect(second.body).toBe(first.body);
    expect(checks()).toBe(1);
    await app.close();
  });

  it('checks every reply of a value that is not shared', async () => {
    const list = [{ code: 'EUR' }];
    const { app, get, checks } = await appAnswering(() => list);
    await get();
    list[0].code = 'USD';
    expect((await get()).body).toBe('[{"code":"USD"}]');
    expect(checks()).toBe(2);
    await app.close();
  });

  it('refuses a shared value that breaks the contract on every request, keeping nothing', async () => {
    const list = sharedReply([{ code: 'EUR' }]);
    const { app, get } = await appAnswering(() => list, z.number());
    expect((await get()).statusCode).toBe(500);
    expect((await get()).statusCode).toBe(500);
    await app.close();
  });

  it('freezes a shared value all through, so that its kept text cannot go stale', () => {
    const list = sharedReply([{ code: 'EUR', symbols: ['€'] }]);
    expect(Object.isFrozen(list[0].symbols)).toBe(true);
    expect(() => {
      list[0].code = 'USD';
    }).toThrow(TypeError);
  });
});
