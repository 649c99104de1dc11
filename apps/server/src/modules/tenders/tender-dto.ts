/** The Tender of spec §3 as GetTender returns it: parameters plus status, files, totals and the viewer's view. */
import { and, asc, eq } from 'drizzle-orm';
import {
  fileUrl,
  seesBestBids,
  totalExpectedPrice,
  withoutBestBids,
  type TAttachment,
  type TTender,
  type TTenderParameters,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { companies, files, tenderAnnouncements, users } from '../../db/schema/index.ts';
import { convertAmount } from '../exchange-rates/service.ts';
import { FileKind } from '../files/service.ts';
import { loadParticipation } from '../suppliers/entry-dto.ts';
import { mayReadTenderAttachments, type TenderRelation, type TenderRow } from './access.ts';
import { readParameters } from './parameters-store.ts';

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

export async function ownerSummary(db: DbExecutor, userId: string) {
  const [owner] = await db
    .select({
      userName: users.userName,
      companyName: companies.name,
      defaultCurrency: users.defaultCurrency,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return owner ?? { userName: '', companyName: null, defaultCurrency: 'USD' };
}

export async function listAttachments(db: DbExecutor, tenderId: string): Promise<TAttachment[]> {
  const rows = await db
    .select({ id: files.id, name: files.name, size: files.size, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.tenderId, tenderId), eq(files.kind, FileKind.ATTACHMENT)))
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows;
}

async function listAnnouncements(db: DbExecutor, tenderId: string) {
  const rows = await db
    .select({ createdAt: tenderAnnouncements.createdAt, text: tenderAnnouncements.text })
    .from(tenderAnnouncements)
    .where(eq(tenderAnnouncements.tenderId, tenderId))
    .orderBy(asc(tenderAnnouncements.createdAt));
  return rows.map((row) => ({ date: row.createdAt.toISOString(), text: row.text }));
}

/** A stored tender as `viewerId` sees it (relation from loadTenderForViewer / loadTenderForOwner). */
export async function tenderDto(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  tender: TenderRow,
  viewer: { id: string | undefined; relation: TenderRelation },
): Promise<TTender> {
  const { db } = ctx;
  const isOwner = viewer.relation === 'owner';
  const [parameters, owner, viewerSummary, attachments, announcements, participation] =
    await Promise.all([
      readParameters(db, tender).then((read) =>
        // Best bids are the owner's, and the suppliers' only in an open auction's live room.
        seesBestBids(tender.bidVisibility, isOwner ? 'owner' : 'supplier', tender.status)
          ? read
          : withoutBestBids(read),
      ),
      ownerSummary(db, tender.ownerId),
      // The owner reading their own tender is the common case: one query serves both.
      viewer.id && viewer.id !== tender.ownerId ? ownerSummary(db, viewer.id) : undefined,
      listAttachments(db, tender.id),
      listAnnouncements(db, tender.id),
      loadParticipation(db, tender.id, { id: viewer.id, isOwner }),
    ]);
  // A supplier's own entry carries their status, which decides whether they read the attachments.
  const supplierStatus =
    participation.suppliers.length === 1 && !isOwner ? participation.suppliers[0].status.id : null;
  return composeTender(
    db,
    parameters,
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
      announcements,
      isOwner,
      userCurrency:
        (viewer.id === tender.ownerId ? owner : viewerSummary)?.defaultCurrency ?? tender.currency,
      attachments: mayReadTenderAttachments(tender, viewer.relation, supplierStatus)
        ? attachments
        : [],
      participation,
    },
    ctx.clock.now(),
  );
}
