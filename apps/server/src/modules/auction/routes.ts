/** The live auction room's HTTP calls: bidding under /api/tendersupplier, the room under /api/tender. */
import type { ModuleRegistrar } from '../../context.ts';
import { registerBidRoutes } from './bid-routes.ts';
import { registerRoomRoutes } from './room-routes.ts';

export const registerAuctionRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  await registerBidRoutes(app, ctx, guards);
  await registerRoomRoutes(app, ctx, guards);
};
