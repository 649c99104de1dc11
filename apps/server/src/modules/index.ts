/** Registers every feature module's routes; the order here is the order in the API docs. */
import type { FastifyInstance } from 'fastify';
import type { AppContext, ModuleRegistrar } from '../context.ts';
import type { Guards } from '../lib/auth.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { registerCodeListRoutes } from './codelists/routes.ts';
import { registerLocalizationRoutes } from './localization/routes.ts';
import { registerSettingsRoutes } from './settings/routes.ts';
import { registerSystemRoutes } from './system/routes.ts';
import { registerTenderRoutes } from './tenders/routes.ts';
import { registerAddressRoutes } from './addresses/routes.ts';
import { registerExchangeRateRoutes } from './exchange-rates/routes.ts';
import { registerAuctionRoutes } from './auction/routes.ts';
import { registerSupplierRoutes } from './suppliers/routes.ts';
import { registerQuestionRoutes } from './questions/routes.ts';
import { registerContactRoutes } from './contacts/routes.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerProfileAccountRoutes } from './account/profile-routes.ts';
import { registerBillingRoutes } from './billing/routes.ts';
import { registerOverviewRoutes } from './overview/routes.ts';
import { registerExportRoutes } from './exports/routes.ts';
import { registerAdminRoutes } from './admin/routes.ts';
import { registerOpenDataRoutes } from './open-data/routes.ts';
import { registerAwardRoutes } from './award/routes.ts';
import { registerLotRoutes } from './lots/routes.ts';
import { registerSealedOfferRoutes } from './sealed-offers/routes.ts';

const modules: ModuleRegistrar[] = [
  registerSystemRoutes,
  registerAccountRoutes,
  registerSettingsRoutes,
  registerCodeListRoutes,
  registerLocalizationRoutes,
  registerTenderRoutes,
  registerAddressRoutes,
  registerExchangeRateRoutes,
  registerAuctionRoutes,
  registerLotRoutes,
  registerSealedOfferRoutes,
  registerSupplierRoutes,
  registerQuestionRoutes,
  registerContactRoutes,
  registerNotificationRoutes,
  registerSearchRoutes,
  registerProfileAccountRoutes,
  registerBillingRoutes,
  registerOverviewRoutes,
  registerAwardRoutes,
  registerExportRoutes,
  registerAdminRoutes,
  registerOpenDataRoutes,
];

export async function registerModules(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
): Promise<void> {
  for (const register of modules) await register(app, ctx, guards);
}
