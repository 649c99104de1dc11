/**
 * The open-data API: release packages paged by date with a cursor (since, limit, links.next, bad
 * input 400), record packages of one ocid and paged, the publication policy, for anyone without
 * signing in; every package served passes the official OCDS schemas with 0 errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv-draft-04';
import { manualClock } from '../../src/lib/clock.ts';
import { publishTender } from '../../src/modules/open-data/publisher.ts';
import type { OcdsRecordPackage, OcdsReleasePackage } from '../../src/modules/open-data/schemas.ts';
import { withFreshToken } from '../auction/factories.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp, call, loadCountryIds } from '../tenders/helpers.ts';
import {
  addBidder,
  makeAwardFinal,
  OCID_PREFIX,
  ocdsValidators,
  schedulePublicTender,
  schemaErrors,
  userOfCompany,
  writeAward,
} from './helpers.ts';

const MINUTE = 60_000;
const PUBLIC_URL = 'http://tendermark.test';
const clock = manualClock(new Date('2030-06-01T08:00:00Z'));
let app: TestApp;
let buyer: CreatedUser;
let validators: { releasePackage: ValidateFunction; recordPackage: ValidateFunction };
/** The ocids published, in the order of their latest release. */
const ocids: string[] = [];
/** How many releases were published in all. */
let releaseCount = 0;

/** A path of this API from a link it gave. */
const pathOf = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
};

async function fetchJson(path: string) {
  // No token: the open data is for anyone.
  const reply = await app.inject({ method: 'GET', url: path });
  return { status: reply.statusCode, body: reply.json() };
}

async function releasePackage(path: string): Promise<OcdsReleasePackage> {
  const { status, body } = await fetchJson(path);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(schemaErrors(validators.releasePackage, body)).toEqual([]);
  return body as OcdsReleasePackage;
}

async function recordPackage(path: string): Promise<OcdsRecordPackage> {
  const { status, body } = await fetchJson(path);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(schemaErrors(validators.recordPackage, body)).toEqual([]);
  return body as OcdsRecordPackage;
}

/** Every page from `path` on, following links.next. */
async function allPages<T extends { links: { next?: string } }>(
  path: string,
  read: (path: string) => Promise<T>,
): Promise<T[]> {
  const pages: T[] = [];
  for (let next: string | undefined = path; next;) {
    const page: T = await read(next);
    pages.push(page);
    next = page.links.next && pathOf(page.links.next);
    if (pages.length > 50) throw new Error('paging does not end');
  }
  return pages;
}

beforeAll(async () => {
  validators = ocdsValidators();
  app = await buildTenderApp({ clock, runClock: false });
  await loadCountryIds(app);
  buyer = await userOfCompany(app, 'Province of Styria');
  // Three tenders published a minute apart; the first is then awarded and made final, so its
  // record holds several releases and its latest release is the newest of all.
  for (const name of ['Paper', 'Chairs', 'Desks']) {
    const { tenderId } = await schedulePublicTender(app, await withFreshToken(app, buyer), {
      name,
    });
    ocids.push(`${OCID_PREFIX}-${tenderId}`);
    releaseCount++;
    clock.advance(MINUTE);
  }
  const first = ocids[0]!.slice(OCID_PREFIX.length + 1);
  const winner = await addBidder(app, first, 'Styrian Paper Mill', 900);
  await writeAward(app, first, [{ entryId: winner.entryId, itemId: null, amount: 900 }]);
  await publishTender(app.ctx, first);
  clock.advance(MINUTE);
  await makeAwardFinal(app, first);
  await publishTender(app.ctx, first);
  releaseCount += 2;
  ocids.push(ocids.shift()!);
});
afterAll(() => app.dispose());

