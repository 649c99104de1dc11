/** The audit log of admin actions (beyond the spec): who did what, when, with the state before and after. */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TAuditLogList } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { likePattern, pageOf } from './paging.ts';

export type AuditEntry = {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Records one admin action; called in the action's transaction where it has one. */
export async function recordAudit(db: DbExecutor, actor: AuthUser, entry: AuditEntry) {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.userName,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(
  db: DbExecutor,
  query: { page: number; recordsPerPage: number; action?: string; actor?: string; target?: string },
): Promise<TAuditLogList> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.actor) conditions.push(ilike(adminAuditLog.actorName, likePattern(query.actor)));
  if (query.target) conditions.push(ilike(adminAuditLog.target, likePattern(query.target)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      createdDate: row.createdAt.toISOString(),
    })),
    totalCount: total?.value ?? 0,
  };
}
