/** The Tender of spec §3 as GetTender returns it: parameters plus status, files, totals and the viewer's view. */
import { and, asc, eq } from 'drizzle-orm';
import {
  fileUrl,
  totalExpectedPrice,
  type TAttachment,
  type TTender,
  type TTenderParameters,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { companies, files, tenderAnnouncements, users } from '../../db/schema/index.ts';
import { convertAmount } from '../exchange-rates/service.ts';
import { FileKind } from '../files/service.ts';
import type { TenderRelation, TenderRow } from './access.ts';
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
> & { attachments: TAttachment[] };

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
  return {
    ...parameters,
    ...facts,
    totExpPrice,
    totExpPriceInUserCurr: conversion?.amount ?? null,
    exchangeRateDate: conversion?.rateDate ?? null,
    attachments: { isUploading: false, list: facts.attachments },
    // Supplier entries and their counts arrive with the supplier issue (owner: all, supplier: own).
    suppliers: [],
    totalActiveBidders: 0,
    isFavorite: false,
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
  const [parameters, owner, viewerSummary, attachments, announcements] = await Promise.all([
    readParameters(db, tender),
    ownerSummary(db, tender.ownerId),
    viewer.id ? ownerSummary(db, viewer.id) : undefined,
    listAttachments(db, tender.id),
    listAnnouncements(db, tender.id),
  ]);
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
      isOwner: viewer.relation === 'owner',
      userCurrency: viewerSummary?.defaultCurrency ?? tender.currency,
      attachments,
    },
    ctx.clock.now(),
  );
}
