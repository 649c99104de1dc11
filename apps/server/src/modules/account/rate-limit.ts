/**
 * Throttling of the account calls (and the client error log). A limit counts attempts per
 * dimension (client address, user name, or the pair of both); the calls use two kinds: thresholds
 * past which the proof-of-work challenge is asked (challenge.ts), never a refusal, and far higher
 * per-address ceilings: past those of the login its challenges cost more, past the others
 * (registrations, reset requests, look-ups) they answer 429. Nothing keyed by a user name alone ever refuses a request,
 * so no one can lock a user out by failing on purpose. Counters live in the process, or in Redis
 * when it is configured (rate-limit-stores.ts).
 */
import type { AppConfig } from '../../config.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import {
  memoryRateLimitStore,
  type Allowance,
  type RateLimitCounter,
  type RateLimitStore,
} from './rate-limit-stores.ts';

type Dimension = 'ip' | 'userName' | 'pair';
export type RateLimitKeys = Partial<Record<Dimension, string | undefined>>;
type Limited = { counter: RateLimitCounter; points: number; key: string };

export class RateLimit {
  private readonly limits: Partial<Record<Dimension, Omit<Limited, 'key'>>>;

  /** `name` tells this limit's counters from other limits' in a shared store. */
  constructor(
    name: string,
    allowances: Partial<Record<Dimension, Allowance>>,
    store: RateLimitStore = memoryRateLimitStore,
  ) {
    this.limits = Object.fromEntries(
      Object.entries(allowances).map(([dimension, allowance]) => [
        dimension,
        { counter: store.counter(`${name}:${dimension}`, allowance), points: allowance.points },
      ]),
    );
  }

  /** Whether any dimension has used up its attempts (a threshold reached), without counting one. */
  async isSpent(keys: RateLimitKeys): Promise<boolean> {
    for (const { counter, points, key } of this.pairs(keys)) {
      if ((await counter.count(key)) >= points) return true;
    }
    return false;
  }

  /** Throws 429 when any dimension has no attempts left, without spending one. */
  async assertOpen(keys: RateLimitKeys): Promise<void> {
    if (await this.isSpent(keys)) throw tooManyRequests();
  }

  /** Spends an attempt in every dimension; throws 429 when one was already spent out. */
  async consume(keys: RateLimitKeys): Promise<void> {
    const { isExhausted } = await this.count(keys);
    if (isExhausted) throw tooManyRequests();
  }

  /** Counts an attempt in every dimension; answers the highest count among them (0 without keys). */
  async record(keys: RateLimitKeys): Promise<number> {
    return (await this.count(keys)).highest;
  }

  async clear(keys: RateLimitKeys): Promise<void> {
    for (const { counter, key } of this.pairs(keys)) await counter.reset(key);
  }

  private async count(keys: RateLimitKeys): Promise<{ highest: number; isExhausted: boolean }> {
    let highest = 0;
    let isExhausted = false;
    for (const { counter, points, key } of this.pairs(keys)) {
      const count = await counter.increment(key);
      highest = Math.max(highest, count);
      if (count > points) isExhausted = true;
    }
    return { highest, isExhausted };
  }

  private pairs(keys: RateLimitKeys): Limited[] {
    return (Object.keys(this.limits) as Dimension[]).flatMap((dimension) => {
      const limit = this.limits[dimension];
      const key = keys[dimension];
      return limit && key ? [{ ...limit, key: key.toLowerCase() }] : [];
    });
  }
}

/** The keys of a login attempt: its address, its user name, and the two together. */
export function loginKeys(ip: string, userName: string | undefined): RateLimitKeys {
  const name = userName?.trim().toLowerCase() || undefined;
  return { ip, userName: name, pair: name && `${ip} ${name}` };
}

/**
 * How long a failed session renewal's answer waits once the address has failed more than its
 * allowance in the minute: a quarter second more per failure, at most 2 s. Only failures wait;
 * a valid refresh token is answered at once, whatever the address did before.
 */
