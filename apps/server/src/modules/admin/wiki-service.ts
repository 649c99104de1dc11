/** The wiki: categories (code list tWikiCategory) and questions with Markdown answers. */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  Messages,
  type TAddWikiEntryRequest,
  type TEditWikiEntryRequest,
  type TWikiCategory,
  type TWikiEntry,
  type TWikiReply,
} from '@tendermark/shared';
import type { Database, DbExecutor } from '../../db/client.ts';
import { wikiCategories, wikiEntries } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { recordAudit } from './audit.ts';
import { likePattern } from './paging.ts';

const unknownCategory = () => notFound('Wiki category not found');
const unknownEntry = () => notFound('Wiki question not found');

const entryColumns = {
  id: wikiEntries.id,
  question: wikiEntries.question,
  answer: wikiEntries.answer,
  categoryId: wikiEntries.categoryId,
};

export async function listWikiCategories(db: DbExecutor): Promise<TWikiCategory[]> {
  return db
    .select({ id: wikiCategories.id, name: wikiCategories.name })
    .from(wikiCategories)
    .orderBy(asc(wikiCategories.sortOrder), asc(wikiCategories.id));
}

export async function getWiki(
  db: Database,
  query: { filter?: string; categoryId?: number },
): Promise<TWikiReply> {
  const conditions: SQL[] = [];
  if (query.categoryId !== undefined) conditions.push(eq(wikiEntries.categoryId, query.categoryId));
  if (query.filter) {
    const pattern = likePattern(query.filter);
    const matches = or(ilike(wikiEntries.question, pattern), ilike(wikiEntries.answer, pattern));
    if (matches) conditions.push(matches);
  }
  const [categories, entries] = await Promise.all([
    listWikiCategories(db),
    db
      .select(entryColumns)
      .from(wikiEntries)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(wikiEntries.categoryId), asc(wikiEntries.id)),
  ]);
  return { categories, entries };
}

export async function addWikiCategory(db: Database, actor: AuthUser, name: string) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ value: count() }).from(wikiCategories);
    const [created] = await tx
      .insert(wikiCategories)
      .values({ name, sortOrder: (last?.value ?? 0) + 1 })
      .returning({ id: wikiCategories.id, name: wikiCategories.name });
    if (!created) throw badRequest(Messages.generalError);
    await recordAudit(tx, actor, {
      action: 'AddWikiCategory',
      target: String(created.id),
      after: created,
    });
    return created;
  });
}

export async function editWikiCategory(db: Database, actor: AuthUser, id: number, name: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: wikiCategories.id, name: wikiCategories.name })
      .from(wikiCategories)
      .where(eq(wikiCategories.id, id))
      .for('update');
    if (!before) throw unknownCategory();
    const [after] = await tx
      .update(wikiCategories)
      .set({ name })
      .where(eq(wikiCategories.id, id))
      .returning({ id: wikiCategories.id, name: wikiCategories.name });
    await recordAudit(tx, actor, { action: 'EditWikiCategory', target: String(id), before, after });
    return after ?? before;
  });
}

/** A category that still holds questions is kept (409), so no answer is lost by accident. */
export async function removeWikiCategory(db: Database, actor: AuthUser, id: number) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: wikiEntries.id })
      .from(wikiEntries)
      .where(eq(wikiEntries.categoryId, id))
      .limit(1);
    if (used) throw conflict(Messages.wikiCategoryInUse, 'category_in_use');
    const [before] = await tx
      .delete(wikiCategories)
      .where(eq(wikiCategories.id, id))
      .returning({ id: wikiCategories.id, name: wikiCategories.name });
    if (!before) throw unknownCategory();
    await recordAudit(tx, actor, { action: 'RemoveWikiCategory', target: String(id), before });
  });
}

async function assertCategory(db: DbExecutor, id: number) {
  const [found] = await db
    .select({ id: wikiCategories.id })
    .from(wikiCategories)
    .where(eq(wikiCategories.id, id));
  if (!found) throw badRequest('Wiki category not found', 'unknown_category');
}

export async function addWikiEntry(
  db: Database,
  clock: Clock,
  actor: AuthUser,
  input: TAddWikiEntryRequest,
): Promise<TWikiEntry> {
  return db.transaction(async (tx) => {
    await assertCategory(tx, input.categoryId);
    const now = clock.now();
    const [created] = await tx
      .insert(wikiEntries)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning(entryColumns);
    if (!created) throw badRequest(Messages.generalError);
    await recordAudit(tx, actor, {
      action: 'AddQuestionAndAnswerToWiki',
      target: String(created.id),
      after: created,
    });
    return created;
  });
}

export async function editWikiEntry(
  db: Database,
  clock: Clock,
  actor: AuthUser,
  { id, ...changes }: TEditWikiEntryRequest,
): Promise<TWikiEntry> {
  return db.transaction(async (tx) => {
    await assertCategory(tx, changes.categoryId);
    const [before] = await tx
      .select(entryColumns)
      .from(wikiEntries)
      .where(eq(wikiEntries.id, id))
      .for('update');
    if (!before) throw unknownEntry();
    const [after] = await tx
      .update(wikiEntries)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(wikiEntries.id, id))
      .returning(entryColumns);
    if (!after) throw unknownEntry();
    await recordAudit(tx, actor, {
      action: 'EditQuestionAndAnswerToWiki',
      target: String(id),
      before,
      after,
    });
    return after;
  });
}

export async function deleteWikiEntry(db: Database, actor: AuthUser, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(wikiEntries)
      .where(eq(wikiEntries.id, id))
      .returning(entryColumns);
    if (!before) throw unknownEntry();
    await recordAudit(tx, actor, {
      action: 'DeleteQuestionAndAnswerFromWiki',
      target: String(id),
      before,
    });
  });
}
