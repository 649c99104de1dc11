/**
 * The proof-of-work challenge asked in place of a lockout (spec §8 "Please confirm you're not a
 * robot"), self-hosted with ALTCHA: the server signs a challenge, the browser's widget works out
 * its solution (a few hundred PBKDF2 derivations), and the server checks the solution's signature,
 * expiry, and that it is used only once. No outside service is called and nothing is tracked.
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { CHALLENGE_REQUIRED, Messages, ZChallenge, type TChallenge } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';

const ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge may be solved and used: long enough to type a password after solving. */
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/** How much more work a challenge takes for an address past one of its hourly ceilings. */
export const HARDER_FACTOR = 10;

export const challengeRequired = () => new AppError(400, CHALLENGE_REQUIRED, Messages.captcha);

/** The widget's payload, decoded: the challenge as signed and the solution found. */
const ZPayload = z.object({
  challenge: ZChallenge.extend({
    parameters: ZChallenge.shape.parameters.extend({
      nonce: z.string().regex(/^[0-9a-f]{1,64}$/),
      expiresAt: z.number(),
    }),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type Challenges = ReturnType<typeof createChallenges>;

export function createChallenges(ctx: Pick<AppContext, 'config' | 'clock' | 'rateLimitStore'>) {
  const { challengeCost, challengeMaxAttempts } = ctx.config.throttle;
  // Keys of their own, derived from the server secret: a challenge signature can never stand in
  // for a token signature, nor the other way round.
  const derive = (purpose: string) =>
    createHmac('sha256', ctx.config.jwtSecret).update(`altcha ${purpose}`).digest('hex');
  const hmacSignatureSecret = derive('challenge');
  const hmacKeySignatureSecret = derive('key');
  // A used challenge is remembered until it would have expired anyway (one "attempt" allowed).
  const used = ctx.rateLimitStore.counter('altcha-used', {
    points: 1,
    durationSeconds: CHALLENGE_LIFETIME_SECONDS + 60,
  });

  /** Whether the payload solves a challenge this server signed, unexpired and never used before. */
  async function redeem(payload: string): Promise<boolean> {
    const decoded = ZPayload.safeParse(parseBase64Json(payload));
    if (!decoded.success) return false;
    const { challenge, solution } = decoded.data;
    if (challenge.parameters.expiresAt * 1000 <= ctx.clock.now().getTime()) return false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    // Marked used only once verified, so that forged payloads cannot fill the store.
    return (await used.increment(challenge.parameters.nonce)) === 1;
  }

  return {
    /**
     * A new signed challenge: solving it takes between a quarter of the maximum attempts and all,
     * and HARDER_FACTOR times that for an address past one of its ceilings (escalation, not a
     * refusal: someone behind the same address still gets in, only more slowly).
     */
    async issue({ isHarder = false }: { isHarder?: boolean } = {}): Promise<TChallenge> {
      const maxAttempts = challengeMaxAttempts * (isHarder ? HARDER_FACTOR : 1);
      const { parameters, signature } = await createChallenge({
        algorithm: ALGORITHM,
        cost: challengeCost,
        counter: randomInt(maxAttempts, Math.ceil(maxAttempts / 4)),
        deriveKey,
        expiresAt: new Date(ctx.clock.now().getTime() + CHALLENGE_LIFETIME_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!signature) throw new Error('altcha-lib returned an unsigned challenge');
      return { parameters: { ...parameters }, signature };
    },

    /**
     * Throws the challenge_required reply (400, "Please confirm you're not a robot") when a
     * challenge is required and missing, or when a payload is sent that is forged, expired or
     * already used (whether or not it was required). Passing uses the payload up.
     */
    async check(payload: string | undefined, isRequired: boolean): Promise<void> {
      if (!payload) {
        if (isRequired) throw challengeRequired();
        return;
      }
      if (!(await redeem(payload))) throw challengeRequired();
    },
  };
}

function parseBase64Json(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
