// Issue 27: a login refused as "not activated" offers a new activation link. ResendActivation
// mails one to an account that waits for activation, answers alike for any other name (no probing
// of accounts), and stops mailing past the hourly allowance of a user name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_HOUR } from '../../src/modules/account/rate-limit.ts';
import { build, mailsTo, type TestApp } from '../helper.ts';
import { createTestUser, postToken } from './fixtures.ts';

describe('POST /api/account/ResendActivation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ runClock: false });
  });
  afterAll(() => app.dispose());

  const resend = (username: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/ResendActivation?username=${encodeURIComponent(username)}`,
    });

  it('mails a new activation link that works, and the old one no longer does', async () => {
    const user = await createTestUser(app, { isActivated: false });
    const login = await postToken(app, {
      grant_type: 'password',
      userName: user.userName,
      password: user.password,
    });
    expect(login.json().error_description).toBe(
      'Account is not activated, please check your email for the activation link',
    );

    const reply = await resend(user.userName);
    expect(reply.statusCode, reply.body).toBe(200);
    const mails = await mailsTo(app, user.userName, 'activation');
    expect(mails).toHaveLength(1);
    const token = new URL(
      mails[0]!.text.match(/https?:\/\/\S+\/activation\S*/)![0],
    ).searchParams.get('token');
    const activated = await app.inject({
      method: 'PATCH',
      url: `/api/account/Activate?user=${encodeURIComponent(user.userName)}&token=${token}`,
    });
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it('answers alike for an activated or unknown account and mails nothing', async () => {
    const active = await createTestUser(app);
    for (const name of [active.userName, 'nobody@example.com']) {
      expect((await resend(name)).statusCode).toBe(200);
      expect(await mailsTo(app, name, 'activation')).toHaveLength(0);
    }
  });

  it('stops mailing a user name past its hourly allowance', async () => {
    const user = await createTestUser(app, { isActivated: false });
    for (let round = 0; round < RESET_MAILS_PER_HOUR + 2; round++)
      expect((await resend(user.userName)).statusCode).toBe(200);
    expect(await mailsTo(app, user.userName, 'activation')).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('refuses a malformed user name with 400', async () => {
    expect((await resend('')).statusCode).toBe(400);
  });
});
