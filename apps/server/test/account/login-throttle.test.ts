// Logins throttled with a proof-of-work challenge instead of a lockout, session renewals never
// held back, and the challenge itself (issue 26).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_PATH } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { CHALLENGE_LIFETIME_SECONDS } from '../../src/modules/account/challenge.ts';
import { renewalFailureDelayMs } from '../../src/modules/account/rate-limit.ts';
import { build, type TestApp } from '../helper.ts';
import { attemptsOf, forgedChallenge, payloadOf, solvedChallenge } from './challenge-solver.ts';
import { createTestUser, DEFAULT_PASSWORD, postToken } from './fixtures.ts';
import { challengeRequired, throttle } from './throttle-fixtures.ts';

describe('login throttling on POST /token: a challenge instead of a lockout (issue 26)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({
      config: {
        rateLimitTokenPerMinute: 3,
        throttle: throttle({
          loginFailuresPerPair: 3,
          loginFailuresPerAddress: 8,
          loginFailuresPerUser: 30,
          loginFailureCeilingPerHour: 25,
        }),
      },
    });
  });
  afterAll(() => app.dispose());

  const attempt = (userName: string, password: string, ip: string, altcha?: string) =>
    postToken(
      app,
      { grant_type: 'password', userName, password, ...(altcha ? { altcha } : {}) },
      ip,
    );
  const solvedFrom = (ip: string) => solvedChallenge(app, ip);

  // Reproduction: 10 wrong passwords a minute for X from A made X's right password 429 everywhere.
  it("after 10 wrong passwords for X from A, X's password works from B, and from A once the challenge is solved", async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 10; i++) {
      const payload = i >= 3 ? await solvedFrom('10.0.0.1') : undefined;
      const failure = await attempt(user.userName, 'Wrong1234', '10.0.0.1', payload);
      expect(failure.statusCode).toBe(400);
      expect(failure.json().error).toBe('invalid_grant');
    }
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.0.2')).statusCode).toBe(200);

    const asked = await attempt(user.userName, DEFAULT_PASSWORD, '10.0.0.1');
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(challengeRequired);
    const payload = await solvedFrom('10.0.0.1');
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.0.1', payload)).statusCode).toBe(
      200,
    );
  });

  it('asks the pair for the challenge after its allowed failures, not other users at the address', async () => {
    const user = await createTestUser(app);
    const other = await createTestUser(app);
    for (let i = 0; i < 3; i++)
      expect((await attempt(user.userName, 'Wrong1234', '10.0.5.1')).json().error).toBe(
        'invalid_grant',
      );
    // Unsolved attempts are refused without checking the password: nothing is guessed.
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.5.1')).json()).toEqual(
      challengeRequired,
    );
    expect((await attempt(other.userName, DEFAULT_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
    // The right password (with the challenge) ends the pair's count.
    const payload = await solvedFrom('10.0.5.1');
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.5.1', payload)).statusCode).toBe(
      200,
    );
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
  });

  // Reproduction: 10 failures from a shared address locked every other user behind it out.
  it('many failures from a shared address only ask another user there for the challenge, then let the right password in', async () => {
    const ip = '10.0.1.1';
    for (let i = 0; i < 20; i++) {
      const payload = i >= 8 ? await solvedFrom(ip) : undefined;
      const reply = await attempt(`guess${i}@example.com`, 'Wrong1234', ip, payload);
      expect(reply.json().error).toBe('invalid_grant');
    }
    const user = await createTestUser(app);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip)).json()).toEqual(challengeRequired);
    const payload = await solvedFrom(ip);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip, payload)).statusCode).toBe(200);
    // Another address is not concerned at all.
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('slows spraying of 50 user names from one address: past the threshold every unsolved attempt is refused', async () => {
    const ip = '10.0.6.1';
    const outcomes: string[] = [];
    for (let i = 0; i < 50; i++)
      outcomes.push((await attempt(`spray${i}@example.com`, 'Password1', ip)).json().error);
    expect(outcomes.slice(0, 8)).toEqual(Array(8).fill('invalid_grant'));
    expect(outcomes.slice(8)).toEqual(Array(42).fill('challenge_required'));
    // Meanwhile a user logs in from their own address as usual.
    const user = await createTestUser(app);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.6.2')).statusCode).toBe(200);
  });

  it('asks every address for the challenge once a user name failed from many addresses, and lets the solved right password in', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 30; i++)
      expect((await attempt(user.userName, 'Wrong1234', `10.0.7.${i + 1}`)).statusCode).toBe(400);
    const fresh = '10.0.7.200';
    expect((await attempt(user.userName, DEFAULT_PASSWORD, fresh)).json()).toEqual(
      challengeRequired,
    );
    const payload = await solvedFrom(fresh);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, fresh, payload)).statusCode).toBe(200);
  });

  it('past its hourly ceiling an address gets costlier challenges, never a refusal of the right password', async () => {
    // Review: 1 000 failures sent with a victim's (shared) address made the victim's right password,
    // challenge solved, answer 429 for an hour.
    const ip = '10.0.8.1';
    // A challenge takes 100–400 attempts (CHALLENGE_MAX_ATTEMPTS), a harder one 1 000–4 000.
    expect(attemptsOf(await solvedFrom(ip))).toBeLessThanOrEqual(400);
    for (let i = 0; i < 25; i++) {
      const payload = i >= 8 ? await solvedFrom(ip) : undefined;
      const reply = await attempt(`ceiling${i}@example.com`, 'Wrong1234', ip, payload);
      expect(reply.json().error).toBe('invalid_grant');
    }
    const user = await createTestUser(app);
    const harder = await solvedFrom(ip);
    expect(attemptsOf(harder)).toBeGreaterThanOrEqual(1000);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip, harder)).statusCode).toBe(200);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.8.2')).statusCode).toBe(200);
  });

  it('refuses a replayed, forged or wrong challenge payload with the spec message', async () => {
    const user = await createTestUser(app);
    const ip = '10.0.9.1';
    const payload = await solvedFrom(ip);
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip, payload)).statusCode).toBe(200);
    // Replayed: the same solution a second time.
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip, payload)).json()).toEqual(
      challengeRequired,
    );
    // Forged: a cheap challenge of one's own making, signed with a key of one's own.
    const forged = await payloadOf(
      await forgedChallenge({ cost: 1, counter: 2, hmacSignatureSecret: 'guessed-key' }),
    );
    // Tampered: the server's challenge made cheaper after signing.
    const decoded = JSON.parse(Buffer.from(await solvedFrom(ip), 'base64').toString());
    const tampered = Buffer.from(
      JSON.stringify({
        ...decoded,
        challenge: {
          ...decoded.challenge,
          parameters: { ...decoded.challenge.parameters, cost: 1 },
        },
      }),
    ).toString('base64');
    // A wrong solution, and something that is no payload at all.
    const { derivedKey } = decoded.solution;
    const otherKey = `${derivedKey.startsWith('0') ? '1' : '0'}${derivedKey.slice(1)}`;
    const wrong = Buffer.from(
      JSON.stringify({ ...decoded, solution: { ...decoded.solution, derivedKey: otherKey } }),
    ).toString('base64');
    for (const bad of [forged, tampered, wrong, 'not-a-payload'])
      expect((await attempt(user.userName, DEFAULT_PASSWORD, ip, bad)).json()).toEqual(
        challengeRequired,
      );
    // The refusals did not use up the genuine solution.
    const genuine = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await attempt(user.userName, DEFAULT_PASSWORD, ip, genuine)).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const user = await createTestUser(app);
    for (let i = 0; i < 6; i++)
      expect((await attempt(user.userName, DEFAULT_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });
});

