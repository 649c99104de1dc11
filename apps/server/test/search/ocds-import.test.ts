/** importOcds on the real database: the shipped OCDS files, re-imports, newer releases, bad lines. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, govTenders } from '../../src/db/schema/index.ts';
import {
  importOcds,
  type OcdsImportReport,
  type OcdsSource,
} from '../../src/modules/search/ocds/import.ts';
import { SHIPPED_GOV_TENDER_FILES } from '../../src/modules/search/ocds/seed.ts';
import { build, type TestApp } from '../helper.ts';

const DATA_FOLDER = path.join(import.meta.dirname, '../../src/data/gov-tenders');

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.dispose());

const importSource = (source: OcdsSource) => importOcds(app.ctx, source);

async function importShippedFiles(): Promise<Record<string, OcdsImportReport>> {
  const reports: Record<string, OcdsImportReport> = {};
  for (const { file, license } of SHIPPED_GOV_TENDER_FILES) {
    const text = readFileSync(path.join(DATA_FOLDER, file), 'utf8');
    reports[file] = await importSource({ name: file, text, license });
  }
  return reports;
}

const counts = (report: OcdsImportReport) => ({
  read: report.read,
  imported: report.imported,
  updated: report.updated,
  unchanged: report.unchanged,
  superseded: report.superseded,
  rejected: report.rejectedCount,
});

async function rowCount(): Promise<number> {
  const [row] = await app.ctx.db.select({ rows: count() }).from(govTenders);
  return row!.rows;
}

async function rowOf(ocid: string) {
  const [row] = await app.ctx.db.select().from(govTenders).where(eq(govTenders.ocid, ocid));
  if (!row) throw new Error(`no row for ocid ${ocid}`);
  return row;
}

describe('importing the shipped OCDS files', () => {
  let firstReports: Record<string, OcdsImportReport>;
  beforeAll(async () => {
    firstReports = await importShippedFiles();
  });

  it('reads all 612 releases and keeps one row per ocid', async () => {
    const byFile = Object.fromEntries(
      Object.entries(firstReports).map(([file, report]) => [file, counts(report)]),
    );
    const none = { updated: 0, unchanged: 0, superseded: 0, rejected: 0 };
    expect(byFile).toEqual({
      'uk-contracts-finder.release-packages.jsonl': { ...none, read: 200, imported: 200 },
      'au-nsw-etendering.release-packages.jsonl': { ...none, read: 10, imported: 10 },
      'ng-bpp.releases.jsonl': { ...none, read: 12, imported: 12 },
      // Three INAI releases have no tender title (README: 85 of 88 have one).
      'mx-inai.releases.jsonl': { ...none, read: 88, imported: 85, rejected: 3 },
      // GACM published 10 ocids twice (March and October 2017): 302 releases, 292 ocids.
      'mx-gacm.releases.jsonl': { ...none, read: 302, imported: 292, superseded: 10 },
    });
    expect(await rowCount()).toBe(200 + 10 + 12 + 85 + 292);
  });

  it('names the line and reason of each rejected release', () => {
    expect(firstReports['mx-inai.releases.jsonl']!.rejected).toEqual([
      { line: 5, ocid: 'PC-0005', reason: 'no tender title' },
      { line: 6, ocid: 'PC-0006', reason: 'no tender title' },
      { line: 7, ocid: 'PC-0007', reason: 'no tender title' },
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await app.ctx.db
      .select({ id: govTenders.id, importedAt: govTenders.importedAt })
      .from(govTenders)
      .orderBy(govTenders.id);
    const reports = await importShippedFiles();
    for (const report of Object.values(reports)) {
      expect(report).toMatchObject({ imported: 0, updated: 0 });
      expect(report.unchanged + report.superseded + report.rejectedCount).toBe(report.read);
    }
    expect(reports['mx-gacm.releases.jsonl']).toMatchObject({ unchanged: 292, superseded: 10 });
    const after = await app.ctx.db
      .select({ id: govTenders.id, importedAt: govTenders.importedAt })
      .from(govTenders)
      .orderBy(govTenders.id);
    expect(after).toEqual(before);
  });

  it('keeps the later release of an ocid that GACM published twice on the same date', async () => {
    // Line 9 (March) says 726,064,480.49 MXN; line 10 (October) corrected it.
    expect(await rowOf('105')).toMatchObject({
      releaseId: 'RELEASE_105_2017-10-04T00:53:15.455Z',
      valueAmount: 625917655.58,
    });
  });

  it('trims and collapses the spaces around and inside UK titles', async () => {
    const row = await rowOf('ocds-b5fd17-2c330cf9-adc8-11e6-9901-0019b9f3037b');
    expect(row.title).toBe(
      'Climate Science for Service Partnership (CSSP): Calls for Expressions of Interest',
    );
    const [untidy] = await app.ctx.db
      .select({ rows: count() })
      .from(govTenders)
      .where(sql`${govTenders.title} ~ '^\\s|\\s$|\\s\\s'`);
    expect(untidy!.rows).toBe(0);
  });

  it('turns NSW HTML descriptions into plain text with paragraphs', async () => {
    const row = await rowOf('ocds-43qwtd-RFT-0B980BC7-FB94-5FC4-D587404FC31576A7');
    expect(row.description).toBe(
      'The extent of works for this contract includes but is not limited to :\n\n' +
        'Principal Design Consultancy for Belmont Hospital Theatre Refubishment\n\n' +
        'The works comprise all work shown on the drawings and included in the specification.',
    );
    const [withMarkup] = await app.ctx.db
      .select({ rows: count() })
      .from(govTenders)
      .where(sql`${govTenders.description} ~ '<[a-zA-Z/]|&[a-zA-Z]+;'`);
    expect(withMarkup!.rows).toBe(0);
    expect(
      (await rowOf('ocds-43qwtd-RFT-0F449BC0-D091-66E5-8D3068CA4D40739E')).description,
    ).toContain('Roads and Maritime’s requirements');
  });

  it("reads INAI's day/month/year closing date", async () => {
    const row = await rowOf('PC-0073');
    expect(row.tenderStartDate?.toISOString()).toBe('2016-12-07T00:00:00.000Z');
    expect(row.tenderEndDate?.toISOString()).toBe('2016-12-20T00:00:00.000Z');
  });

  it("repairs GACM's currency MNX to MXN and converts it to EUR", async () => {
    const row = await rowOf('390');
    expect(row).toMatchObject({ valueAmount: 3415030000, valueCurrency: 'MXN' });
    // The seeded ECB rate of 28 June 2024: 19.5654 MXN per EUR.
    expect(row.valueEur).toBe(174544348.7);
  });

  it('keeps GACM category names as descriptions, not as classification schemes', async () => {
    expect((await rowOf('10')).classifications).toEqual([
      { scheme: null, id: '6220', description: 'EDIFICACION NO HABITACIONAL' },
    ]);
  });

  it('takes the UK value from tender.minValue and converts it to EUR', async () => {
    // 40,676 GBP at 0.84638 GBP per EUR.
    expect(await rowOf('ocds-b5fd17-2c330cf9-adc8-11e6-9901-0019b9f3037b')).toMatchObject({
      valueAmount: 40676,
      valueCurrency: 'GBP',
      valueEur: 48058.79,
    });
  });

  it('resolves every row to its country: GB, AU, NG and MX', async () => {
    const rows = await app.ctx.db
      .select({ code: countries.code, rows: count() })
      .from(govTenders)
      .leftJoin(countries, eq(countries.id, govTenders.countryId))
      .groupBy(countries.code)
      .orderBy(countries.code);
    expect(rows).toEqual([
      { code: 'AU', rows: 10 },
      { code: 'GB', rows: 200 },
      { code: 'MX', rows: 85 + 292 },
      { code: 'NG', rows: 12 },
    ]);
  });

  it('leaves the EUR value empty where no rate is stored (NGN)', async () => {
    const rows = await app.ctx.db
      .select({
        currency: govTenders.valueCurrency,
        withAmount: sql<number>`count(${govTenders.valueAmount})::int`,
        withEuro: sql<number>`count(${govTenders.valueEur})::int`,
      })
      .from(govTenders)
      .groupBy(govTenders.valueCurrency)
      .orderBy(govTenders.valueCurrency);
    expect(rows).toEqual([
      // One UK minValue and one Nigerian value are 0, which says "unknown".
      { currency: 'GBP', withAmount: 199, withEuro: 199 },
      { currency: 'MXN', withAmount: 352, withEuro: 352 },
      { currency: 'NGN', withAmount: 11, withEuro: 0 },
      { currency: null, withAmount: 0, withEuro: 0 },
    ]);
  });

  it('states publisher, licence and language of each file', async () => {
    const rows = await app.ctx.db
      .selectDistinct({
        license: govTenders.license,
        language: govTenders.language,
        code: countries.code,
      })
      .from(govTenders)
      .leftJoin(countries, eq(countries.id, govTenders.countryId))
      .orderBy(countries.code, govTenders.language);
    expect(rows).toEqual([
      { code: 'AU', language: 'en', license: 'https://creativecommons.org/licenses/by/3.0/au/' },
      {
        code: 'GB',
        language: 'en-GB',
        license: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/2/',
      },
      { code: 'MX', language: 'es', license: 'https://datos.gob.mx/libreusomx' },
      { code: 'NG', language: 'en', license: 'https://opendatacommons.org/licenses/pddl/1-0/' },
    ]);
    expect((await rowOf('10')).publisher).toBe('GACM');
    expect((await rowOf('ocds-gyl66f-borbda-27yetd')).publisher).toBe(
      'Public Bureau of Procurement',
    );
  });
});

/** A release as one JSON Lines line. */
const releaseLine = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ocid: 'ocds-test-1',
    id: 'ocds-test-1-r1',
    date: '2020-01-01T00:00:00Z',
    tender: { title: 'Road repairs', value: { amount: 1000, currency: 'EUR' } },
    ...fields,
  });

