/** /api/tendersupplier (spec §7 Supplier calls, except the two bid calls of the auction module). */
import type { ModuleRegistrar } from '../../context.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import { registerOfferRoutes } from './offer-routes.ts';
import { registerOwnerSupplierRoutes } from './owner-routes.ts';
import { registerParticipationRoutes } from './participation-routes.ts';

export const registerSupplierRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  await registerInvitationRoutes(app, ctx, guards);
  await registerParticipationRoutes(app, ctx, guards);
  await registerOfferRoutes(app, ctx, guards);
  await registerOwnerSupplierRoutes(app, ctx, guards);
};
