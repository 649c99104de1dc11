/**
 * Saved searches (beyond the spec): a user keeps up to MAX_SAVED_SEARCHES searches; once an hour
 * the tenders that newly match one are announced in a notification and an e-mail. Each check is
 * claimed by moving checked_until in one UPDATE, so several processes never announce twice.
 */
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  Messages,
  ZTenderSearch,
  fillMessage,
  type TSaveSearchBody,
  type TSavedSearch,
  type TTenderSearch,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { govTenders, savedSearches, tenders, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordNotification } from '../notifications/service.ts';
import { isUuid } from '../../lib/ids.ts';
import { viewerCurrency } from './currency.ts';
import { searchGovTenders } from './gov-search.ts';
import { searchPublicTenders } from './public-tenders.ts';

export const MAX_SAVED_SEARCHES = 20;
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Matches named in one alert; the rest are counted. */
const ALERT_LISTED = 10;

const toDto = (row: typeof savedSearches.$inferSelect): TSavedSearch => ({
  id: row.id,
  kind: row.kind as TSavedSearch['kind'],
  name: row.name,
  criteria: row.criteria,
  createdDate: row.createdAt.toISOString(),
});

export async function listSavedSearches(ctx: AppContext, userId: string): Promise<TSavedSearch[]> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
  return rows.map(toDto);
}

export async function saveSearch(
  ctx: AppContext,
  userId: string,
  body: TSaveSearchBody,
): Promise<TSavedSearch> {
  const [{ kept }] = await ctx.db
    .select({ kept: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  if (kept >= MAX_SAVED_SEARCHES) throw badRequest(Messages.tooManySavedSearches);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(savedSearches)
    .values({
      userId,
      kind: body.kind,
      name: body.name,
      criteria: body.criteria,
      checkedUntil: now,
      createdAt: now,
    })
    .returning();
  return toDto(row);
}

export async function deleteSavedSearch(ctx: AppContext, userId: string, id: string) {
  const deleted = isUuid(id)
    ? await ctx.db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id })
    : [];
  if (deleted.length === 0) throw notFound();
}

type DueSearch = {
  id: string;
  userId: string;
  kind: string;
  name: string;
  criteria: unknown;
  since: Date;
};

/** Claims the searches not checked for an hour: their window is (since, now]. */
async function claimDueSearches(ctx: AppContext, now: Date): Promise<DueSearch[]> {
  const cutoff = new Date(now.getTime() - CHECK_EVERY_MS);
  const result = (await ctx.db.execute(sql`
    with due as (
      select ${savedSearches.id} as id, ${savedSearches.checkedUntil} as since
      from ${savedSearches} where ${lte(savedSearches.checkedUntil, cutoff)}
      for update skip locked limit 100
    )
    update ${savedSearches} set checked_until = ${now} from due
    where ${savedSearches.id} = due.id
    returning ${savedSearches.id} as id, ${savedSearches.userId} as "userId",
      ${savedSearches.kind} as kind, ${savedSearches.name} as name,
      ${savedSearches.criteria} as criteria, due.since as since
  `)) as unknown as { rows: Array<Omit<DueSearch, 'since'> & { since: string | Date }> };
  return result.rows.map((row) => ({ ...row, since: new Date(row.since) }));
}

/** The matches of a saved search that appeared in its window, newest first. */
async function newMatches(ctx: AppContext, search: DueSearch, criteria: TTenderSearch) {
  const currency = await viewerCurrency(ctx, { userId: search.userId });
  if (search.kind === 'gov') {
    const { ids } = await searchGovTenders(ctx, criteria, currency);
    if (ids.length === 0) return [];
    return ctx.db
      .select({ id: govTenders.id, title: govTenders.title })
      .from(govTenders)
      .where(and(inArray(govTenders.id, ids), gt(govTenders.importedAt, search.since)));
  }
  const { ids } = await searchPublicTenders(ctx, criteria, currency);
  if (ids.length === 0) return [];
  const published = sql`coalesce(${tenders.scheduledAt}, ${tenders.createdAt})`;
  return ctx.db
    .select({ id: tenders.id, title: tenders.name })
    .from(tenders)
    .where(and(inArray(tenders.id, ids), gt(published, search.since)));
}

/** Checks every due saved search and announces new matches; returns the ids of searches that alerted. */
export async function sendSavedSearchAlerts(ctx: AppContext): Promise<string[]> {
  const alerted: string[] = [];
  for (const search of await claimDueSearches(ctx, ctx.clock.now())) {
    const criteria = ZTenderSearch.safeParse(search.criteria);
    if (!criteria.success) continue;
    const matches = await newMatches(ctx, search, criteria.data);
    if (matches.length === 0) continue;
    await announce(ctx, search, matches);
    alerted.push(search.id);
  }
  return alerted;
}

async function announce(
  ctx: AppContext,
  search: DueSearch,
  matches: Array<{ id: string; title: string }>,
) {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, mailPreferences: users.mailPreferences })
    .from(users)
    .where(eq(users.id, search.userId));
  if (!user) return;
  const listed = matches.slice(0, ALERT_LISTED);
  await inTransaction(ctx, async (tx, events) => {
    await recordNotification(ctx, { tx, events }, user.id, {
      title: Messages.savedSearchAlertTitle,
      text: fillMessage(Messages.savedSearchAlertText, {
        name: search.name,
        count: matches.length,
      }),
    });
    await ctx.mailer.queueToUser({ tx, events }, user, 'savedSearchAlert', {
      searchName: search.name,
      kind: search.kind === 'gov' ? 'gov' : 'auctions',
      matches: listed,
      more: matches.length - listed.length,
    });
  });
}
