/** The Tender of spec §3 as GetTender returns it: parameters plus status, files, totals and the viewer's view. */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  SupplierStatus,
  fileUrl,
  seesBestBids,
  totalExpectedPrice,
  withoutBestBids,
  type TAttachment,
  type TSupplierEntry,
  type TTender,
  type TTenderParameters,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { companies, files, tenderAnnouncements, users } from '../../db/schema/index.ts';
import { awardForViewerFrom, type StoredAwardLine } from '../award/award-view.ts';
import { convertAmount } from '../exchange-rates/service.ts';
import { FileKind } from '../files/service.ts';
import {
  ownerEntriesOf,
  ownerEntryRows,
  type OwnedEntry,
  type OwnerEntryRows,
  type TenderIdParam,
} from '../suppliers/entry-dto.ts';
import { mayReadTenderAttachments, type TenderRelation, type TenderRow } from './access.ts';
import { jsonObject, jsonRows, selectValues } from './json-sql.ts';
import { parametersOf, partRows, type StoredPartRows } from './parameters-store.ts';
import { isFavoriteOf } from './participation-columns.ts';
import { awardLineRows, awardLinesOf } from './tender-award.ts';

/** Everything of a Tender that is not a parameter, as far as it does not depend on money. */
export type TenderFacts = Pick<
  TTender,
  | 'tenderStatus'
  | 'isDemo'
  | 'hidden'
  | 'createdDate'
  | 'endDate'
  | 'canceledReason'
  | 'version'
  | 'owner'
  | 'mainPictureUrl'
  | 'announcements'
  | 'isOwner'
  | 'userCurrency'
> & {
  attachments: TAttachment[];
  /** What the viewer may see of the supplier entries (none for a tender not stored yet). */
  participation?: Pick<TTender, 'suppliers' | 'totalActiveBidders' | 'isFavorite'>;
};

/** Joins parameters and facts, adding the expected total and its value in the viewer's currency. */
export async function composeTender(
  db: DbExecutor,
  parameters: TTenderParameters,
  facts: TenderFacts,
  now: Date,
): Promise<TTender> {
  const totExpPrice = totalExpectedPrice(parameters.itemsDetails);
  const conversion = await convertAmount(db, {
    amount: totExpPrice,
    from: parameters.currency,
    to: facts.userCurrency,
    on: now,
  });
  const { participation, ...rest } = facts;
  return {
    ...parameters,
    ...rest,
    totExpPrice,
    totExpPriceInUserCurr: conversion?.amount ?? null,
    exchangeRateDate: conversion?.rateDate ?? null,
    attachments: { isUploading: false, list: facts.attachments },
    suppliers: participation?.suppliers ?? [],
    totalActiveBidders: participation?.totalActiveBidders ?? 0,
    isFavorite: participation?.isFavorite ?? false,
  };
}

type UserSummary = { userName: string; companyName: string | null; defaultCurrency: string };
const UNKNOWN_USER: UserSummary = { userName: '', companyName: null, defaultCurrency: 'USD' };

/**
 * A user's name, company name and default currency as a JSON object; null for no such user. The
 * company by index (a subquery): a join planned for a small companies table reads all of it.
 */
const userSummary = (userId: string | SQLWrapper) => sql<UserSummary | null>`(
  select ${jsonObject({
    userName: users.userName,
    companyName: sql`(select ${companies.name} from ${companies}
      where ${eq(companies.id, users.companyId)})`,
    defaultCurrency: users.defaultCurrency,
  })}
  from ${users} where ${eq(users.id, userId)}
)`;

export async function ownerSummary(db: DbExecutor, userId: string): Promise<UserSummary> {
  const { owner } = await selectValues(db, { owner: userSummary(userId) });
  return owner ?? UNKNOWN_USER;
}

const attachmentRows = (tenderId: TenderIdParam) =>
  jsonRows<TAttachment>({
    fields: { id: files.id, name: files.name, size: files.size, contentType: files.contentType },
    from: sql`${files}
      where ${and(eq(files.tenderId, tenderId), eq(files.kind, FileKind.ATTACHMENT))}`,
    orderBy: sql`${files.createdAt}, ${files.id}`,
  });

const announcementRows = (tenderId: TenderIdParam) =>
  jsonRows<{ createdAt: string; text: string }>({
    fields: { createdAt: tenderAnnouncements.createdAt, text: tenderAnnouncements.text },
    from: sql`${tenderAnnouncements} where ${eq(tenderAnnouncements.tenderId, tenderId)}`,
    orderBy: sql`${tenderAnnouncements.createdAt}`,
  });

/** What tenderFacts reads, as its JSON object holds it. */
export type StoredTenderFacts = StoredPartRows &
  OwnerEntryRows & {
    owner: UserSummary | null;
    attachments: TAttachment[];
    announcements: Array<{ createdAt: string; text: string }>;
    awardLines: Parameters<typeof awardLinesOf>[0];
  };

/**
 * Everything GetTender shows of a stored tender besides its row that does not depend on who reads
 * it, as one JSON object (one subquery): the parts, the owner's summary, attachments,
 * announcements, every entry with the bidders' attachments, the open
 * invitations and the award's lines. Who may see which of these is decided by tenderFor, in the
 * process: the object holds other suppliers' entries and must never be sent as it is.
 * `tenderId` may be a placeholder and `ownerId` the outer row's column (reply-cache.ts's
 * prepared statement).
 */
