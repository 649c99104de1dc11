/** /api/tender: the owner's calls of spec §7, grouped by what they do. */
import type { ModuleRegistrar } from '../../context.ts';
import { registerTenderEditRoutes } from './edit-routes.ts';
import { registerTenderFileRoutes } from './file-routes.ts';
import { registerTenderLifecycleRoutes } from './lifecycle-routes.ts';

export const registerTenderRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  await registerTenderEditRoutes(app, ctx, guards);
  await registerTenderLifecycleRoutes(app, ctx, guards);
  await registerTenderFileRoutes(app, ctx, guards);
};
