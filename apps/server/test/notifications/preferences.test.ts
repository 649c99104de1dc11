/**
 * E-mail preferences (read and changed by their owner only), the signed unsubscribe link, the
 * daily digest of unread notifications, and logoutAllUsers on the user's other sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_PREFERENCES, Hubs, Messages } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { unsubscribeToken } from '../../src/mail/preferences.ts';
import { sendDueDigests } from '../../src/modules/notifications/digest.ts';
import { markRead, notify } from '../../src/modules/notifications/service.ts';
import { withFreshToken } from '../auction/factories.ts';
import { eventsNamed, settle } from '../auction/sockets.ts';
import { DEFAULT_PASSWORD, createTestUser, login } from '../account/fixtures.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { build, linkFromMail, mailsTo } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { call } from '../tenders/helpers.ts';

const HOUR = 60 * 60 * 1000;

describe('e-mail preferences, unsubscribe links and the digest', () => {
  const clock = manualClock(new Date('2026-03-02T08:00:00Z'));
  let app: LiveApp;

  beforeAll(async () => {
    app = await listening(await build({ clock, runClock: false }));
  });
  afterAll(() => app.dispose());

  const preferences = (user: CreatedUser | undefined) =>
    call(app, user, 'GET', '/api/notifications/GetMailPreferences');
  const update = (user: CreatedUser | undefined, body: object) =>
    call(app, user, 'PUT', '/api/notifications/UpdateMailPreferences', body);
  const unsubscribe = (body: object) =>
    call(app, undefined, 'POST', '/api/notifications/Unsubscribe', body);

  it('starts from the defaults (everything but the digest) and merges partial changes', async () => {
    const user = await createUser(app);
    expect((await preferences(user)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);

    expect((await update(user, { reminders: false })).json()).toEqual({
      ...DEFAULT_MAIL_PREFERENCES,
      reminders: false,
    });
    expect((await update(user, { digest: true })).json()).toEqual({
      ...DEFAULT_MAIL_PREFERENCES,
      reminders: false,
      digest: true,
    });
    expect((await preferences(user)).json()).toMatchObject({ reminders: false, digest: true });
  });

  it('refuses unknown categories, non-booleans and anonymous callers, and never touches another user', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    expect((await update(user, { marketing: false })).statusCode).toBe(400);
    expect((await update(user, { results: 'no' })).statusCode).toBe(400);
    expect((await update(undefined, { results: false })).statusCode).toBe(401);
    expect((await preferences(undefined)).statusCode).toBe(401);

    await update(user, { results: false });
    expect((await preferences(other)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);
  });

  it('unsubscribes only with the link made for that user and category', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const secret = app.ctx.config.jwtSecret;
    const forUser = (category: 'messages' | 'results') => ({
      user: user.user.id,
      category,
      token: unsubscribeToken(secret, user.user.id, category),
    });

    const refusals = [
      { ...forUser('messages'), token: 'forged' },
      { ...forUser('messages'), category: 'results' },
      { ...forUser('messages'), user: other.user.id },
      {
        ...forUser('messages'),
        token: unsubscribeToken('another secret', user.user.id, 'messages'),
      },
    ];
    for (const body of refusals) {
      const reply = await unsubscribe(body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(Messages.invalidUnsubscribeLink);
    }
    expect((await preferences(user)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);
    expect((await preferences(other)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);

    const reply = await unsubscribe(forUser('messages'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ...DEFAULT_MAIL_PREFERENCES, messages: false });
    expect((await unsubscribe({ ...forUser('messages'), extra: 1 })).statusCode).toBe(400);
  });

  it('mails a digest of the unread notifications at most once a day, only with what is new', async () => {
    const reader = await createUser(app);
    const quiet = await createUser(app);
    await update(reader, { digest: true });
    await notify(app.ctx, quiet.user.id, { title: 'Not chosen', text: 'No digest for me' });
    const first = await notify(app.ctx, reader.user.id, { title: 'First', text: 'One' });
    await notify(app.ctx, reader.user.id, { title: 'Second', text: 'Two' });
    await markRead(app.ctx, reader.user.id, [first.Id]);

    expect(await sendDueDigests(app.ctx)).toEqual([reader.user.id]);
    const [digest] = await mailsTo(app, reader.user.email, 'digest');
    expect(digest.subject).toBe('You have 1 unread notification on Tendermark');
    expect(digest.text).toContain('Second: Two');
    expect(digest.text).not.toContain('First');
    expect(linkFromMail(digest.text, '/unsubscribe').searchParams.get('category')).toBe('digest');
    expect(await mailsTo(app, quiet.user.email, 'digest')).toHaveLength(0);

    // Within the day: nothing, however much arrives.
    clock.advance(2 * HOUR);
    await notify(app.ctx, reader.user.id, { title: 'Third', text: 'Three' });
    expect(await sendDueDigests(app.ctx)).toEqual([]);

    // A day later: only what arrived since the last digest.
    clock.advance(22 * HOUR);
    expect(await sendDueDigests(app.ctx)).toEqual([reader.user.id]);
    const second = (await mailsTo(app, reader.user.email, 'digest'))[1];
    expect(second.text).toContain('Third: Three');
    expect(second.text).not.toContain('Second');

    // Nothing new and unread: no mail.
    clock.advance(25 * HOUR);
    expect(await sendDueDigests(app.ctx)).toEqual([]);
  });

  it("signs out the user's other sessions live when the password changes, but not the caller's", async () => {
    const account = await createTestUser(app);
    const [current, other] = [
      await login(app, account.userName),
      await login(app, account.userName),
    ];
    const stranger = await withFreshToken(app, await createUser(app));
    const currentSocket = await app.openRecorder(current.access_token, Hubs.notification);
    const otherSocket = await app.openRecorder(other.access_token, Hubs.notification);
    const strangerSocket = await app.openRecorder(stranger.token, Hubs.notification);

    const reply = await app.inject({
      method: 'POST',
      url: '/api/account/ChangePassword',
      headers: { authorization: `Bearer ${current.access_token}` },
      payload: {
        OldPassword: DEFAULT_PASSWORD,
        NewPassword: 'Changed123',
        ConfirmPassword: 'Changed123',
      },
    });
    expect(reply.statusCode).toBe(200);

    await settle(() => eventsNamed(otherSocket, 'logoutAllUsers').length === 1);
    expect(eventsNamed(currentSocket, 'logoutAllUsers')).toHaveLength(0);
    expect(eventsNamed(strangerSocket, 'logoutAllUsers')).toHaveLength(0);
  });

  it('signs out every session of the user on "log out everywhere"', async () => {
    const account = await createTestUser(app);
    const [first, second] = [
      await login(app, account.userName),
      await login(app, account.userName),
    ];
    const sockets = [
      await app.openRecorder(first.access_token, Hubs.notification),
      await app.openRecorder(second.access_token, Hubs.notification),
    ];
    const reply = await app.inject({
      method: 'POST',
      url: '/api/account/Logout',
      headers: { authorization: `Bearer ${first.access_token}` },
      payload: {},
    });
    expect(reply.statusCode).toBe(200);
    await settle(() =>
      sockets.every((socket) => eventsNamed(socket, 'logoutAllUsers').length === 1),
    );
  });
});
