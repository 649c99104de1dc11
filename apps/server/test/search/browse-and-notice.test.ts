/**
 * Issue 27: a visitor browses without typing (open public auctions and open government tenders,
 * newest first; closed ones on request), reads a government tender's notice, and sees rows on the
 * map without a hand-placed pin (coordinates from the offline gazetteer).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { govTenders } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { geocodeCity, geocodePlaceText, pointInCountry } from '../../src/modules/search/geocode.ts';
import { importOcds } from '../../src/modules/search/ocds/import.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderSuite, call, countryIdOf } from '../tenders/helpers.ts';
import { giveCompany, govTender, publishedTender, searchAndRead } from './fixtures.ts';

const clock = manualClock();
const start = clock.now().getTime();
const DAY = 86_400_000;
/** A date `days` from the test's start (negative: before it). */
const inDays = (days: number) => new Date(start + days * DAY);
let app: TestApp;
let owner: CreatedUser;
let stranger: CreatedUser;
const pub: Record<string, string> = {};
const gov: Record<string, string> = {};

beforeAll(async () => {
  ({ app, owner, stranger } = await buildTenderSuite({ clock, runClock: false }));
  pub.older = await publishedTender(app, owner, {
    name: 'Road salt',
    city: 'Zürich',
    countryCode: 'CH',
  });
  clock.advance(1000);
  pub.newer = await publishedTender(app, owner, {
    name: 'Printer paper',
    city: 'Vienna',
    gps: { lat: 48.2, lng: 16.4 },
  });
  pub.private = await publishedTender(app, owner, { name: 'Secret paper', isPublic: false });

  const gb = countryIdOf(app, 'GB');
  gov.openOld = await govTender(app, {
    title: 'Grounds maintenance',
    countryId: gb,
    releaseDate: inDays(-50),
    tenderEndDate: inDays(90),
    status: 'active',
  });
  gov.openNew = await govTender(app, {
    title: 'School meals',
    countryId: gb,
    releaseDate: inDays(-20),
    tenderEndDate: null,
  });
  gov.deadlinePassed = await govTender(app, {
    title: 'Snow clearing',
    countryId: gb,
    releaseDate: inDays(-10),
    tenderEndDate: inDays(-1),
    status: 'active',
  });
  gov.complete = await govTender(app, {
    title: 'Street lighting',
    countryId: gb,
    releaseDate: inDays(-5),
    tenderEndDate: inDays(180),
    status: 'complete',
  });
});
afterAll(() => app.dispose());

