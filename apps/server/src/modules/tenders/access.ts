/**
 * Who may see or change a tender, decided in one place. The supplier issue extends
 * `relationOf` with participants; everything else asks `loadTenderForViewer` / `loadTenderForOwner`.
 */
import { eq } from 'drizzle-orm';
import { Messages, TenderStatus, isEditable } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';

export type TenderRow = typeof tenders.$inferSelect;

/** owner: everything; public-reader: a public tender past its draft stage, read only. */
export type TenderRelation = 'owner' | 'public-reader';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row (and must not reach PostgreSQL as a uuid). */
export const isUuid = (value: string | undefined | null): value is string =>
  typeof value === 'string' && UUID.test(value);

async function findTender(
  db: DbExecutor,
  tenderId: string,
  { forUpdate = false } = {},
): Promise<TenderRow | undefined> {
  if (!isUuid(tenderId)) return undefined;
  const query = db.select().from(tenders).where(eq(tenders.id, tenderId));
  const [tender] = forUpdate ? await query.for('update') : await query;
  return tender;
}

/** The viewer's relation to the tender, or undefined when the tender is none of their business. */
export async function relationOf(
  _db: DbExecutor,
  tender: TenderRow,
  viewerId: string | undefined,
): Promise<TenderRelation | undefined> {
  if (viewerId !== undefined && tender.ownerId === viewerId) return 'owner';
  // The supplier issue adds participants (invited, applied, …) here, before the public rule.
  if (tender.isPublic && tender.status !== TenderStatus.NEW) return 'public-reader';
  return undefined;
}

/** The tender as the viewer may see it; 404 when it does not exist or is invisible to them. */
export async function loadTenderForViewer(
  db: DbExecutor,
  tenderId: string,
  viewerId: string | undefined,
): Promise<{ tender: TenderRow; relation: TenderRelation }> {
  const tender = await findTender(db, tenderId);
  const relation = tender && (await relationOf(db, tender, viewerId));
  if (!tender || !relation) throw notFound();
  return { tender, relation };
}

/**
 * The tender for a change by its owner: 404 when the caller cannot see it, 403 when they can
 * but do not own it. `forUpdate` locks the row for the rest of the transaction.
 */
export async function loadTenderForOwner(
  db: DbExecutor,
  tenderId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TenderRow> {
  const tender = await findTender(db, tenderId, options);
  if (!tender) throw notFound();
  if (tender.ownerId === userId) return tender;
  if (await relationOf(db, tender, userId)) throw forbidden();
  throw notFound();
}

/** Parameters (and attachments) change only in drafts (DESIGN §5). */
export function assertEditable(tender: TenderRow, message: string = Messages.modificationBlocked) {
  if (!isEditable(tender.status)) throw conflict(message, 'modification_blocked');
}
