/** First start: the real government tenders shipped in src/data/gov-tenders, when the table is empty. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { govTenders } from '../../../db/schema/index.ts';
import { describeReport, importOcds, type ImportContext } from './import.ts';

const DATA_FOLDER = path.join(import.meta.dirname, '../../../data/gov-tenders');

/**
 * The shipped files (provenance in the folder's README.md). Release packages state their licence;
 * bare releases do not, so theirs is given here.
 */
export const SHIPPED_GOV_TENDER_FILES: readonly { file: string; license?: string }[] = [
  { file: 'uk-contracts-finder.release-packages.jsonl' },
  { file: 'au-nsw-etendering.release-packages.jsonl' },
  { file: 'ng-bpp.releases.jsonl', license: 'https://opendatacommons.org/licenses/pddl/1-0/' },
  { file: 'mx-inai.releases.jsonl', license: 'https://datos.gob.mx/libreusomx' },
  { file: 'mx-gacm.releases.jsonl', license: 'https://datos.gob.mx/libreusomx' },
];

/** Imports the shipped files into an empty gov_tenders table; logs one line per file. */
export async function seedGovTenders(ctx: ImportContext, log: FastifyBaseLogger): Promise<void> {
  const [anyRow] = await ctx.db.select({ id: govTenders.id }).from(govTenders).limit(1);
  if (anyRow) return;
  for (const { file, license } of SHIPPED_GOV_TENDER_FILES) {
    const started = performance.now();
    const report = await importOcds(ctx, {
      name: file,
      path: path.join(DATA_FOLDER, file),
      license,
    });
    log.info(`${describeReport(file, report)} in ${Math.round(performance.now() - started)} ms`);
  }
}
