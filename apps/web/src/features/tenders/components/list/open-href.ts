// Where a list row leads: the owner view for the owner, "my auctions" (and from there the
// supplier view) for a participant.
import type { TTenderListRow } from '@tendermark/shared';
import { paths } from '@/config/paths.ts';

export function openHrefOf(row: TTenderListRow): string {
  return row.isOwner ? paths.auctions.owner.getHref(row.id) : paths.auctions.my.getHref(row.id);
}