export const tenderFacts = (tenderId: TenderIdParam, ownerId: string | SQLWrapper) =>
  jsonObject({
    // partRows binds its id with eq() only, which takes a placeholder as well as a value.
    ...partRows(tenderId as string),
    owner: userSummary(ownerId),
    attachments: attachmentRows(tenderId),
    announcements: announcementRows(tenderId),
    ...ownerEntryRows(tenderId),
    awardLines: awardLineRows(tenderId),
  }) as SQL<StoredTenderFacts>;

/**
 * A tender as every viewer's reply starts from: read once per tender and state (reply-cache.ts
 * keeps it under the tender's read key), holding what only some viewers may see.
 */
export type TenderShared = {
  parameters: TTenderParameters;
  owner: UserSummary;
  attachments: TAttachment[];
  announcements: Array<{ date: string; text: string }>;
  totalActiveBidders: number;
  /** Every registered entry, with whose it is: the owner sees all, a supplier their own. */
  entries: OwnedEntry[];
  /** Open invitations of addresses without an account: the owner's only. */
  invitations: TSupplierEntry[];
  awardLines: StoredAwardLine[];
};

export function sharedOf(tender: TenderRow, facts: StoredTenderFacts): TenderShared {
  const { entries, invitations } = ownerEntriesOf(facts, tender.status);
  return {
    parameters: parametersOf(tender, facts),
    owner: facts.owner ?? UNKNOWN_USER,
    attachments: facts.attachments,
    announcements: facts.announcements.map(({ createdAt, text }) => ({
      date: new Date(createdAt).toISOString(),
      text,
    })),
    // The suppliers taking part: every accepted entry is among them.
    totalActiveBidders: entries.filter((entry) => entry.status === SupplierStatus.ACCEPTED).length,
    entries,
    invitations,
    awardLines: awardLinesOf(facts.awardLines),
  };
}

/** The viewer as their reply needs them: relation, favourite flag and the currency they read in. */
export type TenderViewer = {
  id: string | undefined;
  relation: TenderRelation;
  isFavorite: boolean;
  /** The viewer's default currency (null for a user not found: USD, as ownerSummary). */
  defaultCurrency: string | null;
};

/** The currency the viewer reads amounts in: their default, or the tender's for nobody. */
const currencyOf = (tender: TenderRow, viewer: TenderViewer) =>
  viewer.id === undefined
    ? tender.currency
    : (viewer.defaultCurrency ?? UNKNOWN_USER.defaultCurrency);

/**
 * The tender as `viewer` may see it, from its shared part: every entry and the open invitations
 * for the owner, their own entry for anyone else; best bids, attachments and the award as each
 * role may see them.
 */
export async function tenderFor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  tender: TenderRow,
  shared: TenderShared,
  viewer: TenderViewer,
): Promise<TTender> {
  const isOwner = viewer.relation === 'owner';
  const ownEntry =
    !isOwner && viewer.id !== undefined
      ? shared.entries.find((entry) => entry.userId === viewer.id)
      : undefined;
  const suppliers = isOwner
    ? [...shared.entries.map((entry) => entry.dto), ...shared.invitations]
    : ownEntry
      ? [ownEntry.dto]
      : [];
  // A supplier's own entry carries their status, which decides whether they read the attachments.
  const supplierStatus = ownEntry?.status ?? null;
  const award = awardForViewerFrom(tender, shared.awardLines, viewer, ownEntry);
  const { owner } = shared;
  const dto = await composeTender(
    ctx.db,
    // Best bids are the owner's, and the suppliers' only in an open auction's live room.
    seesBestBids(tender.bidVisibility, isOwner ? 'owner' : 'supplier', tender.status)
      ? shared.parameters
      : withoutBestBids(shared.parameters),
    {
      tenderStatus: tender.status,
      isDemo: tender.isDemo,
      hidden: tender.hidden,
      createdDate: tender.createdAt.toISOString(),
      endDate: tender.endDate.toISOString(),
      canceledReason: tender.canceledReason,
      version: tender.version,
      owner: { userName: owner.userName, companyName: owner.companyName },
      mainPictureUrl: tender.mainPictureFileId ? fileUrl(tender.mainPictureFileId) : null,
      announcements: shared.announcements,
      isOwner,
      userCurrency: currencyOf(tender, viewer),
      attachments: mayReadTenderAttachments(tender, viewer.relation, supplierStatus)
        ? shared.attachments
        : [],
      participation: {
        suppliers,
        totalActiveBidders: shared.totalActiveBidders,
        isFavorite: viewer.isFavorite,
      },
    },
    ctx.clock.now(),
  );
  return award ? { ...dto, award } : dto;
}

/** A stored tender as `viewerId` sees it (relation from loadTenderForViewer / loadTenderForOwner). */
export async function tenderDto(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  tender: TenderRow,
  viewer: { id: string | undefined; relation: TenderRelation },
): Promise<TTender> {
  const read = await selectValues(ctx.db, {
    facts: tenderFacts(tender.id, tender.ownerId),
    viewerCurrency: viewer.id
      ? sql<string | null>`(select ${users.defaultCurrency} from ${users}
          where ${eq(users.id, viewer.id)})`
      : sql<string | null>`null`,
    isFavorite: viewer.id ? isFavoriteOf(tender.id, viewer.id) : sql<boolean>`false`,
  });
  return tenderFor(ctx, tender, sharedOf(tender, read.facts), {
    ...viewer,
    isFavorite: read.isFavorite,
    defaultCurrency: read.viewerCurrency,
  });
}
