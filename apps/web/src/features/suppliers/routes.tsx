// Route objects of the supplier pages, lazily loaded; the app mounts them under its signed-in guard.
// The live room and the award outcome (built separately) plug into the supplier view through
// `AuctionRoom` and `AwardOutcome`.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { AuctionRoomSlotProps } from './pages/supplier-tender-page.tsx';

export function createSupplierRoutes({
  AuctionRoom,
  AwardOutcome,
}: {
  AuctionRoom?: ComponentType<AuctionRoomSlotProps>;
  /** The buyer's award decision (built separately), shown with the result once the auction ended. */
  AwardOutcome?: ComponentType<AuctionRoomSlotProps>;
} = {}): RouteObject[] {
  return [
    {
      path: paths.auctions.supplierList.path,
      lazy: async () => ({
        Component: (await import('./pages/supplier-tenders-page.tsx')).SupplierTendersPage,
      }),
    },
    {
      path: paths.auctions.supplier.path,
      lazy: async () => {
        const { SupplierTenderPage } = await import('./pages/supplier-tender-page.tsx');
        return {
          Component: () => (
            <SupplierTenderPage AuctionRoom={AuctionRoom} AwardOutcome={AwardOutcome} />
          ),
        };
      },
    },
  ];
}

/** The supplier pages without a live room. */
export const supplierRoutes = createSupplierRoutes();
