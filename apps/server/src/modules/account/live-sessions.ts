/**
 * Whether the login session behind an access token is still live. An access token lives 15
 * minutes; without this check a token issued before a logout, a password change or an account
 * removal would keep working until it expires. A session is live while its refresh-token family
 * holds a token that was not revoked.
 *
 * Answers are remembered per session, so that a bidding supplier's requests do not each cost a
 * query: a live answer for LIVE_ANSWER_TTL_MS, a revoked one for good (a family is never
 * revived). Every node forgets a user's answers as soon as the user's sessions end
 * (`forgetUser`, called from the realtime layer, which hears of it from every node); the TTL only
 * bounds how long a node that missed that message could trust a revoked session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthUser } from '../../lib/auth.ts';

const LIVE_ANSWER_TTL_MS = 30_000;
const MAX_REMEMBERED_SESSIONS = 50_000;

export type LiveSessions = {
  isLive(user: AuthUser): Promise<boolean>;
  /** Drops what this node remembers of the user's sessions (after some of them ended). */
  forgetUser(userId: string): void;
};

type Answer = { userId: string; isLive: boolean; checkedAtMs: number };

export function createLiveSessions(db: Database, clock: Clock): LiveSessions {
  const answers = new Map<string, Answer>();
  /** Bumped by every forgetUser: an answer read from the database before it is not kept. */
  const generations = new Map<string, number>();

  async function readFromDatabase(userId: string, sessionId: string): Promise<boolean> {
    const [liveToken] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .limit(1);
    return liveToken !== undefined;
  }

  function remember(sessionId: string, answer: Answer): void {
    if (answers.size >= MAX_REMEMBERED_SESSIONS) answers.clear();
    answers.set(sessionId, answer);
  }

  return {
    async isLive({ id: userId, sessionId }) {
      const nowMs = clock.now().getTime();
      const known = answers.get(sessionId);
      if (known && known.userId === userId) {
        if (!known.isLive || nowMs - known.checkedAtMs < LIVE_ANSWER_TTL_MS) return known.isLive;
      }
      const generation = generations.get(userId) ?? 0;
      const isLive = await readFromDatabase(userId, sessionId);
      if ((generations.get(userId) ?? 0) === generation) {
        remember(sessionId, { userId, isLive, checkedAtMs: nowMs });
      }
      return isLive;
    },
    forgetUser(userId) {
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      if (generations.size >= MAX_REMEMBERED_SESSIONS) generations.clear();
      for (const [sessionId, answer] of answers) {
        if (answer.userId === userId) answers.delete(sessionId);
      }
    },
  };
}
