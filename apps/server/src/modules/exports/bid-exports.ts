/**
 * The bid history and the ranking of a tender as tables (table-writer.ts writes them as .xlsx or
 * .csv). The owner's history names every bidder; a supplier's holds their own bids and no name.
 */
import { Constants, SupplierStatus, exportFileName } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { supplierEntryId } from '../auction/room-access.ts';
import { readEntries, type OverviewEntry } from '../overview/overview-reads.ts';
import { readCriteria, readItems } from '../tenders/parameters-store.ts';
import { bidExportViewer, ownerExportViewer } from './export-access.ts';
import { readAllBids, type ExportBidRow } from './export-reads.ts';
import type { ExportCell, ExportColumn, ExportTable } from './table-writer.ts';

/** A table and the name of the file it goes out as (without the extension). */
export type NamedTable = { table: ExportTable; fileName: (extension: string) => string };

type Target = { kind: 'Item' | 'Criterion'; name: string; unit: string; isMoney: boolean };

/** Items and criteria by id: what a bid was on, and the unit its value is in. */
async function targetsOf(ctx: AppContext, tenderId: string, currency: string) {
  const [items, criteria] = await Promise.all([
    readItems(ctx.db, tenderId),
    readCriteria(ctx.db, tenderId),
  ]);
  return new Map<string, Target>([
    ...items.map((item): [string, Target] => [
      item.id ?? '',
      {
        kind: 'Item',
        name: item.name,
        unit: item.unitOfMeasurement.name ? `${currency}/${item.unitOfMeasurement.name}` : currency,
        isMoney: true,
      },
    ]),
    ...criteria.map((criterion): [string, Target] => [
      criterion.id ?? '',
      {
        kind: 'Criterion',
        name: criterion.name,
        unit: criterion.isPrice ? currency : criterion.unit.name,
        isMoney: Boolean(criterion.isPrice),
      },
    ]),
  ]);
}

const bidColumns = (withSupplier: boolean): ExportColumn[] => [
  { header: 'Seq', kind: 'integer', width: 8 },
  { header: 'Time (UTC)', kind: 'date', width: 20 },
  ...(withSupplier
    ? [
        { header: 'Supplier', kind: 'text', width: 28 } as const,
        { header: 'Company', kind: 'text', width: 28 } as const,
      ]
    : []),
  { header: 'Target type', kind: 'text', width: 12 },
  { header: 'Target', kind: 'text', width: 32 },
  { header: 'Value', kind: 'money', width: 16 },
  { header: 'Unit', kind: 'text', width: 14 },
  { header: 'Phase', kind: 'text', width: 10 },
  { header: 'Withdrawn', kind: 'boolean', width: 11 },
];

function bidCells(bid: ExportBidRow, target: Target | undefined, withSupplier: boolean) {
  const cells: ExportCell[] = [
    bid.seq,
    bid.createdAt,
    ...(withSupplier ? [bid.supplierName, bid.companyName] : []),
    target?.kind ?? (bid.targetKind === 'criterion' ? 'Criterion' : 'Item'),
    target?.name ?? '',
    target?.isMoney === false ? { value: bid.value, kind: 'number' } : bid.value,
    target?.unit ?? '',
    bid.phase === 'proposal' ? 'Proposal' : 'Live',
    bid.withdrawnAt !== null,
  ];
  return cells;
}

/**
 * GET ExportBidHistory: the owner gets every bid with the bidder's name and company; a supplier
 * their own bids only (their entry's), without names.
 */
export async function bidHistoryExport(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<NamedTable> {
  const { tender, role } = await bidExportViewer(ctx, user, tenderId);
  const isOwner = role === 'owner';
  // roomViewer found an accepted entry for a supplier, so the id is there; '' would match no bid.
  const onlyOf = isOwner ? undefined : ((await supplierEntryId(ctx, tender.id, user.id)) ?? '');
  const [targets, bids] = await Promise.all([
    targetsOf(ctx, tender.id, tender.currency),
    readAllBids(ctx.db, tender.id, onlyOf),
  ]);
  const now = ctx.clock.now();
  return {
    table: {
      sheetName: isOwner ? 'Bid history' : 'My bids',
      currency: tender.currency,
      columns: bidColumns(isOwner),
      rows: bids.map((bid) => bidCells(bid, targets.get(bid.targetId), isOwner)),
    },
    fileName: (extension) =>
      exportFileName(isOwner ? 'bid-history' : 'my-bids', tender, extension, now),
  };
}

/** Accepted entries by position (offers missing an item last), then who reached it first. */
const byStanding = (a: OverviewEntry, b: OverviewEntry) =>
  a.position - b.position || a.reachedSeq - b.reachedSeq || a.id.localeCompare(b.id);

/** GET ExportRanking (owner): position, supplier, total and score of every accepted offer. */
export async function rankingExport(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<NamedTable> {
  const { tender } = await ownerExportViewer(ctx, user, tenderId);
  const entries = (await readEntries(ctx.db, tender.id))
    .filter((entry) => entry.status === SupplierStatus.ACCEPTED)
    .sort(byStanding);
  const now = ctx.clock.now();
  return {
    table: {
      sheetName: 'Ranking',
      currency: tender.currency,
      columns: [
        { header: 'Position', kind: 'integer', width: 10 },
        { header: 'Supplier', kind: 'text', width: 28 },
        { header: 'Company', kind: 'text', width: 28 },
        { header: 'Total', kind: 'money', width: 18 },
        { header: 'Score', kind: 'score', width: 10 },
        { header: 'Winner', kind: 'boolean', width: 9 },
      ],
      rows: entries.map((entry) => [
        entry.position === Constants.noPosition ? null : entry.position,
        entry.userName,
        entry.companyName,
        entry.total,
        entry.score,
        entry.id === tender.winnerSupplierId,
      ]),
    },
    fileName: (extension) => exportFileName('ranking', tender, extension, now),
  };
}
