/**
 * Supplier entries as the API shows them (spec §3 Supplier entry): the owner gets every entry and
 * the open invitations of unregistered addresses, a supplier only their own entry.
 */
import { and, asc, count, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
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
import { jsonObject, jsonRows, selectValues } from '../tenders/json-sql.ts';
import type { EntryRow } from './entries.ts';

type EntryWithUser = {
  entry: Pick<EntryRow, Exclude<keyof typeof entryFields, 'id' | 'userId'>>;
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

/** An open invitation (an address without an account) as the owner's invited entry. */
function invitationDto(
  invitation: { email: string; createdAt: Date },
  tenderStatus: number,
): TSupplierEntry {
  return {
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
  };
}

/** The entry columns an entry's DTO shows, and whose entry it is. */
const entryFields = {
  id: tenderSuppliers.id,
  userId: tenderSuppliers.userId,
  status: tenderSuppliers.status,
  isPublic: tenderSuppliers.isPublic,
  rejectedReason: tenderSuppliers.rejectedReason,
  rejoinReason: tenderSuppliers.rejoinReason,
  offerDescription: tenderSuppliers.offerDescription,
  ownerComment: tenderSuppliers.ownerComment,
  mustHaveResponses: tenderSuppliers.mustHaveResponses,
  itemBids: tenderSuppliers.itemBids,
  criterionBids: tenderSuppliers.criterionBids,
  overallPosition: tenderSuppliers.overallPosition,
  isDemo: tenderSuppliers.isDemo,
  proposalFinalizedAt: tenderSuppliers.proposalFinalizedAt,
  lastActivityDate: tenderSuppliers.lastActivityDate,
};

/** A JSON row: timestamps arrive as text. */
type Json<Row> = { [Key in keyof Row]: Row[Key] extends Date | null ? string | null : Row[Key] };
type EntryJsonRow = Json<Pick<EntryRow, keyof typeof entryFields>> & {
  /** Null only for an entry whose user is gone (an entry goes with its user). */
  user: { userName: string; companyName: string | null } | null;
};
type BidderFileRow = TAttachment & { uploaderId: string };
type InvitationRow = { email: string; createdAt: string };

/** A tender's id, or a placeholder for it in a prepared statement. */
export type TenderIdParam = string | Placeholder;

/**
 * The owner's view of a tender's entries as JSON subqueries of one statement: every entry with
 * its user's names and ties, the bidders' attachments and the open invitations.
 */
export const ownerEntryRows = (tenderId: TenderIdParam) => ({
  // The user's names by index, one entry at a time: a join planned for a small users table would
  // read all of it (a hash join), whatever the tender.
  entries: jsonRows<EntryJsonRow>({
    fields: {
      ...entryFields,
      user: sql`(select ${jsonObject({
        userName: users.userName,
        companyName: sql`(select ${companies.name} from ${companies}
          where ${eq(companies.id, users.companyId)})`,
      })} from ${users} where ${eq(users.id, tenderSuppliers.userId)})`,
    },
    from: sql`${tenderSuppliers} where ${eq(tenderSuppliers.tenderId, tenderId)}`,
    orderBy: sql`${tenderSuppliers.createdAt}, ${tenderSuppliers.id}`,
  }),
  bidderFiles: jsonRows<BidderFileRow>({
    fields: {
      id: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
      uploaderId: files.uploaderId,
    },
    from: sql`${files} where ${and(
      eq(files.tenderId, tenderId),
      eq(files.kind, FileKind.BIDDER_ATTACHMENT),
    )}`,
    orderBy: sql`${files.createdAt}, ${files.id}`,
  }),
  invitations: jsonRows<InvitationRow>({
    fields: { email: tenderInvitations.email, createdAt: tenderInvitations.createdAt },
    from: sql`${tenderInvitations} where ${and(
      eq(tenderInvitations.tenderId, tenderId),
      isNull(tenderInvitations.redeemedAt),
    )}`,
    orderBy: sql`${tenderInvitations.createdAt}, ${tenderInvitations.email}`,
  }),
});

export type OwnerEntryRows = {
  entries: EntryJsonRow[];
  bidderFiles: BidderFileRow[];
  invitations: InvitationRow[];
};

const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/** An entry as its DTO with whose it is, its status and position (for the award's view). */
export type OwnedEntry = { userId: string; status: number; position: number; dto: TSupplierEntry };

/**
 * How many other entries taking part hold each entry's ranked position, from all of a tender's
 * entries (as tiedWithColumn counts them): under a sharing tie rule equal offers share one.
 */
function tiesOf(entries: ReadonlyArray<Pick<EntryRow, 'id' | 'status' | 'overallPosition'>>) {
  const holding = new Map<number, number>();
  const ranked = (entry: Pick<EntryRow, 'status' | 'overallPosition'>) =>
    entry.status === SupplierStatus.ACCEPTED && entry.overallPosition !== Constants.noPosition;
  for (const entry of entries)
    if (ranked(entry))
      holding.set(entry.overallPosition, (holding.get(entry.overallPosition) ?? 0) + 1);
  return (entry: Pick<EntryRow, 'status' | 'overallPosition'>) =>
    ranked(entry) ? (holding.get(entry.overallPosition) ?? 1) - 1 : 0;
}

/** The owner's entries (registered ones with whose they are) and invited addresses from their rows. */
export function ownerEntriesOf(
  rows: OwnerEntryRows,
  tenderStatus: number,
): { entries: OwnedEntry[]; invitations: TSupplierEntry[] } {
  const attachments = new Map<string, TAttachment[]>();
  for (const { uploaderId, ...attachment } of rows.bidderFiles) {
    const list = attachments.get(uploaderId);
    if (list) list.push(attachment);
    else attachments.set(uploaderId, [attachment]);
  }
  // As the entries were read joined to their users: without a user, no entry.
  const registered = rows.entries.filter((entry) => entry.user !== null);
  const tiedWith = tiesOf(registered);
  return {
    entries: registered.map(({ user, ...entry }) => ({
      userId: entry.userId,
      status: entry.status,
      position: entry.overallPosition,
      dto: toEntryDto(
        {
          entry: {
            ...entry,
            proposalFinalizedAt: dateOf(entry.proposalFinalizedAt),
            lastActivityDate: dateOf(entry.lastActivityDate),
          },
          userName: user?.userName ?? '',
          companyName: user?.companyName ?? null,
          tiedWith: tiedWith(entry),
        },
        attachments.get(entry.userId) ?? [],
      ),
    })),
    invitations: rows.invitations.map(({ email, createdAt }) =>
      invitationDto({ email, createdAt: new Date(createdAt) }, tenderStatus),
    ),
  };
}

/** Every entry of the tender and its open invitations: the owner's view, in one statement. */
export async function loadOwnerEntries(
  db: DbExecutor,
  tenderId: string,
): Promise<TSupplierEntry[]> {
  const rows = await selectValues<OwnerEntryRows & { tenderStatus: number | null }>(db, {
    ...ownerEntryRows(tenderId),
    tenderStatus: sql<number | null>`(select ${tenders.status} from ${tenders}
      where ${eq(tenders.id, tenderId)})`,
  });
  // No tender, no invitations (they were read joined to it).
  const { entries, invitations } = ownerEntriesOf(rows, rows.tenderStatus ?? TenderStatus.NEW);
  return [...entries.map((entry) => entry.dto), ...(rows.tenderStatus === null ? [] : invitations)];
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
