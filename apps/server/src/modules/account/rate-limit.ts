/**
 * In-memory rate limits of the account calls, one set per app instance. Each limit counts
 * attempts per dimension (client IP, user name); a request is refused once any dimension is spent.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config.ts';
import { tooManyRequests } from '../../lib/errors.ts';

type Allowance = { points: number; durationSeconds: number };
type Dimension = 'ip' | 'userName';
export type RateLimitKeys = Partial<Record<Dimension, string | undefined>>;

export class RateLimit {
  private readonly limiters: Partial<Record<Dimension, RateLimiterMemory>>;

  constructor(allowances: Partial<Record<Dimension, Allowance>>) {
    this.limiters = Object.fromEntries(
      Object.entries(allowances).map(([dimension, { points, durationSeconds }]) => [
        dimension,
        new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: dimension }),
      ]),
    );
  }

  /** Throws 429 when any dimension has no attempts left, without spending one. */
  async assertOpen(keys: RateLimitKeys): Promise<void> {
    for (const [limiter, key] of this.pairs(keys)) {
      const state = await limiter.get(key);
      if (state && state.remainingPoints <= 0) throw tooManyRequests();
    }
  }

  /** Spends an attempt in every dimension; throws 429 when one was already spent out. */
  async consume(keys: RateLimitKeys): Promise<void> {
    let isExhausted = false;
    for (const [limiter, key] of this.pairs(keys)) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        isExhausted = true;
      }
    }
    if (isExhausted) throw tooManyRequests();
  }

  /** Spends an attempt after a failure (the refusal comes with the next request). */
  async recordFailure(keys: RateLimitKeys): Promise<void> {
    await this.consume(keys).catch(() => undefined);
  }

  async clear(keys: RateLimitKeys): Promise<void> {
    for (const [limiter, key] of this.pairs(keys)) await limiter.delete(key);
  }

  private pairs(keys: RateLimitKeys): [RateLimiterMemory, string][] {
    return (Object.keys(this.limiters) as Dimension[]).flatMap((dimension) => {
      const limiter = this.limiters[dimension];
      const key = keys[dimension];
      return limiter && key ? [[limiter, key.toLowerCase()] as [RateLimiterMemory, string]] : [];
    });
  }
}

const HOUR = 60 * 60;

export function createAccountRateLimits(config: Pick<AppConfig, 'rateLimitTokenPerMinute'>) {
  const tokenPerMinute = { points: config.rateLimitTokenPerMinute, durationSeconds: 60 };
  return {
    /** Failed /token attempts (brute force); successful logins are not limited. */
    failedLogins: new RateLimit({ ip: tokenPerMinute, userName: tokenPerMinute }),
    /** RequestResetPassword: every request counts, as the reply never says whether it mailed. */
    passwordResetRequests: new RateLimit({
      ip: { points: 20, durationSeconds: HOUR },
      userName: { points: 5, durationSeconds: HOUR },
    }),
    /** ReportIssue mails the admin; keep it from being used to flood that mailbox. */
    issueReports: new RateLimit({ ip: { points: 10, durationSeconds: HOUR } }),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
