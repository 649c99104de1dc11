// Behind the one proxy in front (docker-compose's nginx), the address every per-address limit
// counts is the one the proxy appended to X-Forwarded-For. Review reproduction: with
// TRUST_PROXY=true the leftmost entry, which the client writes itself, was the address, so a
// client chose the key of every per-address limit (and could spend a victim's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { loadConfig } from '../../src/config.ts';
import { build, testConfig, type TestApp } from '../helper.ts';

describe('TRUST_PROXY as a hop count', () => {
  let app: TestApp;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1' });
    expect(trustProxy).toBe(1);
    app = await build({
      config: { trustProxy, throttle: { ...testConfig().throttle, lookupsBeforeChallenge: 2 } },
    });
  });
  afterAll(() => app.dispose());

  const lookUpThroughProxy = (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/UserExistsInSystem?user=someone%40example.com',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '127.0.0.1',
    });

  it('counts the address the proxy appended, whatever the client wrote before it', async () => {
    expect((await lookUpThroughProxy('203.0.113.1, 198.51.100.9')).statusCode).toBe(200);
    expect((await lookUpThroughProxy('203.0.113.2, 198.51.100.9')).statusCode).toBe(200);
    const third = await lookUpThroughProxy('203.0.113.3, 198.51.100.9');
    expect(third.json()).toEqual({ error: 'challenge_required', message: Messages.captcha });
    // Another browser behind the same proxy is its own address.
    expect((await lookUpThroughProxy('198.51.100.10')).statusCode).toBe(200);
  });
});
