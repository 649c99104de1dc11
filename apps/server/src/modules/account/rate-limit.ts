/**
 * Rate limits of the account calls (and the client error log). Each limit counts attempts per
 * dimension (client IP, user name); a request is refused once any dimension is spent. Counters
 * live in the process, or in Redis when it is configured (rate-limit-stores.ts).
 */
import type { AppConfig } from '../../config.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import {
  memoryRateLimitStore,
  type Allowance,
  type RateLimitCounter,
  type RateLimitStore,
} from './rate-limit-stores.ts';

type Dimension = 'ip' | 'userName';
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

  /** Throws 429 when any dimension has no attempts left, without spending one. */
  async assertOpen(keys: RateLimitKeys): Promise<void> {
    for (const { counter, points, key } of this.pairs(keys)) {
      if ((await counter.count(key)) >= points) throw tooManyRequests();
    }
  }

  /** Spends an attempt in every dimension; throws 429 when one was already spent out. */
  async consume(keys: RateLimitKeys): Promise<void> {
    let isExhausted = false;
    for (const { counter, points, key } of this.pairs(keys)) {
      if ((await counter.increment(key)) > points) isExhausted = true;
    }
    if (isExhausted) throw tooManyRequests();
  }

  /** Spends an attempt after a failure (the refusal comes with the next request). */
  async recordFailure(keys: RateLimitKeys): Promise<void> {
    await this.consume(keys).catch(() => undefined);
  }

  async clear(keys: RateLimitKeys): Promise<void> {
    for (const { counter, key } of this.pairs(keys)) await counter.reset(key);
  }

  private pairs(keys: RateLimitKeys): Limited[] {
    return (Object.keys(this.limits) as Dimension[]).flatMap((dimension) => {
      const limit = this.limits[dimension];
      const key = keys[dimension];
      return limit && key ? [{ ...limit, key: key.toLowerCase() }] : [];
    });
  }
}

const HOUR = 60 * 60;

export function createAccountRateLimits(
  config: Pick<AppConfig, 'rateLimitTokenPerMinute' | 'rateLimitRegistrationsPerHour'>,
  store: RateLimitStore = memoryRateLimitStore,
) {
  const tokenPerMinute = { points: config.rateLimitTokenPerMinute, durationSeconds: 60 };
  return {
    /** Failed password logins (brute force); successful logins are not limited. */
    failedLogins: new RateLimit(
      'failed-logins',
      { ip: tokenPerMinute, userName: tokenPerMinute },
      store,
    ),
    /**
     * Failed session renewals (a revoked or unknown refresh token), counted apart: a browser whose
     * session was ended elsewhere must not lock its address out of password logins, nor password
     * guesses lock out the renewals of everyone behind that address.
     */
    failedRenewals: new RateLimit('failed-renewals', { ip: tokenPerMinute }, store),
    /** RequestResetPassword: every request counts, as the reply never says whether it mailed. */
    passwordResetRequests: new RateLimit(
      'password-reset-requests',
      { ip: { points: 20, durationSeconds: HOUR }, userName: { points: 5, durationSeconds: HOUR } },
      store,
    ),
    /** Register mails an activation link: accounts (and mails) per address and hour. */
    registrations: new RateLimit(
      'registrations',
      { ip: { points: config.rateLimitRegistrationsPerHour, durationSeconds: HOUR } },
      store,
    ),
    /** ReportIssue mails the admin; keep it from being used to flood that mailbox. */
    issueReports: new RateLimit(
      'issue-reports',
      { ip: { points: 10, durationSeconds: HOUR } },
      store,
    ),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
