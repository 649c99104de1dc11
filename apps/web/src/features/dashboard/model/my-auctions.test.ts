// The dashboard's lists of GetMyTenders rows: running and upcoming, invitations, roles and links.
import { describe, expect, it } from 'vitest';
import { SupplierStatus, TenderStatus, type TTenderListRow } from '@tendermark/shared';
import {
  auctionHref,
  pendingInvitations,
  roleOf,
  startsWithinDay,
  upcomingAuctions,
} from './my-auctions.ts';
import { tenderListRow } from '../test/dashboard-fixtures.ts';

const rows: TTenderListRow[] = [
  tenderListRow({ id: 'draft', tenderStatus: TenderStatus.NEW }),
  tenderListRow({ id: 'owned', tenderStatus: TenderStatus.SCHEDULED }),
  tenderListRow({
    id: 'invited',
    isOwner: false,
    supplierStatus: SupplierStatus.INVITED,
    tenderStatus: TenderStatus.SCHEDULED,
  }),
  tenderListRow({
    id: 'accepted',
    isOwner: false,
    supplierStatus: SupplierStatus.ACCEPTED,
    tenderStatus: TenderStatus.SUBMITTED,
  }),
];

describe('the dashboard lists of my auctions', () => {
  it('leaves drafts out of the running and upcoming auctions and keeps the order', () => {
    expect(upcomingAuctions(rows).map((row) => row.id)).toEqual(['owned', 'invited', 'accepted']);
    expect(upcomingAuctions(rows, 2).map((row) => row.id)).toEqual(['owned', 'invited']);
  });

  it('finds the invitations: supplier rows in the status invited', () => {
    expect(pendingInvitations(rows).map((row) => row.id)).toEqual(['invited']);
  });

  it('names the role and leads the buyer to the owner view, a supplier to the supplier view', () => {
    const [, owned, invited] = rows;
    expect(roleOf(owned!)).toBe('buyer');
    expect(roleOf(invited!)).toBe('supplier');
    expect(auctionHref(owned!)).toBe('/auctions/owner/owned/1');
    expect(auctionHref(invited!)).toBe('/auctions/supplier/invited');
  });

  it('counts down only to a start that is ahead and at most a day away', () => {
    const now = new Date('2030-03-01T12:00:00.000Z');
    expect(startsWithinDay('2030-03-01T18:00:00.000Z', now)).toBe(true);
    expect(startsWithinDay('2030-03-02T12:00:00.000Z', now)).toBe(true);
    expect(startsWithinDay('2030-03-02T12:00:01.000Z', now)).toBe(false);
    expect(startsWithinDay('2030-03-01T11:59:59.000Z', now)).toBe(false);
  });
});
