/**
 * The app hub's tender events as the tenders module records them (spec §4, DESIGN §4):
 * `tenderListed` (addMyTender) when a tender joins (or changes its place in) a user's lists — an
 * owner's new or first-saved draft, a duplicate, a scheduled tender — and
 * `tenderVisibilityChanged` (updateTenderVisibility) when the owner hides or shows a tender or
 * makes it public or private. Record them in the transaction of the change; the pushes are
 * subscribers.ts's, after the commit.
 */
import type { EventRecorder } from '../../events/domain-events.ts';
import type { TenderVisibility } from './events.ts';

/**
 * updateTenderVisibility to the owner's open apps when the tender's visibility changed. Only the
 * owner's lists show it: hiding is the owner's tidying up, and a tender's publicity can change only
 * while it is a draft, which no supplier sees yet.
 */
export function recordVisibility(
  events: EventRecorder,
  tender: { id: string; ownerId: string },
  before: TenderVisibility,
  after: TenderVisibility,
): void {
  if (before.isPublic === after.isPublic && before.hidden === after.hidden) return;
  events.record({
    type: 'tenderVisibilityChanged',
    tenderId: tender.id,
    ownerId: tender.ownerId,
    isPublic: after.isPublic,
    hidden: after.hidden,
  });
}

type SavedDraft = { id: string; ownerId: string; version: number } & TenderVisibility;

/**
 * UpdateTender: the first save puts a blank draft into the owner's lists (addMyTender), and a
 * change of publicity shows in them (updateTenderVisibility).
 */
export function recordDraftSaved(
  events: EventRecorder,
  before: SavedDraft,
  after: SavedDraft,
): void {
  if (before.version === 0 && after.version > 0)
    events.record({ type: 'tenderListed', tenderId: after.id, userId: after.ownerId });
  recordVisibility(events, after, before, after);
}
