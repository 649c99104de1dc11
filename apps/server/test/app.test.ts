import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper.ts';

describe('HTTP core', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  it('serves the OpenAPI document', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().info.title).toBe('Tendermark API');
  });

  it('answers unknown routes with the uniform 404 body', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: 'not_found' });
  });

  it('sets security headers', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(reply.headers).not.toHaveProperty('content-security-policy');
    expect(reply.headers).not.toHaveProperty('x-powered-by');
  });
});

describe('system and server time', () => {
  it('reports health and the server time in UTC', async () => {
    const app = await build();
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok' });
      const time = await app.inject({ method: 'GET', url: '/api/settings/getservertime' });
      expect(time.statusCode).toBe(200);
      expect(Math.abs(Date.parse(time.json().serverTime) - Date.now())).toBeLessThan(5000);
    } finally {
      await app.dispose();
    }
  });
});
