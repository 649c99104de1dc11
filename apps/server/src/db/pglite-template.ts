/**
 * The embedded database's first start (issue 31, cold start). Creating a PGlite database runs
 * Postgres's initdb inside WebAssembly, then every migration, then the reference data every
 * installation holds the same (code lists, texts, rates, the shipped government tenders): most of
 * what the first `npm start` on an empty DATA_DIR took (bench/README.md, cold start). The server's
 * build (scripts/build-server.mjs) runs this file to make such a data folder beside the compiled
 * code; a start whose PGlite folder holds no database yet begins from a copy of it. Migrations and
 * reference seeds still run at every start (both idempotent), so a template older than the code
 * only leaves them more to do; accounts and demo tenders are each installation's own.
 *
 * A server run from its TypeScript sources (tsx, tests) has no template and creates its database.
 */
import {
  constants,
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { systemClock } from '../lib/clock.ts';
import { openDatabase } from './client.ts';
import { seedReferenceData } from './seed/index.ts';

/** Beside this file: dist/db/ for the compiled server (build-server.mjs makes it there). */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(new URL('./pglite-template', import.meta.url));

/** What a template holds besides the schema, written beside it (`<dir>.json`). */
type TemplateContents = { govTenders: boolean };

const hasDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));
const contentsFile = (templateDir: string) => `${templateDir}.json`;

function contentsOf(templateDir: string): TemplateContents | undefined {
  try {
    return JSON.parse(readFileSync(contentsFile(templateDir), 'utf8')) as TemplateContents;
  } catch {
    return undefined;
  }
}

/**
 * Gives an empty PGlite folder on disk a copy of the template, when one was built holding what
 * this start would seed (the government tenders or not); true if it did. The copy is made aside
 * and renamed into place, so a start cut short leaves no half a database.
 */
export function startFromTemplate(
  pgliteDir: string,
  wants: TemplateContents,
  templateDir = PGLITE_TEMPLATE_DIR,
): boolean {
  if (pgliteDir.startsWith('memory://') || hasDatabase(pgliteDir) || !hasDatabase(templateDir))
    return false;
  if (contentsOf(templateDir)?.govTenders !== wants.govTenders) return false;
  if (existsSync(pgliteDir)) {
    if (readdirSync(pgliteDir).length > 0) return false;
    rmSync(pgliteDir, { recursive: true });
  }
  const partial = `${pgliteDir}.from-template-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  // A copy-on-write clone where the file system has them, a plain copy elsewhere.
  cpSync(templateDir, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
  renameSync(partial, pgliteDir);
  return true;
}

/**
 * Creates a PGlite database in `dir` (replacing what was there), migrates it, seeds the reference
 * data (with the government tenders unless told otherwise), and closes it.
 */
export async function makePgliteTemplate(
  dir = PGLITE_TEMPLATE_DIR,
  contents: TemplateContents = { govTenders: true },
): Promise<void> {
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDir: building });
  try {
    await handle.migrate();
    const { log } = Fastify({ logger: { level: 'warn' } });
    const config = { seedGovTenders: contents.govTenders };
    await seedReferenceData({ db: handle.db, clock: systemClock, config }, log);
  } finally {
    await handle.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  writeFileSync(contentsFile(dir), `${JSON.stringify(contents)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await makePgliteTemplate(process.argv[2]);
}
