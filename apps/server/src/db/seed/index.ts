/** Start-up seeding: reference data and texts always (idempotent), accounts and demo tenders once. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { seedCodeLists } from '../../modules/codelists/seed.ts';
import { seedLocalizationTexts } from '../../modules/localization/seed.ts';
import { seedAccounts } from '../../modules/account/seed.ts';
import { seedExchangeRates } from '../../modules/exchange-rates/seed.ts';
import { seedGovTenders } from '../../modules/search/ocds/seed.ts';
import { seedDemoTenders } from './demo-tenders.ts';

/**
 * What every installation holds the same: code lists, texts, exchange rates and, unless turned off,
 * the shipped government tenders. Idempotent; the PGlite template holds it already (pglite-template).
 */
export async function seedReferenceData(
  ctx: Pick<AppContext, 'db' | 'clock'> & { config: Pick<AppContext['config'], 'seedGovTenders'> },
  log: FastifyBaseLogger,
): Promise<void> {
  await seedCodeLists(ctx.db);
  await seedLocalizationTexts(ctx.db);
  await seedExchangeRates(ctx.db);
  // After the code lists and rates: rows need country ids and values in EUR.
  if (ctx.config.seedGovTenders) await seedGovTenders(ctx, log);
}

/**
 * Everything a start seeds; `hasReferenceData` when the database was just copied from the PGlite
 * template the same build made (pglite-template.ts), which holds the reference data already.
 */
export async function seedDatabase(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { hasReferenceData = false } = {},
): Promise<void> {
  if (!hasReferenceData) await seedReferenceData(ctx, log);
  await seedAccounts(ctx, log);
  if (ctx.config.seedDemo) {
    const created = await seedDemoTenders(ctx);
    if (created > 0) log.info({ tenders: created }, 'seeded demo tenders');
  }
}