describe('release packages', () => {
  it('serves every release, oldest first, in a valid package with its publisher and licence', async () => {
    const pack = await releasePackage('/api/ocds/releases');
    expect(pack).toMatchObject({
      uri: `${PUBLIC_URL}/api/ocds/releases?limit=100`,
      version: '1.1',
      publisher: { name: 'Tendermark', uri: PUBLIC_URL },
      license: 'https://opendatacommons.org/licenses/pddl/1-0/',
      publicationPolicy: `${PUBLIC_URL}/api/ocds/publication-policy`,
      links: {},
    });
    expect(pack.releases).toHaveLength(releaseCount);
    const dates = pack.releases.map((release) => release.date);
    expect([...dates].sort()).toEqual(dates);
    expect(pack.publishedDate).toBe(dates.at(-1));
    expect(pack.releases.at(-1)!.tag).toEqual(['awardUpdate', 'contract']);
  });

  it('pages with limit and a cursor in links.next, each release once', async () => {
    const everything = (await releasePackage('/api/ocds/releases')).releases.map(({ id }) => id);
    const pages = await allPages('/api/ocds/releases?limit=2', releasePackage);
    expect(pages.map((page) => page.releases.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.releases.map(({ id }) => id))).toEqual(everything);
    expect(pages[0]!.links.next).toMatch(
      /^http:\/\/tendermark\.test\/api\/ocds\/releases\?cursor=[\w-]+&limit=2$/,
    );
    expect(pages.at(-1)!.links).toEqual({});
  });

  it('a cursor keeps its place when releases are published meanwhile', async () => {
    const first = await releasePackage('/api/ocds/releases?limit=4');
    clock.advance(MINUTE);
    const tenderId = ocids[0]!.slice(OCID_PREFIX.length + 1);
    const bidder = await addBidder(app, tenderId, 'Chair Maker', 500);
    await writeAward(app, tenderId, [{ entryId: bidder.entryId, itemId: null, amount: 500 }]);
    await publishTender(app.ctx, tenderId);
    releaseCount++;
    ocids.push(ocids.shift()!);
    const rest = await allPages(pathOf(first.links.next!), releasePackage);
    const ids = [...first.releases, ...rest.flatMap((page) => page.releases)].map(({ id }) => id);
    expect(ids).toHaveLength(releaseCount);
    expect(new Set(ids).size).toBe(releaseCount);
  });

  it('since gives what was published at or after an instant; ocid one contracting process', async () => {
    const all = (await releasePackage('/api/ocds/releases')).releases;
    const since = all[2]!.date;
    const later = await releasePackage(`/api/ocds/releases?since=${encodeURIComponent(since)}`);
    expect(later.releases.map(({ id }) => id)).toEqual(
      all.filter((release) => release.date >= since).map(({ id }) => id),
    );
    expect(later.uri).toBe(
      `${PUBLIC_URL}/api/ocds/releases?since=${encodeURIComponent(since)}&limit=100`,
    );
    const ocid = ocids.at(-1)!;
    const one = await releasePackage(`/api/ocds/releases?ocid=${ocid}`);
    expect(one.releases.map((release) => release.ocid)).toEqual(
      all.filter((release) => release.ocid === ocid).map(() => ocid),
    );
    expect(one.releases.map((release) => release.tag)).toEqual([['tender'], ['award']]);
  });

  it.each([
    ['a cursor it did not give', 'cursor=abc', /^The cursor is not one this API gave/],
    ['a forged cursor', `cursor=${Buffer.from('yesterday|1').toString('base64url')}`, /cursor/],
    ['a limit of 0', 'limit=0', /^limit: /],
    ['a limit over 100', 'limit=101', /^limit: /],
    ['a limit that is no number', 'limit=ten', /^limit: /],
    ['a since that is no date', 'since=last-week', /^since: /],
  ])('refuses %s with 400 and says why', async (_what, query, message) => {
    const { status, body } = await fetchJson(`/api/ocds/releases?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(message),
    });
  });
});

describe('record packages', () => {
  it('serves the record of one ocid: its releases linked and its compiled release', async () => {
    const ocid = ocids.at(-2)!;
    const pack = await recordPackage(`/api/ocds/records/${ocid}`);
    expect(pack.uri).toBe(`${PUBLIC_URL}/api/ocds/records/${ocid}`);
    const [record] = pack.records;
    expect(record!.ocid).toBe(ocid);
    expect(record!.releases.map((release) => release.tag)).toEqual([
      ['tender'],
      ['award'],
      ['awardUpdate', 'contract'],
    ]);
    expect(record!.releases[0]!.url).toBe(
      `${PUBLIC_URL}/api/ocds/releases?ocid=${ocid}#${encodeURIComponent(`${ocid}-1`)}`,
    );
    expect(record!.compiledRelease).toMatchObject({
      ocid,
      tag: ['compiled'],
      date: record!.releases.at(-1)!.date,
      awards: [{ status: 'active', suppliers: [{ name: 'Styrian Paper Mill' }] }],
      contracts: [{ status: 'pending', value: { amount: 900 } }],
    });
    expect(pack.publishedDate).toBe(record!.compiledRelease.date);
  });

  it('answers 404 for an ocid it never published', async () => {
    const { status } = await fetchJson(`/api/ocds/records/${OCID_PREFIX}-unknown`);
    expect(status).toBe(404);
  });

  it('pages the records in the order of their latest release, each ocid once', async () => {
    const pages = await allPages('/api/ocds/records?limit=2', recordPackage);
    expect(pages.flatMap((page) => page.records.map((record) => record.ocid))).toEqual(ocids);
    const last = pages.at(-1)!.records.at(-1)!;
    const since = last.compiledRelease.date;
    const recent = await recordPackage(`/api/ocds/records?since=${encodeURIComponent(since)}`);
    expect(recent.records.map((record) => record.ocid)).toEqual([last.ocid]);
    const { status } = await fetchJson('/api/ocds/records?cursor=%3D%3D');
    expect(status).toBe(400);
  });
});

describe('the publication policy', () => {
  it('says what is published, under which licence, with which ocids', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/ocds/publication-policy' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/markdown/);
    expect(reply.body).toContain('https://opendatacommons.org/licenses/pddl/1-0/');
    expect(reply.body).toContain(`${OCID_PREFIX}-<tender id>`);
    expect(reply.body).toContain('never published');
  });
});

describe('configuration', () => {
  it('takes the ocid prefix, publisher, licence and policy from the configuration', async () => {
    const configured = await buildTenderApp({
      clock,
      runClock: false,
      config: {
        openData: {
          ocidPrefix: 'ocds-abc123',
          publisherName: 'City Procurement Office',
          license: 'https://creativecommons.org/licenses/by/4.0/',
          publicationPolicy: 'https://example.org/ocds-policy',
        },
      },
    });
    try {
      await loadCountryIds(configured);
      const owner = await userOfCompany(configured, 'Somewhere');
      const { tenderId } = await schedulePublicTender(configured, owner);
      const reply = await configured.inject({ method: 'GET', url: '/api/ocds/releases' });
      expect(reply.json()).toMatchObject({
        publisher: { name: 'City Procurement Office' },
        license: 'https://creativecommons.org/licenses/by/4.0/',
        publicationPolicy: 'https://example.org/ocds-policy',
        releases: [{ ocid: `ocds-abc123-${tenderId}`, id: `ocds-abc123-${tenderId}-1` }],
      });
    } finally {
      await configured.dispose();
    }
  });
});

// Every call above goes without a token; a signed-in caller gets the same open data.
it('answers a signed-in caller as anyone else', async () => {
  const reply = await call(app, await withFreshToken(app, buyer), 'GET', '/api/ocds/releases');
  expect(reply.statusCode).toBe(200);
  expect(reply.json().releases).toHaveLength(releaseCount);
});
