/**
 * The embedded database's first start (issue 31, cold start). Creating a PGlite database runs
 * Postgres's initdb inside WebAssembly, then every migration, then the reference data every
 * installation holds the same (code lists, texts, rates, the shipped government tenders): most of
 * what the first `npm start` on an empty DATA_DIR took (bench/README.md, cold start). The server's
 * build (scripts/build-server.mjs) runs this file to make such a data folder beside the compiled
 * code; a start whose PGlite folder holds no database yet begins from a copy of it. Migrations
 * still run at every start (idempotent), so a template older than the code only leaves them more
 * to do. The reference seeds run at every restart, not on the start that copied the template: the
 * build made both the code and the template, so the template holds what those seeds would insert.
 * Accounts and demo tenders are each installation's own (their times are the first start's).
 *
 * The copy runs in the background (main.ts starts it before it loads the rest of the server), so
 * this file imports only node: modules at its top; what makes a template is loaded when it runs.
 * A server run from its TypeScript sources (tsx, tests) has no template and creates its database.
 */
import { constants, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The embedded database's folder under DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * Gives an empty PGlite folder on disk a copy of the template, when one was built holding what
 * this start would seed (the government tenders or not); true if it did. The copy is made aside
 * and renamed into place, so a start cut short leaves no half a database.
 */
export async function startFromTemplate(
  pgliteDir: string,
  wants: TemplateContents,
  templateDir = PGLITE_TEMPLATE_DIR,
): Promise<boolean> {
  if (pgliteDir.startsWith('memory://') || hasDatabase(pgliteDir) || !hasDatabase(templateDir))
    return false;
  if (contentsOf(templateDir)?.govTenders !== wants.govTenders) return false;
  if (existsSync(pgliteDir)) {
    if (readdirSync(pgliteDir).length > 0) return false;
    await rm(pgliteDir, { recursive: true });
  }
  const partial = `${pgliteDir}.from-template-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await copyTree(templateDir, partial);
  await rename(partial, pgliteDir);
  return true;
}

/**
 * Files copied at once: the copies run on libuv's thread pool (4 threads), and the rest of the
 * server loads its modules through the same pool meanwhile; two leave it room.
 */
const COPIES_AT_ONCE = 2;

/**
 * Copies a folder tree: folders first (with their modes, as Postgres made them), then the files
 * (copyFile keeps each one's mode), a copy-on-write clone where the file system has them.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const relative = (entry: (typeof entries)[number]) =>
    path.relative(from, path.join(entry.parentPath, entry.name));
  const folders = ['', ...entries.filter((entry) => entry.isDirectory()).map(relative)].sort(
    (a, b) => a.length - b.length,
  );
  for (const folder of folders) await mkdir(path.join(to, folder), { recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(path.join(from, file), path.join(to, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copier));
  // Modes last: a folder Postgres made read-only for others would refuse the files copied into it.
  for (const folder of folders.reverse())
    await chmod(path.join(to, folder), (await stat(path.join(from, folder))).mode);
}

/**
 * Creates a PGlite database in `dir` (replacing what was there), migrates it, seeds the reference
 * data (with the government tenders unless told otherwise), and closes it. Postgres's own template
 * databases (template0, template1: what CREATE DATABASE copies, which the server never runs) are
 * dropped: half of the folder's files, which every first start would copy.
 */
export async function makePgliteTemplate(
  dir = PGLITE_TEMPLATE_DIR,
  contents: TemplateContents = { govTenders: true },
): Promise<void> {
  const [{ default: Fastify }, { systemClock }, { openDatabase }, { seedReferenceData }] =
    await Promise.all([
      import('fastify'),
      import('../lib/clock.ts'),
      import('./client.ts'),
      import('./seed/index.ts'),
    ]);
  const building = `${dir}.building`;
  await rm(building, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDir: building });
  try {
    await handle.migrate();
    const { log } = Fastify({ logger: { level: 'warn' } });
    const config = { seedGovTenders: contents.govTenders };
    await seedReferenceData({ db: handle.db, clock: systemClock, config }, log);
    for (const template of ['template0', 'template1']) {
      await handle.db.execute(`alter database ${template} with is_template false`);
      await handle.db.execute(`drop database ${template}`);
    }
  } finally {
    await handle.close();
  }
  await removeUnusedWal(building);
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  writeFileSync(contentsFile(dir), `${JSON.stringify(contents)}\n`);
}

/** Postgres's WAL segment size (initdb's default, which PGlite keeps). */
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

/**
 * Removes the WAL segments a closed database holds for later (preallocated zeros, or old
 * segments recycled under a future name): 16 MB each that every first start would copy. A
 * segment is in use when its first page says it is that segment (xlp_pageaddr, bytes 8–15 of the
 * page header, is the segment's own start); Postgres reads any other as the end of its WAL, and
 * makes new segments as it needs them.
 */
async function removeUnusedWal(dataDir: string): Promise<void> {
  const walDir = path.join(dataDir, 'pg_wal');
  for (const name of await readdir(walDir)) {
    if (!/^[0-9A-F]{24}$/.test(name)) continue;
    const file = path.join(walDir, name);
    const header = Buffer.alloc(16);
    const handle = await open(file);
    try {
      await handle.read(header, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const segmentsPerId = 0x1_0000_0000 / WAL_SEGMENT_BYTES;
    const segment =
      BigInt(parseInt(name.slice(8, 16), 16) * segmentsPerId) +
      BigInt(parseInt(name.slice(16), 16));
    if (header.readBigUInt64LE(8) !== segment * BigInt(WAL_SEGMENT_BYTES)) await rm(file);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await makePgliteTemplate(process.argv[2]);
}