describe('importing a newer release of an ocid', () => {
  const first = releaseLine({});
  const newer = releaseLine({
    id: 'ocds-test-1-r2',
    date: '2020-02-01T00:00:00Z',
    tender: { title: 'Road repairs, second lot', value: { amount: 1500, currency: 'EUR' } },
  });

  it('replaces the stored release; an older one changes nothing', async () => {
    expect(await importSource({ name: 'first.jsonl', text: first })).toMatchObject({
      imported: 1,
    });
    expect(await importSource({ name: 'newer.jsonl', text: newer })).toMatchObject({
      imported: 0,
      updated: 1,
    });
    expect(await rowOf('ocds-test-1')).toMatchObject({
      releaseId: 'ocds-test-1-r2',
      title: 'Road repairs, second lot',
      valueAmount: 1500,
      valueEur: 1500,
    });
    expect(await importSource({ name: 'first.jsonl', text: first })).toMatchObject({
      updated: 0,
      unchanged: 1,
    });
    expect((await rowOf('ocds-test-1')).releaseId).toBe('ocds-test-1-r2');
  });

  it('replaces the stored release when one of the same date says something else', async () => {
    const corrected = releaseLine({
      id: 'ocds-test-1-r3',
      date: '2020-02-01T00:00:00Z',
      tender: { title: 'Road repairs, second lot (corrected)' },
    });
    expect(await importSource({ name: 'corrected.jsonl', text: corrected })).toMatchObject({
      updated: 1,
    });
    expect(await rowOf('ocds-test-1')).toMatchObject({
      title: 'Road repairs, second lot (corrected)',
      valueAmount: null,
      valueEur: null,
    });
  });

  it('keeps the newest of several releases of an ocid in one file, whatever their order', async () => {
    const lines = [
      releaseLine({ ocid: 'ocds-test-2', id: 'b', date: '2021-03-01T00:00:00Z' }),
      releaseLine({ ocid: 'ocds-test-2', id: 'a', date: '2021-01-01T00:00:00Z' }),
    ];
    expect(await importSource({ name: 'two.jsonl', text: lines.join('\n') })).toMatchObject({
      read: 2,
      imported: 1,
      superseded: 1,
    });
    expect((await rowOf('ocds-test-2')).releaseId).toBe('b');
  });
});

