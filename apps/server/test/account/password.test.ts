import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { build, lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import {
  createLoggedInUser,
  createTestUser,
  DEFAULT_PASSWORD,
  login,
  postToken,
  refresh,
} from './fixtures.ts';

const NEW_PASSWORD = 'Changed99';

describe('POST /api/account/ChangePassword', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const changePassword = (accessToken: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/account/ChangePassword',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      payload,
    });
  const body = (oldPassword: string) => ({
    OldPassword: oldPassword,
    NewPassword: NEW_PASSWORD,
    ConfirmPassword: NEW_PASSWORD,
  });

  it('refuses a wrong old password', async () => {
    const user = await createLoggedInUser(app);
    const reply = await changePassword(user.tokens.access_token, body('Wrong1234'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'old_password_wrong',
      message: Messages.oldPasswordWrong,
    });
    expect((await login(app, user.userName)).userName).toBe(user.userName);
  });

  it('changes the password, mails the user and signs out the other sessions only', async () => {
    const user = await createTestUser(app);
    const current = await login(app, user.userName);
    const other = await login(app, user.userName);

    const reply = await changePassword(current.access_token, body(DEFAULT_PASSWORD));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);

    expect((await lastMailTo(app, user.userName))?.template).toBe('passwordChanged');
    const oldLogin = await postToken(app, {
      grant_type: 'password',
      userName: user.userName,
      password: DEFAULT_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(400);
    expect((await login(app, user.userName, NEW_PASSWORD)).userName).toBe(user.userName);
    expect((await refresh(app, other.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, current.refresh_token)).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const user = await createLoggedInUser(app);
    const mismatch = await changePassword(user.tokens.access_token, {
      ...body(DEFAULT_PASSWORD),
      ConfirmPassword: 'Other1234',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(Messages.passwordsMustMatch);
    const weak = await changePassword(user.tokens.access_token, {
      OldPassword: DEFAULT_PASSWORD,
      NewPassword: 'weakpassword',
      ConfirmPassword: 'weakpassword',
    });
    expect(weak.json().message).toBe(Messages.passwordRule);
    const missing = await changePassword(user.tokens.access_token, { NewPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
  });

  it('needs a bearer token', async () => {
    expect((await changePassword(undefined, body(DEFAULT_PASSWORD))).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const clock = manualClock(new Date('2030-05-01T12:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ clock });
  });
  afterAll(() => app.dispose());

  const requestReset = (username: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/RequestResetPassword?username=${encodeURIComponent(username)}`,
    });
  const checkToken = (token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/CheckToken?token=${encodeURIComponent(token)}`,
    });
  const resetPassword = (token: string, password = NEW_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: { NewPassword: password, ConfirmPassword: password, SecretToken: token },
    });
  const resetTokenMailedTo = async (userName: string) => {
    const mail = await lastMailTo(app, userName);
    expect(mail?.template).toBe('resetPassword');
    return decodeURIComponent(
      linkFromMail(mail!.text, '/forgot-password/').pathname.split('/').at(-1)!,
    );
  };
  const invalidToken = { error: 'invalid_token', message: Messages.invalidToken };

  it('answers true for an unknown user and sends no mail', async () => {
    const reply = await requestReset('ghost@example.com');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);
    expect(await lastMailTo(app, 'ghost@example.com')).toBeUndefined();
  });

  it('resets the password once with the mailed link and signs out every session', async () => {
    const user = await createLoggedInUser(app);
    expect((await requestReset(user.userName.toUpperCase())).json()).toBe(true);
    const token = await resetTokenMailedTo(user.userName);

    expect((await checkToken(token)).json()).toBe(true);
    const reply = await resetPassword(token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);

    expect((await login(app, user.userName, NEW_PASSWORD)).userName).toBe(user.userName);
    expect((await refresh(app, user.tokens.refresh_token)).statusCode).toBe(400);
    expect((await lastMailTo(app, user.userName))?.template).toBe('passwordChanged');

    const reuse = await resetPassword(token, 'Another99');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(invalidToken);
    expect((await checkToken(token)).json()).toEqual(invalidToken);
  });

  it('invalidates the earlier link when a new one is requested', async () => {
    const user = await createTestUser(app);
    await requestReset(user.userName);
    const first = await resetTokenMailedTo(user.userName);
    await requestReset(user.userName);
    const second = await resetTokenMailedTo(user.userName);
    expect(second).not.toBe(first);
    expect((await checkToken(first)).statusCode).toBe(400);
    expect((await checkToken(second)).statusCode).toBe(200);
  });

  it('expires the link after one hour', async () => {
    const user = await createTestUser(app);
    await requestReset(user.userName);
    const token = await resetTokenMailedTo(user.userName);
    clock.advance(59 * 60 * 1000);
    expect((await checkToken(token)).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    expect((await checkToken(token)).json()).toEqual(invalidToken);
    expect((await resetPassword(token)).json()).toEqual(invalidToken);
    expect((await login(app, user.userName)).userName).toBe(user.userName);
  });

  it('refuses made-up tokens and bad input with 400', async () => {
    expect((await checkToken('made-up')).json()).toEqual(invalidToken);
    expect((await resetPassword('made-up')).json()).toEqual(invalidToken);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: { NewPassword: NEW_PASSWORD, ConfirmPassword: 'Other1234', SecretToken: 'x' },
    });
    expect(mismatch.json().message).toBe(Messages.passwordsMustMatch);
    const missingToken = await app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(missingToken.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/account/CheckToken' })).statusCode).toBe(
      400,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/account/RequestResetPassword' })).statusCode,
    ).toBe(400);
  });
});