describe('session renewal on POST /token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { rateLimitTokenPerMinute: 3 } });
  });
  afterAll(() => app.dispose());

  // Reproduction: 10 failed refreshes from an address blocked valid refreshes from it.
  it('never holds back a valid refresh token, however many refreshes failed from the address', async () => {
    const ip = '10.0.2.1';
    const user = await createTestUser(app);
    const login = await postToken(
      app,
      { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD },
      ip,
    );
    for (let i = 0; i < 5; i++) {
      const bad = await postToken(app, { grant_type: 'refresh_token', refresh_token: 'nope' }, ip);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('invalid_grant');
    }
    const renewal = await postToken(
      app,
      { grant_type: 'refresh_token', refresh_token: login.json().refresh_token },
      ip,
    );
    expect(renewal.statusCode).toBe(200);
  });

  it('answers failed renewals past the allowance more slowly, up to 2 s', () => {
    expect([1, 3, 4, 5, 8, 100].map((failures) => renewalFailureDelayMs(failures, 3))).toEqual([
      0, 0, 250, 500, 1250, 2000,
    ]);
  });

  it('keeps failed renewals and failed password logins apart', async () => {
    const ip = '10.0.4.1';
    const user = await createTestUser(app);
    for (let i = 0; i < 3; i++)
      await postToken(app, { grant_type: 'refresh_token', refresh_token: 'revoked' }, ip);
    const login = await postToken(
      app,
      { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD },
      ip,
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('GET /api/account/Challenge', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { throttle: throttle({ challengeCeilingPerHour: 3 }) } });
  });
  afterAll(() => app.dispose());

  const fetchChallenge = (remoteAddress: string) =>
    app.inject({ method: 'GET', url: CHALLENGE_PATH, remoteAddress });

  it('hands out signed challenges that solve quickly, costlier ones past an address ceiling', async () => {
    const started = performance.now();
    const payload = await solvedChallenge(app, '10.3.0.1');
    console.info(`challenge fetched and solved in ${(performance.now() - started).toFixed(0)} ms`);
    expect(payload.length).toBeGreaterThan(100);
    const reply = await fetchChallenge('10.3.0.1');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    await fetchChallenge('10.3.0.1');
    // Past the address's ceiling: costlier challenges, not a refusal (a refusal let anyone who
    // shares or fakes the address keep its users from logging in).
    expect(attemptsOf(await solvedChallenge(app, '10.3.0.1'))).toBeGreaterThanOrEqual(1000);
    expect(attemptsOf(await solvedChallenge(app, '10.3.0.2'))).toBeLessThanOrEqual(400);
  });

  it('refuses a solution once the challenge has expired', async () => {
    const clock = manualClock();
    const timed = await build({ clock });
    try {
      const user = await createTestUser(timed);
      const altcha = await solvedChallenge(timed, '10.3.1.1');
      clock.advance((CHALLENGE_LIFETIME_SECONDS + 1) * 1000);
      const login = { grant_type: 'password', userName: user.userName, password: DEFAULT_PASSWORD };
      const reply = await postToken(timed, { ...login, altcha }, '10.3.1.1');
      expect(reply.json()).toEqual(challengeRequired);
    } finally {
      await timed.dispose();
    }
  });
});