export function renewalFailureDelayMs(failures: number, allowed: number): number {
  return Math.min(2000, Math.max(0, failures - allowed) * 250);
}

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;
/** Password-reset mails per user name and hour; further requests are answered alike, unmailed. */
export const RESET_MAILS_PER_HOUR = 5;

export function createAccountRateLimits(
  config: Pick<AppConfig, 'rateLimitTokenPerMinute' | 'rateLimitRegistrationsPerHour' | 'throttle'>,
  store: RateLimitStore = memoryRateLimitStore,
) {
  const { throttle } = config;
  const quarterHour = (points: number) => ({ points, durationSeconds: QUARTER_HOUR });
  const hour = (points: number) => ({ points, durationSeconds: HOUR });
  return {
    /**
     * Failed password logins. Past a count the login must come with a solved challenge: the pair
     * (someone guessing one user's password from one address), the address (spraying many user
     * names), the user name (guessing from many addresses). Never a refusal.
     */
    loginFailures: new RateLimit(
      'login-failures',
      {
        pair: quarterHour(throttle.loginFailuresPerPair),
        ip: quarterHour(throttle.loginFailuresPerAddress),
        userName: quarterHour(throttle.loginFailuresPerUser),
      },
      store,
    ),
    /** Failed logins per address and hour past which its challenges cost more (never a refusal). */
    loginFailureCeiling: new RateLimit(
      'login-failure-ceiling',
      { ip: hour(throttle.loginFailureCeilingPerHour) },
      store,
    ),
    /**
     * Failed session renewals (a revoked or unknown refresh token) per address and minute; past
     * the allowance further failures are answered slowly (renewalFailureDelayMs), never refused.
     */
    failedRenewals: new RateLimit(
      'failed-renewals',
      { ip: { points: config.rateLimitTokenPerMinute, durationSeconds: MINUTE } },
      store,
    ),
    /** UserExistsInSystem look-ups per address: the challenge past the threshold, 429 past the ceiling. */
    lookups: new RateLimit(
      'user-lookups',
      { ip: quarterHour(throttle.lookupsBeforeChallenge) },
      store,
    ),
    lookupCeiling: new RateLimit(
      'user-lookup-ceiling',
      { ip: hour(throttle.lookupCeilingPerHour) },
      store,
    ),
    /** RequestResetPassword: every request counts, as the reply never says whether it mailed. */
    passwordResetRequests: new RateLimit('password-reset-requests', { ip: hour(20) }, store),
    passwordResetChallenge: new RateLimit(
      'password-reset-challenge',
      {
        ip: hour(throttle.resetRequestsBeforeChallenge),
        userName: hour(throttle.resetRequestsBeforeChallenge),
      },
      store,
    ),
    /** Reset mails per user name: more are not sent (the reply stays the same). */
    passwordResetMails: new RateLimit(
      'password-reset-mails',
      { userName: hour(RESET_MAILS_PER_HOUR) },
      store,
    ),
    /** New activation links per user name (ResendActivation): more are not sent. */
    activationMails: new RateLimit(
      'activation-mails',
      { userName: hour(RESET_MAILS_PER_HOUR) },
      store,
    ),
    /** Register mails an activation link: accounts (and mails) per address and hour. */
    registrations: new RateLimit(
      'registrations',
      { ip: hour(config.rateLimitRegistrationsPerHour) },
      store,
    ),
    registrationChallenge: new RateLimit(
      'registration-challenge',
      { ip: hour(throttle.registrationsBeforeChallenge) },
      store,
    ),
    /** Challenges handed out per address and hour; past it they cost more (never a refusal). */
    challenges: new RateLimit('challenges', { ip: hour(throttle.challengeCeilingPerHour) }, store),
    /** ReportIssue mails the admin; keep it from being used to flood that mailbox. */
    issueReports: new RateLimit('issue-reports', { ip: hour(10) }, store),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
