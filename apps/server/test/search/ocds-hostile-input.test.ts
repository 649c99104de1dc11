/**
 * The OCDS importer against hostile input (issue 26, point 7). An outside probe found that one
 * release with a NUL in its title aborted the whole file (SQLSTATE 22021, the statement printed,
 * nothing stored), that a 5 MB title was stored and served in a 5 MB reply, and that a 99 MB file
 * took 987 MB of memory (read whole, then parsed whole). Memory is measured in bench/ocds-import.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { govTenders } from '../../src/db/schema/index.ts';
import {
  importErrorMessage,
  importOcds,
  type OcdsSource,
} from '../../src/modules/search/ocds/import.ts';
import { FIELD_LIMITS, MAX_RELEASE_DEPTH } from '../../src/modules/search/ocds/limits.ts';
import { readOcdsSource } from '../../src/modules/search/ocds/read-source.ts';
import { build, freshPostgresDatabase, type TestApp } from '../helper.ts';
import { call } from '../tenders/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.dispose());

const importSource = (source: OcdsSource) => importOcds(app.ctx, source);

/** A release with a title (and a value), overridable field by field. */
function release(ocid: string, fields: Record<string, unknown> = {}) {
  return {
    ocid,
    id: `${ocid}-r1`,
    date: '2021-05-01T00:00:00Z',
    tender: { title: `Repairs of ${ocid}`, value: { amount: 1000, currency: 'EUR' } },
    ...fields,
  };
}

const lines = (...releases: unknown[]) => releases.map((value) => JSON.stringify(value)).join('\n');

async function storedRow(ocid: string) {
  const [row] = await app.ctx.db.select().from(govTenders).where(eq(govTenders.ocid, ocid));
  return row;
}

/** Statement text as Drizzle and pg print it with a failed query. */
const SQL_TEXT = /insert into|select |gov_tenders|Failed query|params:/i;

describe('a release with a NUL in its title among good ones (probe: the whole file aborted with 22021)', () => {
  it('stores the good ones and the repaired one, and lists the repair with its line', async () => {
    const text = lines(
      release('nul-1'),
      release('nul-2', { tender: { title: 'Road\u0000 works\u0001 lot 2' } }),
      release('nul-3'),
      // A lone surrogate, which jsonb (classifications) refuses with 22P02.
      release('nul-4', {
        tender: {
          title: 'Paint',
          classification: { scheme: 'CPV', id: '1', description: 'a\ud800b' },
        },
      }),
      release('nul-5'),
    );
    const report = await importSource({ name: 'nul.jsonl', text });
    expect(report).toMatchObject({ read: 5, imported: 5, rejectedCount: 0, cleanedCount: 2 });
    expect(report.cleaned).toEqual([
      { line: 2, ocid: 'nul-2', reason: 'removed 2 NUL or control character(s)' },
      { line: 4, ocid: 'nul-4', reason: 'replaced 1 unpaired surrogate(s) with U+FFFD' },
    ]);
    expect((await storedRow('nul-2'))?.title).toBe('Road works lot 2');
    expect((await storedRow('nul-4'))?.classifications).toEqual([
      { scheme: 'CPV', id: '1', description: 'a\ufffdb' },
    ]);
  });

  it('does the same inside a release package read as a JSON document', async () => {
    const text = JSON.stringify(
      {
        publisher: { name: 'Probe office' },
        releases: [
          release('nul-doc-1'),
          release('nul-doc-2', { tender: { title: '\u0000Bridge' } }),
        ],
      },
      null,
      2,
    );
    const secondReleaseLine = text.split('\n').findIndex((line) => line.includes('nul-doc-2'));
    const report = await importSource({ name: 'nul-package.json', text });
    expect(report).toMatchObject({ read: 2, imported: 2, rejectedCount: 0 });
    expect(report.cleaned).toEqual([
      {
        line: secondReleaseLine,
        ocid: 'nul-doc-2',
        reason: 'removed 1 NUL or control character(s)',
      },
    ]);
    expect(await storedRow('nul-doc-2')).toMatchObject({
      title: 'Bridge',
      publisher: 'Probe office',
    });
  });

  it('prints no SQL from the command line, only the line and reason', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'ocds-cli-'));
    // A copy of the migrated template on PostgreSQL (2 s); else PGlite in the folder (12 s and more).
    const database = await freshPostgresDatabase();
    try {
      const file = path.join(folder, 'nul.jsonl');
      await writeFile(
        file,
        lines(
          release('cli-1'),
          release('cli-2', { tender: { title: 'Dam\u0000' } }),
          release('cli-3'),
        ),
      );
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/import-ocds.ts', file],
        {
          cwd: path.join(import.meta.dirname, '../..'),
          env: {
            ...process.env,
            DATABASE_URL: database?.url ?? '',
            DATA_DIR: folder,
            INIT_CWD: folder,
          },
        },
      );
      expect(stdout).toContain('nul.jsonl: 3 read, 3 new, 0 updated');
      expect(stdout).toContain('line 2 (ocid cli-2): removed 1 NUL or control character(s)');
      expect(`${stdout}\n${stderr}`).not.toMatch(SQL_TEXT);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await database?.drop();
    }
    // On PGlite the child process creates and migrates a database of its own: 20-30 s on 2 cores.
  }, 180_000);
});

