/**
 * Issue 26, point 11: POST /token and the private JSON replies carried no `Cache-Control`, so a
 * shared proxy or the browser's disk cache could keep a token reply or a user's own data. They are
 * `no-store` now (and /token `Pragma: no-cache`, RFC 6749 §5.1); public cacheable replies keep
 * their caching.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helper.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import { createTestUser, postToken, DEFAULT_PASSWORD } from '../account/fixtures.ts';

describe('caching of private and public replies', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'tendermark-cache-'));
  let app: TestApp;
  let user: CreatedUser;
  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tendermark</title>');
    writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js'), 'console.log(1);');
    app = await build({ config: { webDist } });
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('POST /token answers no-store and Pragma: no-cache, on success and on failure', async () => {
    const account = await createTestUser(app);
    const ok = await postToken(app, {
      grant_type: 'password',
      userName: account.userName,
      password: DEFAULT_PASSWORD,
    });
    const refused = await postToken(app, { grant_type: 'password', userName: 'x', password: 'y' });
    expect([ok.statusCode, refused.statusCode]).toEqual([200, 400]);
    for (const reply of [ok, refused]) {
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers.pragma).toBe('no-cache');
    }
  });

  it('a private JSON reply (the account API, any route called with a token) is no-store', async () => {
    for (const url of ['/api/account/UserInfo', '/api/notifications/GetUnreadCount']) {
      const reply = await app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-store');
    }
    // Refused for want of a valid token: still nothing to store.
    const refused = await app.inject({ method: 'GET', url: '/api/account/UserInfo' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('a hashed static asset and a public code list keep their own caching', async () => {
    for (const headers of [{}, bearer(user.token)]) {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const codes = await app.inject({ method: 'GET', url: '/api/codelist/currency', headers });
      expect(codes.statusCode).toBe(200);
      expect(codes.headers['cache-control']).toBe('public, max-age=3600');
    }
  });
});
