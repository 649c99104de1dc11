/** Seeds the dated reference table (src/data/exchange-rates) so conversions work without network access. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { storeRates } from './service.ts';

const REFERENCE_TABLE = path.join(
  import.meta.dirname,
  '../../data/exchange-rates/ecb-2024-06-28.json',
);

const ZReferenceTable = z.object({
  date: z.iso.date(),
  base: z.literal('EUR'),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
});

export function loadReferenceTable() {
  const table = ZReferenceTable.parse(JSON.parse(readFileSync(REFERENCE_TABLE, 'utf8')));
  const rates = Object.entries(table.rates).map(([currency, perEur]) => ({ currency, perEur }));
  return { date: table.date, rates };
}

/** Idempotent: rates already stored for that day are kept. */
export async function seedExchangeRates(db: DbExecutor): Promise<void> {
  await storeRates(db, [loadReferenceTable()], { replace: false });
}