describe('a release the database refuses', () => {
  beforeAll(async () => {
    // Stands for any value the importer's checks miss: the database refuses this title.
    await app.ctx.db.execute(sql`
      CREATE FUNCTION refuse_probe_title() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'refuse me' THEN
          RAISE EXCEPTION 'probe refusal' USING ERRCODE = '22021';
        END IF;
        RETURN NEW;
      END $$`);
    await app.ctx.db.execute(sql`
      CREATE TRIGGER refuse_probe_title BEFORE INSERT OR UPDATE ON gov_tenders
      FOR EACH ROW EXECUTE FUNCTION refuse_probe_title()`);
  });
  afterAll(async () => {
    await app.ctx.db.execute(sql`DROP TRIGGER refuse_probe_title ON gov_tenders`);
  });

  it('is rejected alone with its SQLSTATE; the rest of its batch is stored', async () => {
    const text = lines(
      release('refused-1'),
      release('refused-2', { tender: { title: 'refuse me' } }),
      release('refused-3'),
    );
    const report = await importSource({ name: 'refused.jsonl', text });
    expect(report).toMatchObject({ read: 3, imported: 2, rejectedCount: 1 });
    expect(report.rejected).toEqual([
      { line: 2, ocid: 'refused-2', reason: 'refused by the database (SQLSTATE 22021)' },
    ]);
    expect(await storedRow('refused-3')).toBeDefined();
  });

  it('describes a failed query by its SQLSTATE and message, without the statement', async () => {
    const failure = await app.ctx.db
      .insert(govTenders)
      .values({ ocid: 'x', releaseId: 'x', title: 'refuse me', publisher: 'p' })
      .catch((error: unknown) => error);
    expect(String(failure)).toMatch(SQL_TEXT);
    expect(importErrorMessage(failure)).toBe('database error 22021: probe refusal');
  });
});

describe('a value too large in EUR (numeric overflow, 22003, aborted the whole file)', () => {
  it('is stored with its EUR value unknown', async () => {
    // 9.9 × 10^17 GBP is below numeric(20, 2)'s limit; in EUR (0.84638 GBP per EUR) it is above.
    const huge = release('huge-value', {
      tender: { title: 'Everything', value: { amount: 9.9e17, currency: 'GBP' } },
    });
    const report = await importSource({ name: 'value.jsonl', text: lines(huge, release('next')) });
    expect(report).toMatchObject({ imported: 2, rejectedCount: 0 });
    expect(await storedRow('huge-value')).toMatchObject({
      valueAmount: 9.9e17,
      valueCurrency: 'GBP',
      valueEur: null,
    });
  });
});

