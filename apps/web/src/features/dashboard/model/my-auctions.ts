// The dashboard's view of GetMyTenders: which active rows are running or upcoming, which are
// invitations waiting for an answer, the user's role in each, and where each row leads.
import {
  SupplierStatus,
  TenderStatus,
  type TMyTendersQuery,
  type TTenderListRow,
} from '@tendermark/shared';
import { paths } from '@/config/paths.ts';

/** How many rows each list of the dashboard shows. */
export const DASHBOARD_ROWS = 5;

/**
 * One page large enough to hold the next few auctions after the drafts are left out (a draft is
 * neither running nor upcoming; the "Continue your draft" card leads to the newest one).
 */
export const upcomingAuctionsQuery: Partial<TMyTendersQuery> = {
  filter: 'active',
  searchByColumn: 'startDate',
  order: 'asc',
  pageNo: 1,
  recordsPerPage: 50,
};

/** The auctions the user takes part in as a supplier, where invitations are found. */
export const supplierAuctionsQuery: Partial<TMyTendersQuery> = {
  ...upcomingAuctionsQuery,
  owner: false,
};

export type AuctionRole = 'buyer' | 'supplier';

export const roleOf = (row: TTenderListRow): AuctionRole => (row.isOwner ? 'buyer' : 'supplier');

export const isPendingInvitation = (row: TTenderListRow): boolean =>
  !row.isOwner && row.supplierStatus === SupplierStatus.INVITED;

/** Running and upcoming: the active rows without drafts, soonest start first, at most `limit`. */
export function upcomingAuctions(
  rows: readonly TTenderListRow[],
  limit = DASHBOARD_ROWS,
): TTenderListRow[] {
  return rows.filter((row) => row.tenderStatus !== TenderStatus.NEW).slice(0, limit);
}

export function pendingInvitations(
  rows: readonly TTenderListRow[],
  limit = DASHBOARD_ROWS,
): TTenderListRow[] {
  return rows.filter(isPendingInvitation).slice(0, limit);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A start still ahead and less than a day away gets a countdown instead of a date. */
export function startsWithinDay(startDate: string, now: Date): boolean {
  const untilStart = new Date(startDate).getTime() - now.getTime();
  return untilStart > 0 && untilStart <= DAY_MS;
}

/** The owner view for the buyer, the supplier view for a supplier. */
export function auctionHref(row: TTenderListRow): string {
  return row.isOwner
    ? paths.auctions.owner.getHref(row.id)
    : paths.auctions.supplier.getHref(row.id);
}
