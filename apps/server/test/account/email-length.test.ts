/**
 * E-mail addresses and user names are at most 254 characters wherever they are entered: a longer
 * one is refused with a 400 that says so, and a value too large for the database never makes a 500.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { createUser } from '../../src/modules/account/users.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';
import { build, type TestApp } from '../helper.ts';
import { bearer, createLoggedInUser, createTestUser, loginAsAdmin, postToken } from './fixtures.ts';

/** An address of exactly `length` characters. */
const addressOf = (length: number, prefix = 'a') =>
  `${prefix.padEnd(length - '@example.com'.length, 'a')}@example.com`;
const oneMegabyte = addressOf(1_000_000);
const tooLong = addressOf(255);

describe('e-mail addresses and user names longer than 254 characters', () => {
  let app: TestApp;
  let userHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    app = await build();
    userHeaders = bearer((await createLoggedInUser(app)).tokens);
    adminHeaders = bearer(await loginAsAdmin(app));
  });
  afterAll(() => app.dispose());

  const calls = {
    'the login (/token)': () =>
      postToken(app, { grant_type: 'password', userName: oneMegabyte, password: 'Secret123' }),
    'the password reset request': () =>
      app.inject({
        method: 'POST',
        url: `/api/account/RequestResetPassword?username=${tooLong}`,
      }),
    'adding a contact by e-mail': () =>
      app.inject({
        method: 'POST',
        url: '/api/company/AddToContactList',
        headers: userHeaders,
        payload: { email: oneMegabyte },
      }),
    'inviting suppliers by e-mail': () =>
      app.inject({
        method: 'POST',
        url: `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${randomBytes(8).toString('hex')}`,
        headers: userHeaders,
        payload: ['anna@supplier.test', oneMegabyte],
      }),
    'giving a trial (admin)': () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/GiveTrialToUser',
        headers: adminHeaders,
        payload: { userName: oneMegabyte },
      }),
  };

  it.each(Object.entries(calls))('are refused with 400 in %s', async (_call, send) => {
    const reply = await send();
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error: 'validation_error',
      message: Messages.emailTooLong,
    });
  });

  it('do not stop a user name of 254 characters from logging in', async () => {
    const user = await createTestUser(app, { email: addressOf(254, 'login') });
    expect(user.userName).toHaveLength(254);
    const reply = await postToken(app, {
      grant_type: 'password',
      userName: user.userName,
      password: user.password,
    });
    expect(reply.statusCode).toBe(200);
  });

  it('too large for a database index are a 400, not a 500, wherever they slip through', async () => {
    // A B-tree index entry holds about 2.7 kB: PostgreSQL refuses a longer user name (54000).
    const probe = Fastify({ logger: false });
    registerErrorHandling(probe);
    probe.post('/unchecked', async () => {
      const random = randomBytes(3000).toString('base64url');
      await createUser(app.ctx.db, { email: `${random}@example.com`, password: 'x' }, new Date());
      return true;
    });
    const reply = await probe.inject({ method: 'POST', url: '/unchecked' });
    await probe.close();
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'too_long', message: Messages.valueTooLong });
  });
});