describe('over-long fields (probe: a 5 MB title was stored and served whole)', () => {
  it('cuts a 5 MB title to its limit, and the search reply for it stays small', async () => {
    const title = `Harbour crane renewal ${'and more words '.repeat(350_000)}`;
    expect(title.length).toBeGreaterThan(5_000_000);
    const report = await importSource({
      name: 'long.jsonl',
      text: JSON.stringify(release('long-title', { tender: { title } })),
    });
    expect(report).toMatchObject({ imported: 1, rejectedCount: 0 });
    expect(report.cleaned).toEqual([
      { line: 1, ocid: 'long-title', reason: `title cut to ${FIELD_LIMITS.title} characters` },
    ]);
    const stored = (await storedRow('long-title'))!.title;
    expect(stored.length).toBeLessThanOrEqual(FIELD_LIMITS.title);
    expect(stored).toMatch(/^Harbour crane renewal and more words .*\S…$/);

    const found = await call(app, undefined, 'POST', '/api/company/SearchInGovAuctions', {
      keywords: 'harbour crane',
    });
    const { ids } = found.json() as { ids: string[] };
    expect(ids).toHaveLength(1);
    const page = await call(app, undefined, 'POST', '/api/company/GetInfoGovTendersFromSearch', {
      ids,
      PageNo: 1,
      recordsPerPage: 10,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body.length).toBeLessThan(10_000);
  });

  it('cuts a 40 MB title that arrives in pieces without holding it', async () => {
    async function* pieces() {
      yield '{"ocid": "huge-title", "id": "r", "tender": {"title": "Pipes';
      for (let piece = 0; piece < 640; piece++) yield ' pipe'.repeat(12_800); // 64 000 characters
      yield '"}}\n';
    }
    const entries = [];
    for await (const entry of readOcdsSource(pieces())) entries.push(entry);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.kind).toBe('release');
    const title = (entry as { release: { tender: { title: string } } }).release.tender.title;
    // The reader keeps MAX_STRING_CHARS of a string; the normaliser then cuts it to the title's limit.
    expect(title.length).toBe(100_000);
  });

  it('rejects a release whose ocid is longer than its limit, and imports the next', async () => {
    const text = lines(release('o'.repeat(FIELD_LIMITS.ocid + 1)), release('short-ocid'));
    const report = await importSource({ name: 'ocid.jsonl', text });
    expect(report).toMatchObject({ imported: 1, rejectedCount: 1 });
    expect(report.rejected).toEqual([
      { line: 1, reason: `ocid longer than ${FIELD_LIMITS.ocid} characters` },
    ]);
  });

  it('rejects a release too large or too deep to hold, and imports the next', async () => {
    let nested: unknown = 'bottom';
    for (let level = 0; level < MAX_RELEASE_DEPTH + 5; level++) nested = [nested];
    const text = lines(
      release('too-large', { filler: new Array(1_100_000).fill(0) }),
      release('too-deep', { nested }),
      release('fine-after'),
    );
    const report = await importSource({ name: 'big.jsonl', text });
    expect(report).toMatchObject({ read: 3, imported: 1, rejectedCount: 2 });
    expect(report.rejected).toEqual([
      { line: 1, ocid: 'too-large', reason: 'larger than 16 MB as read' },
      { line: 2, ocid: 'too-deep', reason: `nested deeper than ${MAX_RELEASE_DEPTH} levels` },
    ]);
  });

  it('stops reading a line nested deeper than the parser should go, and reads the next', async () => {
    const deep = `{"ocid": "deep", "x": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const text = `${deep}\n${JSON.stringify(release('after-deep'))}`;
    const report = await importSource({ name: 'deep.jsonl', text });
    expect(report).toMatchObject({ read: 2, imported: 1 });
    expect(report.rejected).toEqual([
      { line: 1, reason: 'not valid JSON (nested deeper than 1000 levels)' },
    ]);
  });
});
