/** Solves the server's proof-of-work challenge as the browser's widget would (altcha-lib's solver). */
import { createChallenge, solveChallenge, type CreateChallengeOptions } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH, type TChallenge } from '@tendermark/shared';
import type { App } from '../../src/app.ts';

/** Fetches a challenge from `remoteAddress` and answers the payload the widget would send. */
export async function solvedChallenge(app: App, remoteAddress?: string): Promise<string> {
  const reply = await app.inject({ method: 'GET', url: CHALLENGE_PATH, remoteAddress });
  if (reply.statusCode !== 200) throw new Error(`no challenge: ${reply.body}`);
  return payloadOf(reply.json<TChallenge>());
}

export async function payloadOf(challenge: TChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A challenge signed with someone else's key, as a forger would make it. */
export async function forgedChallenge(
  options: Pick<CreateChallengeOptions, 'cost' | 'counter' | 'hmacSignatureSecret'>,
): Promise<TChallenge> {
  const { parameters, signature = '' } = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    ...options,
  });
  return { parameters: { ...parameters }, signature };
}

/** The attempts the solution of a payload took (the widget counts up from 0 to it). */
export function attemptsOf(payload: string): number {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).solution.counter;
}
