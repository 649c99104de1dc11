/**
 * How many bids one user may send this node in a second (BIDS_PER_USER_PER_SECOND). A person
 * bids a few times a second at most, and a supplier's script bidding on every item of a tender
 * is slowed, never kept out: past the allowance a bid is refused with 429 and a Retry-After of
 * the rest of the second, before it is queued. What it protects is the room: every queued bid
 * of a tender joins the flush that holds the tender's lock, so a flood of bids, even refused
 * ones, would lengthen every other bidder's wait. Counted in the process, not in Redis: a round
 * trip per bid would cost more than the bid, and each node guards its own event loop.
 */
import type { FastifyReply } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.ts';

export type BidAllowance = {
  /** Counts a bid of the user; throws 429 (with Retry-After on the reply) past the allowance. */
  spend(userId: string, reply: FastifyReply): Promise<void>;
};

export function createBidAllowance(bidsPerSecond: number): BidAllowance {
  const limiter = new RateLimiterMemory({ points: bidsPerSecond, duration: 1 });
  return {
    async spend(userId, reply) {
      try {
        await limiter.consume(userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
        throw tooManyRequests();
      }
    },
  };
}
