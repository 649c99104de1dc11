/** Start-up seeding: reference data and texts always (idempotent), accounts and demo data once. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { seedCodeLists } from '../../modules/codelists/seed.ts';
import { seedLocalizationTexts } from '../../modules/localization/seed.ts';
import { seedAccounts } from '../../modules/account/seed.ts';
import { seedExchangeRates } from '../../modules/exchange-rates/seed.ts';
import { seedGovTenders } from '../../modules/search/ocds/seed.ts';

export async function seedDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await seedCodeLists(ctx.db);
  await seedLocalizationTexts(ctx.db);
  await seedExchangeRates(ctx.db);
  // After the code lists and rates: rows need country ids and values in EUR.
  if (ctx.config.seedGovTenders) await seedGovTenders(ctx, log);
  await seedAccounts(ctx, log);
}
