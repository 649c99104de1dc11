/**
 * Login sessions for bench users: every access token names its session (a live refresh-token
 * family), and the server refuses one without it, so each fixture user gets one, as a login would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../apps/server/src/db/client.ts';
import { refreshTokens } from '../../apps/server/src/db/schema/index.ts';

const DAY_MS = 24 * 3600_000;
const CHUNK = 1000;

export async function withSessions<User extends { id: string }>(
  db: Database,
  users: User[],
): Promise<Array<User & { sessionId: string }>> {
  const now = new Date();
  const sessions = users.map((user) => ({
    userId: user.id,
    familyId: randomUUID(),
    tokenHash: randomBytes(32).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 7 * DAY_MS),
  }));
  for (let start = 0; start < sessions.length; start += CHUNK)
    await db.insert(refreshTokens).values(sessions.slice(start, start + CHUNK));
  return users.map((user, index) => ({ ...user, sessionId: sessions[index].familyId }));
}
