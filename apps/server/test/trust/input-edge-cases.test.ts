/**
 * Inputs the fuzz test found answered with a 500, pinned down: keys named after Object.prototype
 * members ("constructor", "toString") in a body or query, and integers beyond the database's range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';

describe('keys named like Object.prototype members', () => {
  let app: TestApp;
  let user: CreatedUser;
  beforeAll(async () => {
    app = await build();
    user = await createUser(app);
  });
  afterAll(() => app.dispose());

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])(
    'a body with "%s" is validated like any other body',
    async (key) => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/search/SaveSearch',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        payload: `{"kind":"auctions","name":"Paper","criteria":{"keywords":"paper","${key}":null},"${key}":1}`,
      });
      expect(reply.statusCode, reply.body).toBeLessThan(500);
      if (key !== '__proto__') expect(reply.statusCode, reply.body).toBe(200);
    },
  );

  it('a query parameter named "constructor" is ignored', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/notifications/GetNotificationsForUser?constructor=1&toString=x',
      headers: bearer(user.token),
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('integers beyond the range of an integer column', () => {
  let app: TestApp;
  let admin: CreatedUser;
  beforeAll(async () => {
    app = await build();
    admin = await createUser(app, { roles: ['Admin'] });
  });
  afterAll(() => app.dispose());

  it.each(['-9007199254740991', '9007199254740991', '2147483648'])(
    'an id of %s is refused with a 400',
    async (id) => {
      const reply = await app.inject({
        method: 'DELETE',
        url: `/api/admin/DeleteQuestionAndAnswerFromWiki?id=${id}`,
        headers: bearer(admin.token),
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'too_long' });
    },
  );
});
