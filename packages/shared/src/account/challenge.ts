/**
 * The proof-of-work challenge (ALTCHA) that the account calls ask for after repeated failures,
 * in place of a lockout: its wire contract, shared by the server and the web app's forms.
 */
import { z } from 'zod';

/** The `error` of a reply that asks for a solved challenge (missing, invalid, expired or used). */
export const CHALLENGE_REQUIRED = 'challenge_required';

/** GET /api/account/Challenge, where the widget fetches a challenge to solve. */
export const CHALLENGE_PATH = '/api/account/Challenge';

/** The widget's payload: base64 of the challenge and its solution (about 600 characters). */
export const zChallengePayload = z.string().max(4000).optional();

/** The optional answer that the throttled calls (login, Register, password reset, look-up) take. */
export const ZChallengeAnswer = z.object({ altcha: zChallengePayload });
export type TChallengeAnswer = z.infer<typeof ZChallengeAnswer>;

/** A challenge as the server signs it (altcha-lib v2's format, which the widget reads). */
export const ZChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type TChallenge = z.infer<typeof ZChallenge>;
