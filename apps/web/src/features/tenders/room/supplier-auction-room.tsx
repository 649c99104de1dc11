// The room as the supplier view's slot (SupplierTenderPage's AuctionRoom prop takes { tender }).
import type { TTender } from '@tendermark/shared';
import { AuctionRoom } from './auction-room.tsx';

export function SupplierAuctionRoom({ tender }: { tender: TTender }) {
  return <AuctionRoom tender={tender} viewer="supplier" />;
}
