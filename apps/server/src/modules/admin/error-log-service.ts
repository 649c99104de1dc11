/**
 * Errors the web app met in users' browsers (error boundary, window error, unhandled rejection).
 * A report from a page opened by a mail link (reset, activation…) carries its one-time token in
 * the URL, and maybe in the message or stack: they are stored redacted, as the admin reads them.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TClientErrorLogList, TSaveClientErrorLogRequest } from '@tendermark/shared';
import type { Database } from '../../db/client.ts';
import { clientErrorLogs } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { redactSecrets } from '../../lib/log-redaction.ts';
import { likePattern, pageOf } from './paging.ts';

export type ClientErrorOrigin = { userName?: string; ip?: string; userAgent?: string };

export async function saveClientError(
  db: Database,
  clock: Clock,
  entry: TSaveClientErrorLogRequest,
  origin: ClientErrorOrigin,
): Promise<void> {
  await db.insert(clientErrorLogs).values({
    source: entry.source,
    message: redactSecrets(entry.message),
    stack: entry.stack ? redactSecrets(entry.stack) : null,
    url: entry.url ? redactSecrets(entry.url) : null,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    userName: origin.userName ?? null,
    ip: origin.ip ?? null,
    createdAt: clock.now(),
  });
}

export async function listClientErrors(
  db: Database,
  query: { page: number; recordsPerPage: number; filter?: string; source?: string },
): Promise<TClientErrorLogList> {
  const conditions: SQL[] = [];
  if (query.source) conditions.push(eq(clientErrorLogs.source, query.source));
  if (query.filter) {
    const pattern = likePattern(query.filter);
    const matches = or(
      ilike(clientErrorLogs.message, pattern),
      ilike(clientErrorLogs.url, pattern),
      ilike(clientErrorLogs.userName, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientErrorLogs)
      .where(where)
      .orderBy(desc(clientErrorLogs.createdAt), desc(clientErrorLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(clientErrorLogs).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      source: row.source as TClientErrorLogList['rows'][number]['source'],
      message: row.message,
      stack: row.stack,
      url: row.url,
      userAgent: row.userAgent,
      userName: row.userName,
      createdDate: row.createdAt.toISOString(),
    })),
    totalCount: total?.value ?? 0,
  };
}
