/**
 * `npm run import:ocds -- [--license <url>] <file> [more files]`: imports OCDS releases (JSON or
 * JSON Lines) into the database of the normal configuration (DATABASE_URL, else PGlite in
 * DATA_DIR). With PGlite, stop the server first: one process at a time may open its data folder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { seedCodeLists } from '../src/modules/codelists/seed.ts';
import { seedExchangeRates } from '../src/modules/exchange-rates/seed.ts';
import { describeReport, importOcds } from '../src/modules/search/ocds/import.ts';

const USAGE = `usage: npm run import:ocds -- [--license <url>] <file.json|file.jsonl> [more files]
  --license  the licence of releases that state none (bare releases carry no licence)`;

function readArguments() {
  try {
    return parseArgs({
      options: { license: { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error((error as Error).message);
    console.log(USAGE);
    process.exit(1);
  }
}

const { values: options, positionals: files } = readArguments();
if (files.length === 0 || options.help) {
  console.log(USAGE);
  process.exit(options.help ? 0 : 1);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: 2,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
let hasUnreadableFile = false;
try {
  await database.migrate();
  // Countries and exchange rates give rows their country and value in EUR on a new database too.
  await seedCodeLists(database.db);
  await seedExchangeRates(database.db);
  for (const file of files) {
    // npm runs the script in apps/server; paths are meant from where the command was typed.
    const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    let text: string;
    try {
      text = await readFile(fullPath, 'utf8');
    } catch (error) {
      hasUnreadableFile = true;
      console.error(`${file}: cannot read (${(error as Error).message})`);
      continue;
    }
    const started = performance.now();
    const name = path.basename(file);
    const report = await importOcds(
      { db: database.db, clock: systemClock },
      { name, text, license: options.license },
    );
    console.log(`${describeReport(name, report)} in ${Math.round(performance.now() - started)} ms`);
    for (const { line, ocid, reason } of report.rejected) {
      console.log(`  line ${line}${ocid ? ` (ocid ${ocid})` : ''}: ${reason}`);
    }
  }
} finally {
  await database.close();
}
process.exitCode = hasUnreadableFile ? 1 : 0;
