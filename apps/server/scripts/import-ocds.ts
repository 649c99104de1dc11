/**
 * `npm run import:ocds -- [--license <url>] <file> [more files]`: imports OCDS releases (JSON or
 * JSON Lines, read as a stream: memory stays flat whatever the file's size) into the database of
 * the normal configuration (DATABASE_URL, else PGlite in DATA_DIR). With PGlite, stop the server
 * first: one process at a time may open its data folder. Prints one line per file and one per
 * rejected or repaired release (its line, ocid and reason), never SQL.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { seedCodeLists } from '../src/modules/codelists/seed.ts';
import { seedExchangeRates } from '../src/modules/exchange-rates/seed.ts';
import {
  describeReport,
  importOcds,
  importErrorMessage,
  type ReleaseNote,
} from '../src/modules/search/ocds/import.ts';

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
let hasFailedFile = false;

/** One line per listed release, and how many more the report counted. */
function printNotes(title: string, notes: readonly ReleaseNote[], total: number): void {
  if (total === 0) return;
  console.log(`  ${title}:`);
  for (const { line, ocid, reason } of notes) {
    console.log(`    line ${line}${ocid ? ` (ocid ${ocid})` : ''}: ${reason}`);
  }
  if (total > notes.length) console.log(`    … and ${total - notes.length} more`);
}

try {
  await database.migrate();
  // Countries and exchange rates give rows their country and value in EUR on a new database too.
  await seedCodeLists(database.db);
  await seedExchangeRates(database.db);
  for (const file of files) {
    // npm runs the script in apps/server; paths are meant from where the command was typed.
    const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    try {
      if (!(await stat(fullPath)).isFile()) throw new Error('not a file');
    } catch (error) {
      hasFailedFile = true;
      console.error(`${file}: cannot read (${(error as Error).message})`);
      continue;
    }
    const started = performance.now();
    const name = path.basename(file);
    const report = await importOcds(
      { db: database.db, clock: systemClock },
      { name, path: fullPath, license: options.license },
    );
    console.log(`${describeReport(name, report)} in ${Math.round(performance.now() - started)} ms`);
    printNotes('rejected', report.rejected, report.rejectedCount);
    printNotes('stored after repair', report.cleaned, report.cleanedCount);
  }
} catch (error) {
  hasFailedFile = true;
  console.error(`import stopped: ${importErrorMessage(error)}`);
} finally {
  await database.close();
}
process.exitCode = hasFailedFile ? 1 : 0;
