import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';
import { notify } from '../../src/modules/notifications/service.ts';
import { call } from '../tenders/helpers.ts';

describe('notifications', () => {
  let app: TestApp;
  let user: CreatedUser;
  let other: CreatedUser;
  let now = Date.parse('2025-03-01T10:00:00Z');

  beforeAll(async () => {
    app = await build({ clock: { now: () => new Date(now) } });
    user = await createUser(app);
    other = await createUser(app);
    for (let index = 1; index <= 12; index++) {
      now += 60_000;
      await notify(app.ctx, user.user.id, { title: `Note ${index}`, text: `Text ${index}` });
    }
    await notify(app.ctx, other.user.id, { title: 'Not yours', text: 'x' });
  });
  afterAll(() => app.dispose());

  const page = (query = '', caller = user) =>
    call(app, caller, 'GET', `/api/notifications/GetNotificationsForUser${query}`);

  it('pages 10 at a time, newest first, with the wire names', async () => {
    const first = (await page()).json();
    expect(first).toHaveLength(10);
    expect(first[0]).toEqual({
      Id: expect.any(String),
      Title: 'Note 12',
      Text: 'Text 12',
      Date: '2025-03-01T10:12:00.000Z',
      Read: false,
      Link: null,
    });
    const second = (await page('?page=2&countPerPage=10')).json();
    expect(second.map((note: { Title: string }) => note.Title)).toEqual(['Note 2', 'Note 1']);
    expect((await page('?page=1&countPerPage=3')).json()).toHaveLength(3);
    expect((await page('?page=0')).statusCode).toBe(400);
  });

  it("marks the user's own notifications read, ignoring others' and unknown ids", async () => {
    const [newest, second] = (await page()).json();
    const [foreign] = (await page('', other)).json();
    const reply = await call(
      app,
      user,
      'PATCH',
      '/api/notifications/SetSelectedNotificationAsRead',
      [newest.Id, second.Id, foreign.Id, 'not-an-id'],
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);
    const after = (await page()).json();
    expect(after.slice(0, 3).map((note: { Read: boolean }) => note.Read)).toEqual([
      true,
      true,
      false,
    ]);
    expect((await page('', other)).json()[0].Read).toBe(false);
    const unread = await call(app, user, 'GET', '/api/notifications/GetUnreadCount');
    expect(unread.json()).toEqual({ count: 10 });
  });

  it("takes the spec's body { ids } as well as the bare array", async () => {
    const [, , third] = (await page()).json();
    const reply = await call(
      app,
      user,
      'PATCH',
      '/api/notifications/SetSelectedNotificationAsRead',
      {
        ids: [third.Id],
      },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await page()).json()[2].Read).toBe(true);
  });

  it('needs a login and an array of ids', async () => {
    const anonymous = await call(
      app,
      undefined,
      'GET',
      '/api/notifications/GetNotificationsForUser',
    );
    expect(anonymous.statusCode).toBe(401);
    for (const body of [{ ids: 'all' }, { id: [] }, [1]])
      expect(
        (await call(app, user, 'PATCH', '/api/notifications/SetSelectedNotificationAsRead', body))
          .statusCode,
      ).toBe(400);
  });
});
