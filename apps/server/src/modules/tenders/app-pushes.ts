/**
 * The app hub's tender pushes (spec §4, DESIGN §4): `addMyTender` when a tender joins (or changes
 * its place in) a user's lists — an owner's new or first-saved draft, a duplicate, a scheduled
 * tender; a supplier's invitation, application or bookmark — and `updateTenderVisibility` when
 * the owner hides or shows a tender or makes it public or private. Call after the commit.
 */
import type { AppContext } from '../../context.ts';
import { myTenderRow } from './list-service.ts';

/** addMyTender with the tender as a row of the user's lists; nothing when it is in none of them. */
export async function publishMyTender(
  ctx: AppContext,
  tenderId: string,
  userId: string,
): Promise<void> {
  const row = await myTenderRow(ctx, userId, tenderId);
  if (row) ctx.realtime.publisher.toUserApp(userId, 'addMyTender', { tender: row });
}

export type Visibility = { isPublic: boolean; hidden: boolean };

/**
 * updateTenderVisibility to the owner's open apps when the tender's visibility changed. Only the
 * owner's lists show it: hiding is the owner's tidying up, and a tender's publicity can change only
 * while it is a draft, which no supplier sees yet.
 */
export function publishVisibility(
  ctx: AppContext,
  tender: { id: string; ownerId: string },
  before: Visibility,
  after: Visibility,
): void {
  if (before.isPublic === after.isPublic && before.hidden === after.hidden) return;
  ctx.realtime.publisher.toUserApp(tender.ownerId, 'updateTenderVisibility', {
    tenderId: tender.id,
    isPublic: after.isPublic,
    hidden: after.hidden,
  });
}

type SavedDraft = { id: string; ownerId: string; version: number } & Visibility;

/**
 * After UpdateTender: the first save puts a blank draft into the owner's lists (addMyTender), and
 * a change of publicity shows in them (updateTenderVisibility).
 */
export async function publishDraftSaved(
  ctx: AppContext,
  before: SavedDraft,
  after: SavedDraft,
): Promise<void> {
  if (before.version === 0 && after.version > 0)
    await publishMyTender(ctx, after.id, after.ownerId);
  publishVisibility(ctx, after, before, after);
}
