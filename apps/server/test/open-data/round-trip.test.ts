/**
 * The round trip of the open data: the release package Tendermark publishes for an awarded public
 * tender, written to a file and read by its own OCDS importer (npm run import:ocds), gives back
 * the tender, its value and currency, and its awards; and the importer keeps the awards of real
 * publishers' releases too.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { govTenders, tenders } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { importOcds } from '../../src/modules/search/ocds/import.ts';
import { publishTender } from '../../src/modules/open-data/publisher.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp, loadCountryIds } from '../tenders/helpers.ts';
import {
  addBidder,
  makeAwardFinal,
  OCID_PREFIX,
  schedulePublicTender,
  userOfCompany,
  writeAward,
} from './helpers.ts';

const clock = manualClock(new Date('2030-07-01T08:00:00Z'));
let app: TestApp;
let folder: string;

beforeAll(async () => {
  app = await buildTenderApp({ clock, runClock: false });
  await loadCountryIds(app);
  folder = mkdtempSync(path.join(tmpdir(), 'tm-ocds-round-trip-'));
});
afterAll(async () => {
  await app.dispose();
  rmSync(folder, { recursive: true, force: true });
});

async function govTenderOf(ocid: string) {
  const [row] = await app.ctx.db.select().from(govTenders).where(eq(govTenders.ocid, ocid));
  if (!row) throw new Error(`no government tender ${ocid}`);
  return row;
}

describe('publishing and importing again', () => {
  it('reproduces the tender, its value and currency, and its awards', async () => {
    const owner = await userOfCompany(app, 'Vienna General Hospital');
    const { tenderId, itemIds } = await schedulePublicTender(app, owner, {
      name: 'Ward supplies 2030',
    });
    const ocid = `${OCID_PREFIX}-${tenderId}`;
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.ENDED, updatedAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    const paper = await addBidder(app, tenderId, 'Paper Winner GmbH', 900);
    const toner = await addBidder(app, tenderId, 'Toner Winner KG', 1000);
    await addBidder(app, tenderId, 'Nobody Wins AG', 1100);
    clock.advance(60_000);
    await writeAward(app, tenderId, [
      { entryId: paper.entryId, itemId: itemIds[0]!, amount: 880 },
      { entryId: toner.entryId, itemId: itemIds[1]!, amount: 160.5 },
    ]);
    await makeAwardFinal(app, tenderId);
    await publishTender(app.ctx, tenderId);

    const reply = await app.inject({ method: 'GET', url: `/api/ocds/releases?ocid=${ocid}` });
    expect(reply.statusCode).toBe(200);
    const file = path.join(folder, 'tendermark-release-package.json');
    writeFileSync(file, JSON.stringify(reply.json(), null, 2));
    const releases = reply.json().releases as unknown[];
    expect(releases.length).toBeGreaterThan(1);

    const report = await importOcds(app.ctx, {
      name: 'tendermark-release-package.json',
      path: file,
    });
    expect(report).toMatchObject({
      read: releases.length,
      imported: 1,
      superseded: releases.length - 1,
      rejectedCount: 0,
    });
    const imported = await govTenderOf(ocid);
    expect(imported).toMatchObject({
      title: 'Ward supplies 2030',
      valueAmount: 1200,
      valueCurrency: 'EUR',
      buyerName: 'Vienna General Hospital',
      publisher: 'Tendermark',
      license: 'https://opendatacommons.org/licenses/pddl/1-0/',
      status: 'complete',
      procurementMethod: 'open',
    });
    expect(imported.items.map((item) => [item.description, item.quantity])).toEqual([
      ['A4 paper', 10],
      ['Toner: Black, for the office printers', 4],
    ]);
    expect(
      imported.awards.map(({ status, valueAmount, valueCurrency, suppliers }) => ({
        status,
        valueAmount,
        valueCurrency,
        suppliers,
      })),
    ).toEqual([
      {
        status: 'active',
        valueAmount: 880,
        valueCurrency: 'EUR',
        suppliers: ['Paper Winner GmbH'],
      },
      {
        status: 'active',
        valueAmount: 160.5,
        valueCurrency: 'EUR',
        suppliers: ['Toner Winner KG'],
      },
    ]);
    expect(JSON.stringify(imported)).not.toContain('Nobody Wins');

    // Importing the same package again changes nothing.
    const again = await importOcds(app.ctx, { name: 'again.json', path: file });
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 1 });
  });
});

describe("the importer's awards on real data", () => {
  it('keeps the suppliers and values of a published award (GACM, Mexico)', async () => {
    const source = path.join(
      import.meta.dirname,
      '../../src/data/gov-tenders/mx-gacm.releases.jsonl',
    );
    const firstLine = readFileSync(source, 'utf8').split('\n')[0]!;
    const release = JSON.parse(firstLine) as { ocid: string };
    await importOcds(app.ctx, { name: 'mx-gacm.releases.jsonl', text: firstLine });
    const imported = await govTenderOf(release.ocid);
    expect(imported.awards).toEqual([
      {
        id: 'SO-009KDH999-N18-2015',
        title: expect.stringContaining('Plan de manejo ambiental'),
        status: 'active',
        date: '2015-02-10T06:00:00.000Z',
        valueAmount: 550000,
        valueCurrency: 'MXN',
        suppliers: ['Especialistas Ambientales, S.A. de C.V.'],
      },
    ]);
  });
});
