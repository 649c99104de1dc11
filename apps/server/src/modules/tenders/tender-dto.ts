/** The Tender of spec §3 as GetTender returns it: parameters plus status, files, totals and the viewer's view. */
import { and, eq, sql } from 'drizzle-orm';
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
import { awardForViewer } from '../award/award-view.ts';
import { convertAmount } from '../exchange-rates/service.ts';
import { FileKind } from '../files/service.ts';
import { loadEntryDto, loadOwnerEntries } from '../suppliers/entry-dto.ts';
import { mayReadTenderAttachments, type TenderRelation, type TenderRow } from './access.ts';
import { jsonObject, jsonRows, selectValues } from './json-sql.ts';
import { parametersOf, partRows } from './parameters-store.ts';
import { entriesIn, isFavoriteOf } from './participation-columns.ts';

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
const NO_SUMMARY = sql<UserSummary | null>`null`;

/** A user's name, company name and default currency as a JSON object; null for no such user. */
const userSummary = (userId: string) => sql<UserSummary | null>`(
  select ${jsonObject({
    userName: users.userName,
    companyName: companies.name,
    defaultCurrency: users.defaultCurrency,
  })}
  from ${users} left join ${companies} on ${eq(companies.id, users.companyId)}
  where ${eq(users.id, userId)}
)`;

export async function ownerSummary(db: DbExecutor, userId: string): Promise<UserSummary> {
  const { owner } = await selectValues(db, { owner: userSummary(userId) });
  return owner ?? UNKNOWN_USER;
}

const attachmentRows = (tenderId: string) =>
  jsonRows<TAttachment>({
    fields: { id: files.id, name: files.name, size: files.size, contentType: files.contentType },
    from: sql`${files}
      where ${and(eq(files.tenderId, tenderId), eq(files.kind, FileKind.ATTACHMENT))}`,
    orderBy: sql`${files.createdAt}, ${files.id}`,
  });

const announcementRows = (tenderId: string) =>
  jsonRows<{ createdAt: string; text: string }>({
    fields: { createdAt: tenderAnnouncements.createdAt, text: tenderAnnouncements.text },
    from: sql`${tenderAnnouncements} where ${eq(tenderAnnouncements.tenderId, tenderId)}`,
    orderBy: sql`${tenderAnnouncements.createdAt}`,
  });

/**
 * Everything GetTender reads of a stored tender besides its row and the supplier entries, as
 * subqueries of one statement: the parts, the owner's and the viewer's summaries, attachments,
 * announcements, the accepted suppliers and the viewer's favourite flag.
 */
const tenderReads = (tender: TenderRow, viewerId: string | undefined) => ({
  ...partRows(tender.id),
  owner: userSummary(tender.ownerId),
  // The owner reading their own tender is the common case: their summary serves both.
  viewer: viewerId && viewerId !== tender.ownerId ? userSummary(viewerId) : NO_SUMMARY,
  attachments: attachmentRows(tender.id),
  announcements: announcementRows(tender.id),
  totalActiveBidders: entriesIn(tender.id, [SupplierStatus.ACCEPTED]),
  isFavorite: viewerId ? isFavoriteOf(tender.id, viewerId) : sql<boolean>`false`,
});

/** The supplier entries the viewer sees: every one for the owner, their own for anyone else. */
async function visibleEntries(
  db: DbExecutor,
  tenderId: string,
  viewer: { id: string | undefined; isOwner: boolean },
): Promise<TSupplierEntry[]> {
  if (viewer.isOwner) return loadOwnerEntries(db, tenderId);
  const ownEntry = viewer.id ? await loadEntryDto(db, tenderId, viewer.id) : undefined;
  return ownEntry ? [ownEntry] : [];
}

/** The currency the viewer reads amounts in: their default, or the tender's for nobody. */
function viewerCurrency(
  tender: TenderRow,
  viewerId: string | undefined,
  summaries: { owner: UserSummary | null; viewer: UserSummary | null },
): string {
  if (viewerId === tender.ownerId) return (summaries.owner ?? UNKNOWN_USER).defaultCurrency;
  return viewerId ? (summaries.viewer ?? UNKNOWN_USER).defaultCurrency : tender.currency;
}

/** A stored tender as `viewerId` sees it (relation from loadTenderForViewer / loadTenderForOwner). */
export async function tenderDto(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  tender: TenderRow,
  viewer: { id: string | undefined; relation: TenderRelation },
): Promise<TTender> {
  const { db } = ctx;
  const isOwner = viewer.relation === 'owner';
  const [read, suppliers] = await Promise.all([
    selectValues(db, tenderReads(tender, viewer.id)),
    visibleEntries(db, tender.id, { id: viewer.id, isOwner }),
  ]);
  const parameters = parametersOf(tender, read);
  // A supplier's own entry carries their status, which decides whether they read the attachments.
  const supplierStatus = suppliers.length === 1 && !isOwner ? suppliers[0].status.id : null;
  const owner = read.owner ?? UNKNOWN_USER;
  const award = await awardForViewer(db, tender, viewer);
  const dto = await composeTender(
    db,
    // Best bids are the owner's, and the suppliers' only in an open auction's live room.
    seesBestBids(tender.bidVisibility, isOwner ? 'owner' : 'supplier', tender.status)
      ? parameters
      : withoutBestBids(parameters),
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
      announcements: read.announcements.map(({ createdAt, text }) => ({
        date: new Date(createdAt).toISOString(),
        text,
      })),
      isOwner,
      userCurrency: viewerCurrency(tender, viewer.id, read),
      attachments: mayReadTenderAttachments(tender, viewer.relation, supplierStatus)
        ? read.attachments
        : [],
      participation: {
        suppliers,
        totalActiveBidders: read.totalActiveBidders,
        isFavorite: read.isFavorite,
      },
    },
    ctx.clock.now(),
  );
  return award ? { ...dto, award } : dto;
}
