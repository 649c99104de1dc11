/**
 * Supplier entries as the API shows them (spec §3 Supplier entry): the owner gets every entry and
 * the open invitations of unregistered addresses, a supplier only their own entry.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  Constants,
  SupplierStatus,
  SupplierStatusLabels,
  TenderStatus,
  type SupplierStatusId,
  type TAttachment,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  companies,
  files,
  tenderInvitations,
  tenderSuppliers,
  tenders,
  users,
} from '../../db/schema/index.ts';
import { FileKind } from '../files/service.ts';
import type { EntryRow } from './entries.ts';

type EntryWithUser = {
  entry: EntryRow;
  userName: string;
  companyName: string | null;
  /** Other entries taking part that hold the same ranked position (sharing tie rules). */
  tiedWith?: number;
};

const pairs = (values: Record<string, number>) =>
  Object.entries(values).map(([id, value]) => ({ id, value }));

export const statusOf = (status: number) => ({
  id: status,
  name: SupplierStatusLabels[status as SupplierStatusId] ?? '',
});

export function toEntryDto(
  { entry, userName, companyName, tiedWith = 0 }: EntryWithUser,
  attachments: TAttachment[],
): TSupplierEntry {
  return {
    user: { userName, companyName },
    overallPosition: entry.overallPosition,
    ...(tiedWith > 0 && { tiedWith }),
    status: statusOf(entry.status),
    isPublic: entry.isPublic,
    rejectedReason: entry.rejectedReason,
    offerDescription: entry.offerDescription,
    attachments,
    criteriaBids: pairs(entry.criterionBids),
    itemsBids: pairs(entry.itemBids),
    mustHaveConditionResponses: Object.entries(entry.mustHaveResponses).map(
      ([mhcId, response]) => ({ mhcId, response }),
    ),
    lastActivityDate: entry.lastActivityDate?.toISOString() ?? null,
    canReinvite: entry.status === SupplierStatus.INVITED,
    ownerComment: entry.ownerComment,
    rejoinReason: entry.rejoinReason,
    proposalFinalizedAt: entry.proposalFinalizedAt?.toISOString() ?? null,
    isDemo: entry.isDemo,
    isRegistered: true,
  };
}

/**
 * How many other entries taking part hold the entry's ranked position: under a sharing tie rule
 * (issue 29) equal offers share one, so the supplier is told it is tied.
 */
const tiedWithColumn = sql<number>`(
  SELECT count(*)::int FROM tender_suppliers tied
  WHERE ${tenderSuppliers.status} = ${SupplierStatus.ACCEPTED}
    AND ${tenderSuppliers.overallPosition} <> ${Constants.noPosition}
    AND tied.tender_id = ${tenderSuppliers.tenderId} AND tied.id <> ${tenderSuppliers.id}
    AND tied.status = ${SupplierStatus.ACCEPTED}
    AND tied.overall_position = ${tenderSuppliers.overallPosition})`;

async function selectEntries(db: DbExecutor, tenderId: string, userId?: string) {
  return db
    .select({
      entry: tenderSuppliers,
      userName: users.userName,
      companyName: companies.name,
      tiedWith: tiedWithColumn,
    })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        userId ? eq(tenderSuppliers.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(tenderSuppliers.createdAt), asc(tenderSuppliers.id));
}

/** Bidders' attachments of the tender by uploader (only those of `uploaderIds` when given). */
export async function bidderAttachments(
  db: DbExecutor,
  tenderId: string,
  uploaderIds?: readonly string[],
): Promise<Map<string, TAttachment[]>> {
  const rows = await db
    .select({
      id: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
      uploaderId: files.uploaderId,
    })
    .from(files)
    .where(
      and(
        eq(files.tenderId, tenderId),
        eq(files.kind, FileKind.BIDDER_ATTACHMENT),
        uploaderIds ? inArray(files.uploaderId, [...uploaderIds]) : undefined,
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  const byUploader = new Map<string, TAttachment[]>();
  for (const { uploaderId, ...attachment } of rows)
    byUploader.set(uploaderId, [...(byUploader.get(uploaderId) ?? []), attachment]);
  return byUploader;
}

/** Invitations sent to addresses without an account, shown to the owner as invited entries. */
async function openInvitations(db: DbExecutor, tenderId: string): Promise<TSupplierEntry[]> {
  const rows = await db
    .select({ invitation: tenderInvitations, tenderStatus: tenders.status })
    .from(tenderInvitations)
    .innerJoin(tenders, eq(tenders.id, tenderInvitations.tenderId))
    .where(and(eq(tenderInvitations.tenderId, tenderId), isNull(tenderInvitations.redeemedAt)))
    .orderBy(asc(tenderInvitations.createdAt), asc(tenderInvitations.email));
  return rows.map(({ invitation, tenderStatus }) => ({
    user: { userName: invitation.email, companyName: null },
    overallPosition: 9999,
    // Picked while drafting: the mail goes out when the tender is scheduled.
    status: statusOf(
      tenderStatus === TenderStatus.NEW
        ? SupplierStatus.WAITING_FOR_INVITE
        : SupplierStatus.INVITED,
    ),
    isPublic: false,
    rejectedReason: null,
    offerDescription: null,
    attachments: [],
    criteriaBids: [],
    itemsBids: [],
    mustHaveConditionResponses: [],
    lastActivityDate: invitation.createdAt.toISOString(),
    canReinvite: true,
    isRegistered: false,
  }));
}

/** Every entry of the tender and its open invitations: the owner's view. */
export async function loadOwnerEntries(
  db: DbExecutor,
  tenderId: string,
): Promise<TSupplierEntry[]> {
  const rows = await selectEntries(db, tenderId);
  const attachments = await bidderAttachments(db, tenderId);
  const invitations = await openInvitations(db, tenderId);
  return [
    ...rows.map((row) => toEntryDto(row, attachments.get(row.entry.userId) ?? [])),
    ...invitations,
  ];
}

/** One supplier's entry with their attachments, or undefined. */
export async function loadEntryDto(
  db: DbExecutor,
  tenderId: string,
  userId: string,
): Promise<TSupplierEntry | undefined> {
  const [row] = await selectEntries(db, tenderId, userId);
  if (!row) return undefined;
  const attachments = await bidderAttachments(db, tenderId, [userId]);
  return toEntryDto(row, attachments.get(userId) ?? []);
}

/** Suppliers taking part (accepted): the tender's totalActiveBidders. */
export async function countAcceptedSuppliers(db: DbExecutor, tenderId: string): Promise<number> {
  const [{ accepted }] = await db
    .select({ accepted: count() })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
      ),
    );
  return accepted;
}