describe('rejecting bad records', () => {
  it('reports each bad line with its number and reason and imports the good ones', async () => {
    const text = [
      releaseLine({ ocid: 'ocds-test-3' }),
      '{"ocid": "ocds-test-broken", ',
      releaseLine({ ocid: undefined }),
      releaseLine({ ocid: 'ocds-test-4', tender: { title: '   ' } }),
      releaseLine({ ocid: 'ocds-test-5', id: undefined }),
      '42',
      '',
      releaseLine({ ocid: 'ocds-test-6' }),
    ].join('\n');
    const report = await importSource({ name: 'planted.jsonl', text });
    expect(counts(report)).toEqual({
      read: 7,
      imported: 2,
      updated: 0,
      unchanged: 0,
      superseded: 0,
      rejected: 5,
    });
    expect(report.rejected).toEqual([
      { line: 2, reason: expect.stringMatching(/^not valid JSON \(.+\)$/) },
      { line: 3, reason: 'no ocid' },
      { line: 4, ocid: 'ocds-test-4', reason: 'no tender title' },
      { line: 5, ocid: 'ocds-test-5', reason: 'no release id' },
      { line: 6, reason: 'not a JSON object' },
    ]);
  });

  it('gives the line where each release starts in a pretty-printed JSON document', async () => {
    const pack = {
      publisher: { name: 'Test Procurement Office', uri: 'https://procurement.example.gov.uk' },
      license: 'https://example.org/licence',
      releases: [
        JSON.parse(releaseLine({ ocid: 'ocds-test-7' })),
        JSON.parse(releaseLine({ ocid: 'ocds-test-8', tender: {} })),
      ],
    };
    const text = JSON.stringify([pack], null, 2);
    const secondReleaseLine = text.split('\n').findIndex((line) => line.includes('ocds-test-8'));
    const report = await importSource({ name: 'package.json', text });
    expect(report).toMatchObject({ read: 2, imported: 1 });
    // The release object opens on the line before its "ocid" key.
    expect(report.rejected).toEqual([
      { line: secondReleaseLine, ocid: 'ocds-test-8', reason: 'no tender title' },
    ]);
    expect(await rowOf('ocds-test-7')).toMatchObject({
      publisher: 'Test Procurement Office',
      license: 'https://example.org/licence',
    });
  });

  it('reads a JSON document up to a fault, then rejects the rest naming the line of the fault', async () => {
    // The document is read as a stream: releases before the fault are taken as they come.
    const text = '[\n  {"ocid": "x", "id": "y"},\n  {"ocid": "z",}\n]';
    const report = await importSource({ name: 'broken.json', text });
    expect(report).toMatchObject({ read: 2, imported: 0 });
    expect(report.rejected).toEqual([
      { line: 2, ocid: 'x', reason: 'no tender title' },
      { line: 3, reason: expect.stringMatching(/^not a valid JSON document/) },
    ]);
  });
});
