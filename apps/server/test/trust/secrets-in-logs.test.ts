import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../src/lib/log-redaction.ts';
import { createTestUser, postToken } from '../account/fixtures.ts';
import { buildWithLog, type TestApp } from '../helper.ts';

const PASSWORD = 'Log-Secret-Pass-91';
const RESET_TOKEN = 'reset-token-that-must-not-be-logged';

let app: TestApp;
let lines: string[];

beforeAll(async () => {
  ({ app, lines } = await buildWithLog());
});
afterAll(() => app.dispose());

describe('the log', () => {
  it('keeps a failed query but not its parameters (a mail with its one-time link, review finding)', () => {
    const link = 'https://x.test/activation?user=a%40b.c&token=live-token-123';
    const failed = new Error(
      `Failed query: insert into "outbox_mails" ("to", "text") values ($1, $2)\nparams: a@b.c,Open ${link}\nto activate`,
      { cause: Object.assign(new Error('Connection terminated'), { code: 'ECONNRESET' }) },
    );
    app.log.error({ err: failed }, 'unhandled error');
    const logged = lines.at(-1) ?? '';
    expect(logged).toContain('insert into');
    expect(logged).toContain('Connection terminated');
    expect(logged).not.toContain('live-token-123');
    expect(logged).not.toContain('to activate');
  });

  it('holds no password, token or signing secret of the requests it records', async () => {
    const user = await createTestUser(app, { password: PASSWORD });
    const login = await postToken(app, {
      grant_type: 'password',
      userName: user.userName,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = login.json();
    await app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await app.inject({ method: 'POST', url: `/api/account/CheckToken?token=${RESET_TOKEN}` });
    await postToken(app, { grant_type: 'refresh_token', refresh_token: refreshToken });

    const log = lines.join('');
    // The requests were logged, with their paths.
    expect(log).toContain('/api/account/CheckToken?token=[redacted]');
    expect(log).toContain('/api/account/UserInfo');
    for (const secret of [
      PASSWORD,
      accessToken,
      refreshToken,
      RESET_TOKEN,
      app.ctx.config.jwtSecret,
    ])
      expect(log).not.toContain(secret);
  });

  it('drops the values of secret query parameters only', () => {
    expect(redactedUrl('/api/settings/ActivateContactEmail?user=a%40b.c&token=xyz')).toBe(
      '/api/settings/ActivateContactEmail?user=a%40b.c&token=[redacted]',
    );
    expect(redactedUrl('/callback?code=abc&state=def#frag')).toBe(
      '/callback?code=[redacted]&state=[redacted]#frag',
    );
    expect(redactedUrl('/api/tender/GetTender?id=42')).toBe('/api/tender/GetTender?id=42');
    // The web app's reset page carries the token in its path (the SPA's request is logged too).
    expect(redactedUrl('/forgot-password/abc%2Fdef?x=1')).toBe('/forgot-password/[redacted]?x=1');
  });

  it('drops the tokens of a link carried percent-encoded inside another (the login return link)', () => {
    // A mailed link opened with an expired session goes to /login?returnTo=<the link, encoded>;
    // its reload was logged with the token readable.
    expect(
      redactedUrl('/login?returnTo=%2Factivation%3Fuser%3Da%2540b.c%26token%3Dabc123%26x%3D1'),
    ).toBe('/login?returnTo=%2Factivation%3Fuser%3Da%2540b.c%26token%3D[redacted]%26x%3D1');
    expect(redactedUrl('/login?returnTo=%252Fremoval%253Ftoken%253Dabc123')).toBe(
      '/login?returnTo=%252Fremoval%253Ftoken%253D[redacted]',
    );
    expect(redactedUrl('/login?returnTo=%2Fforgot-password%2Fabc123&x=1')).toBe(
      '/login?returnTo=%2Fforgot-password%2F[redacted]&x=1',
    );
    expect(redactedUrl('/login?returnTo=%2Ftenders%2F5')).toBe('/login?returnTo=%2Ftenders%2F5');
  });
});
