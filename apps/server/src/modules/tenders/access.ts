/**
 * Who may see or change a tender, decided in one place: the owner, participating suppliers (by
 * their entry's status) and public readers. Everything else asks `loadTenderForViewer` /
 * `loadTenderForOwner`.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  Messages,
  SupplierStatus,
  TenderStatus,
  isEditable,
  isExcluded,
  isInformed,
  seesTender,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderSuppliers, tenders } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { entryStatusOf } from './participation-columns.ts';
import { isUuid } from '../../lib/ids.ts';

/** A stored tender as the services read it (the search vector is of use only for matching). */
export type TenderRow = Omit<typeof tenders.$inferSelect, 'searchVector'>;

export type TenderRelation = 'owner' | 'supplier' | 'public-reader';

/**
 * owner: everything; supplier: has an entry in a status that sees the tender (their own entry
 * only); public-reader: a public tender past its draft stage, read only; excluded: removed or
 * blocked, refused with a short message.
 */
export type ViewerRelation = TenderRelation | 'excluded';

export type TenderView = { relation: ViewerRelation; supplierStatus: number | null };

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

/** The status of the user's supplier entry in the tender, or null without one. */
export async function supplierStatusOf(
  db: DbExecutor,
  tenderId: string,
  userId: string,
): Promise<number | null> {
  const [entry] = await db
    .select({ status: tenderSuppliers.status })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, userId)));
  return entry?.status ?? null;
}

function viewFrom(
  tender: Pick<TenderRow, 'ownerId' | 'isPublic' | 'status'>,
  viewerId: string | undefined,
  supplierStatus: number | null,
): TenderView | undefined {
  if (viewerId !== undefined && tender.ownerId === viewerId)
    return { relation: 'owner', supplierStatus: null };
  if (isExcluded(supplierStatus)) return { relation: 'excluded', supplierStatus };
  if (seesTender(supplierStatus)) return { relation: 'supplier', supplierStatus };
  if (tender.isPublic && tender.status !== TenderStatus.NEW)
    return { relation: 'public-reader', supplierStatus };
  return undefined;
}

async function viewOf(
  db: DbExecutor,
  tender: TenderRow,
  viewerId: string | undefined,
): Promise<TenderView | undefined> {
  const supplierStatus =
    viewerId && viewerId !== tender.ownerId
      ? await supplierStatusOf(db, tender.id, viewerId)
      : null;
  return viewFrom(tender, viewerId, supplierStatus);
}

/**
 * The tender and the viewer's view of it. Unlocked, the viewer's entry comes with the row in one
 * statement; locked, it is read once the lock is held, so that it is as current as the row.
 */
async function findTenderAndView(
  db: DbExecutor,
  tenderId: string,
  viewerId: string | undefined,
  forUpdate: boolean,
): Promise<{ tender: TenderRow; view: TenderView | undefined } | undefined> {
  if (forUpdate) {
    const tender = await findTender(db, tenderId, { forUpdate });
    return tender && { tender, view: await viewOf(db, tender, viewerId) };
  }
  if (!isUuid(tenderId)) return undefined;
  const [row] = await db
    .select({
      tender: tenders,
      supplierStatus: viewerId ? entryStatusOf(tenders.id, viewerId) : sql<null>`null`,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return row && { tender: row.tender, view: viewFrom(row.tender, viewerId, row.supplierStatus) };
}

/** The viewer's relation to the tender, or undefined when the tender is none of their business. */
export async function relationOf(
  db: DbExecutor,
  tender: TenderRow,
  viewerId: string | undefined,
): Promise<ViewerRelation | undefined> {
  return (await viewOf(db, tender, viewerId))?.relation;
}

/**
 * The tender as the viewer may see it; 404 when it does not exist or is invisible to them, 403
 * with a short message when they were removed or blocked. `forUpdate` locks the row.
 */
export async function loadTenderForViewer(
  db: DbExecutor,
  tenderId: string,
  viewerId: string | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<{ tender: TenderRow; relation: TenderRelation; supplierStatus: number | null }> {
  const found = await findTenderAndView(db, tenderId, viewerId, options.forUpdate ?? false);
  if (!found) throw notFound();
  return { tender: found.tender, ...admitted(found.view) };
}

/**
 * The viewer's relation to a tender row read with their entry's status (null without one), as
 * loadTenderForViewer decides it: 404 when the tender is invisible to them, 403 when they were
 * removed or blocked.
 */
export function relationToRow(
  tender: Pick<TenderRow, 'ownerId' | 'isPublic' | 'status'>,
  viewerId: string | undefined,
  supplierStatus: number | null,
): { relation: TenderRelation; supplierStatus: number | null } {
  return admitted(viewFrom(tender, viewerId, supplierStatus));
}

function admitted(view: TenderView | undefined): {
  relation: TenderRelation;
  supplierStatus: number | null;
} {
  if (!view) throw notFound();
  if (view.relation === 'excluded')
    throw forbidden(
      view.supplierStatus === SupplierStatus.BLOCKED
        ? Messages.blockedInAuction
        : Messages.removedFromAuction,
    );
  return { relation: view.relation, supplierStatus: view.supplierStatus };
}

/**
 * A private tender's attachments are for its owner and for invited and accepted suppliers; a
 * public one's for everyone who may see it.
 */
export function mayReadTenderAttachments(
  tender: TenderRow,
  relation: TenderRelation,
  supplierStatus: number | null,
): boolean {
  if (relation === 'owner' || relation === 'public-reader') return true;
  return (tender.isPublic && tender.status !== TenderStatus.NEW) || isInformed(supplierStatus);
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