describe('browsing without keywords', () => {
  it('lists open public auctions, newest first, to a visitor who typed nothing', async () => {
    const { ids, rows } = await searchAndRead(app, undefined, 'Auctions', { keywords: '' });
    expect(ids).toEqual([pub.newer, pub.older]);
    expect(rows.map((row) => row.name)).toEqual(['Printer paper', 'Road salt']);
  });

  it('sorts a browse by the chosen column', async () => {
    const { ids } = await searchAndRead(app, undefined, 'Auctions', {
      keywords: '',
      searchByColumn: 'name',
      order: 'asc',
    });
    expect(ids).toEqual([pub.newer, pub.older]);
    const { ids: byNameDesc } = await searchAndRead(app, undefined, 'Auctions', {
      keywords: '',
      searchByColumn: 'name',
      order: 'desc',
    });
    expect(byNameDesc).toEqual([pub.older, pub.newer]);
  });

  it('lists open government tenders newest first, closed ones only when asked', async () => {
    const open = await searchAndRead(app, undefined, 'GovAuctions', { keywords: '' });
    expect(open.ids).toEqual([gov.openNew, gov.openOld]);
    const all = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: '',
      includeClosed: true,
    });
    expect(all.ids).toEqual([gov.complete, gov.deadlinePassed, gov.openNew, gov.openOld]);
  });

  it('keeps closed government tenders out of keyword searches too unless asked', async () => {
    const open = await searchAndRead(app, undefined, 'GovAuctions', { keywords: 'snow' });
    expect(open.ids).toEqual([]);
    const all = await searchAndRead(app, undefined, 'GovAuctions', {
      keywords: 'snow',
      includeClosed: true,
    });
    expect(all.ids).toEqual([gov.deadlinePassed]);
  });

  it('does not browse the supplier directory: its search still needs words', async () => {
    const reply = await call(app, owner, 'POST', '/api/company/SearchInCompanies', {
      keywords: '',
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('the map without hand-placed pins', () => {
  it('places a public tender at its city when the buyer placed no pin, keeps a placed pin', async () => {
    const { rows } = await searchAndRead(app, undefined, 'Auctions', { keywords: '' });
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Road salt')?.delivery).toMatchObject({
      city: 'Zürich',
      lat: expect.closeTo(47.37, 1),
      lng: expect.closeTo(8.55, 1),
    });
    expect(byName.get('Printer paper')?.delivery).toMatchObject({ lat: 48.2, lng: 16.4 });
  });

  it('places a company at its city', async () => {
    await giveCompany(app, stranger, {
      name: 'Kraków Pipes',
      city: 'Krakow',
      countryId: countryIdOf(app, 'PL'),
    });
    const { rows } = await searchAndRead(app, owner, 'Companies', { keywords: 'pipes' });
    expect(rows[0]?.place).toMatchObject({
      lat: expect.closeTo(50.06, 1),
      lng: expect.closeTo(19.94, 1),
    });
  });

  it('finds cities in a country without accents or case, and not across countries', () => {
    expect(geocodeCity('ZURICH', 'ch')).toMatchObject({ lat: expect.closeTo(47.37, 1) });
    expect(geocodeCity('Zürich', 'AT')).toBeNull();
    expect(geocodeCity('', 'CH')).toBeNull();
    // The most populous of several towns of one name.
    expect(geocodeCity('London', 'GB')).toMatchObject({ lat: expect.closeTo(51.51, 1) });
    expect(geocodeCity('London', 'CA')).toMatchObject({ lat: expect.closeTo(42.98, 1) });
  });

  it('keeps a given point only in its country, swapped when latitude and longitude were', () => {
    expect(pointInCountry({ lat: 9.06, lng: 7.49 }, 'NG')).toEqual({ lat: 9.06, lng: 7.49 });
    expect(pointInCountry({ lat: 7.49, lng: 9.06 }, 'NG')).toEqual({ lat: 7.49, lng: 9.06 });
    // Oxford's point, given as [latitude, longitude], in a Nigerian release.
    expect(pointInCountry({ lat: -1.26, lng: 51.75 }, 'NG')).toBeNull();
    expect(pointInCountry({ lat: -1.26, lng: 51.75 }, 'GB')).toEqual({ lat: 51.75, lng: -1.26 });
    expect(pointInCountry({ lat: 1, lng: 2 }, null)).toEqual({ lat: 1, lng: 2 });
  });

  it('reads a city out of an address line, skipping regions and post codes', () => {
    expect(geocodePlaceText('Leeds, West Yorkshire, United Kingdom', 'GB')).toMatchObject({
      lat: expect.closeTo(53.8, 1),
    });
    expect(geocodePlaceText('Monterrey NL 64000', 'MX')).toMatchObject({
      lat: expect.closeTo(25.67, 1),
    });
    expect(geocodePlaceText('West Yorkshire', 'GB')).toBeNull();
  });

  it('stores the point of an imported release: its delivery city, else its buyer’s, else GeoJSON', async () => {
    const release = (ocid: string, tender: object, buyerAddress?: object) =>
      JSON.stringify({
        ocid,
        id: `${ocid}-1`,
        date: '2026-02-01T00:00:00Z',
        buyer: { name: 'A council', address: buyerAddress },
        tender: { title: `Tender ${ocid}`, ...tender },
      });
    const text = [
      release(
        'ocds-geo-delivery',
        {
          deliveryAddresses: [{ locality: 'Bristol', countryName: 'United Kingdom' }],
        },
        { locality: 'Leeds', countryName: 'United Kingdom' },
      ),
      release(
        'ocds-geo-buyer',
        {},
        { locality: 'Leeds', region: 'West Yorkshire', countryName: 'GB' },
      ),
      release(
        'ocds-geo-point',
        {
          deliveryLocation: { geometry: { type: 'Point', coordinates: [-2.5, 51.2] } },
        },
        { locality: 'Leeds', countryName: 'United Kingdom' },
      ),
      release('ocds-geo-unknown', {}, { locality: 'Nowhere-upon-Nothing', countryName: 'GB' }),
    ].join('\n');
    await importOcds(app.ctx, { name: 'geo.jsonl', text });
    const point = async (ocid: string) => {
      const [row] = await app.ctx.db
        .select({ lat: govTenders.lat, lng: govTenders.lng })
        .from(govTenders)
        .where(eq(govTenders.ocid, ocid));
      return row;
    };
    expect(await point('ocds-geo-delivery')).toMatchObject({ lat: expect.closeTo(51.45, 1) });
    expect(await point('ocds-geo-buyer')).toMatchObject({ lat: expect.closeTo(53.8, 1) });
    expect(await point('ocds-geo-point')).toEqual({ lat: 51.2, lng: -2.5 });
    expect(await point('ocds-geo-unknown')).toEqual({ lat: null, lng: null });
  });
});

describe('GetGovTenderNotice', () => {
  it('answers the notice of an imported release: buyer, items, value, dates, documents', async () => {
    const text = JSON.stringify({
      uri: 'https://data.example.gov/releases.json',
      publisher: { name: 'Example procurement office' },
      license: 'https://creativecommons.org/licenses/by/4.0/',
      releases: [
        {
          ocid: 'ocds-notice-1',
          id: 'ocds-notice-1-r1',
          date: '2026-02-15T09:00:00Z',
          buyer: { name: 'City of Leeds', address: { locality: 'Leeds', countryName: 'GB' } },
          tender: {
            title: 'Office furniture',
            description: 'Desks and chairs for the new town hall',
            status: 'active',
            procurementMethod: 'open',
            value: { amount: 120000, currency: 'GBP' },
            tenderPeriod: { startDate: '2026-02-15T09:00:00Z', endDate: '2026-04-01T12:00:00Z' },
            items: [
              {
                description: 'Height-adjustable desk',
                quantity: 40,
                unit: { name: 'piece' },
                classification: { scheme: 'CPV', id: '39121100', description: 'Desks' },
              },
            ],
            documents: [
              {
                title: 'Specification',
                url: 'https://example.gov/spec.pdf',
                documentType: 'technicalSpecifications',
              },
              {
                title: 'Notice',
                url: 'https://example.gov/notice',
                documentType: 'tenderNotice',
                datePublished: '2026-02-15T09:00:00Z',
              },
              { title: 'No address', documentType: 'other' },
            ],
          },
        },
      ],
    });
    await importOcds(app.ctx, { name: 'notice.json', text });
    const [stored] = await app.ctx.db
      .select({ id: govTenders.id })
      .from(govTenders)
      .where(eq(govTenders.ocid, 'ocds-notice-1'));
    const reply = await call(
      app,
      undefined,
      'GET',
      `/api/company/GetGovTenderNotice?id=${stored!.id}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      title: 'Office furniture',
      buyerName: 'City of Leeds',
      valueAmount: 120000,
      valueCurrency: 'GBP',
      tenderStartDate: '2026-02-15T09:00:00.000Z',
      tenderEndDate: '2026-04-01T12:00:00.000Z',
      procurementMethod: 'open',
      publisher: 'Example procurement office',
      items: [
        {
          description: 'Height-adjustable desk',
          quantity: 40,
          unit: 'piece',
          classification: '39121100 Desks',
        },
      ],
      documents: [
        {
          title: 'Notice',
          url: 'https://example.gov/notice',
          documentType: 'tenderNotice',
          datePublished: '2026-02-15T09:00:00.000Z',
        },
        { title: 'Specification', url: 'https://example.gov/spec.pdf', datePublished: null },
      ],
      lat: expect.closeTo(53.8, 1),
    });
  });

  it('answers 404 for an id that is no government tender, 400 for no id', async () => {
    const unknown = await call(
      app,
      undefined,
      'GET',
      `/api/company/GetGovTenderNotice?id=${pub.newer}`,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call(app, undefined, 'GET', '/api/company/GetGovTenderNotice?id=x');
    expect(bad.statusCode).toBe(400);
  });
});
