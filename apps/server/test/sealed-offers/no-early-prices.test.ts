/**
 * No sealed price can be read before the opening, by anyone, through any route (issue 30): every
 * GET of the OpenAPI document and the public search, called as the owner, the supplier who sent
 * the offer, another supplier and an admin, with the tender's ids filled in; JSON replies are
 * searched for the prices and totals as numbers, files (PDF, spreadsheets, CSV, calendars) for
 * them as written. The same sweep after the opening finds them (the search works), and the row
 * in the database holds ciphertext only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Roles } from '@tendermark/shared';
import { sealedOffers } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';
import { addSupplier, setTender, withFreshToken, type Room } from '../auction/factories.ts';
import { firstSheet } from '../exports/file-readers.ts';
import { pdfPages } from '../overview/pdf-text.ts';
import { operationsOf, type Operation } from '../trust/fixture.ts';
import { valueOfSchema } from '../trust/requests.ts';
import {
  eventsNamed,
  joinTender,
  listen,
  openRecorder,
  type Recorder,
} from '../auction/sockets.ts';
import {
  SECRET,
  clockTick,
  createSealedRoom,
  numbersIn,
  sealedOffer,
  type OfferValues,
} from './helpers.ts';

const FIRST: OfferValues = { items: [87.65, 43.21], criteria: [7.77] };
const SECOND: OfferValues = { items: [91.23, 45.67], criteria: [3.33] };
/** Every value of both offers, and the line and offer totals (quantities 10 and 3). */
const SECRETS = [
  ...FIRST.items,
  ...FIRST.criteria!,
  ...SECOND.items,
  ...SECOND.criteria!,
  876.5,
  129.63,
  1006.13,
  912.3,
  137.01,
  1049.31,
];
const isSecret = (value: number) => SECRETS.some((secret) => Math.abs(secret - value) < 1e-9);
const writtenForms = SECRETS.flatMap((secret) => {
  const fixed = secret.toFixed(2);
  return [
    fixed,
    fixed.replace('.', ','),
    secret.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  ];
});
const secretTextIn = (text: string) => writtenForms.filter((form) => text.includes(form));

type Finding = { caller: string; route: string; found: unknown[] };

/** The query of a GET for the sealed tender (several when it takes an export format). */
function queriesOf(operation: Operation, room: Room, supplier: CreatedUser) {
  const base: Record<string, string> = {};
  let formats: string[] = [''];
  const schemaOf = (parameter: Operation['parameters'][number]) =>
    (parameter as { schema?: Parameters<typeof valueOfSchema>[0] }).schema ?? {};
  for (const parameter of operation.parameters.filter((each) => each.in === 'query')) {
    const name = parameter.name.toLowerCase();
    if (name === 'tenderid' || name === 'id') base[parameter.name] = room.tenderId;
    else if (name === 'itemid') base[parameter.name] = room.itemIds[0];
    else if (name === 'username' || name === 'user') base[parameter.name] = supplier.user.userName;
    else if (name === 'format')
      formats = (schemaOf(parameter).enum as string[] | undefined) ?? ['xlsx'];
    else if (parameter.required) base[parameter.name] = String(valueOfSchema(schemaOf(parameter)));
  }
  return formats.map((format) => ({ ...base, ...(format ? { format } : {}) }));
}

/** What of the secrets a reply shows: numbers in JSON, written values in files and text. */
async function secretsInReply(reply: {
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
}): Promise<unknown[]> {
  const type = String(reply.headers['content-type'] ?? '');
  if (type.includes('json')) return numbersIn(JSON.parse(reply.body || 'null')).filter(isSecret);
  if (type.includes('pdf')) return secretTextIn((await pdfPages(reply.rawPayload)).join('\n'));
  if (type.includes('spreadsheetml')) {
    const sheet = await firstSheet(reply.rawPayload);
    const found: unknown[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === 'number' && isSecret(value)) found.push(value);
        if (typeof value === 'string') found.push(...secretTextIn(value));
      }),
    );
    return found;
  }
  return secretTextIn(reply.body);
}

async function sweep(
  app: TestApp,
  room: Room,
  supplier: CreatedUser,
  callers: Record<string, CreatedUser>,
): Promise<{ findings: Finding[]; calls: number }> {
  const operations = operationsOf(app).filter(
    (operation) =>
      operation.method === 'GET' &&
      !operation.path.includes('{') &&
      // Redirects to a provider, and the document itself.
      !operation.path.startsWith('/api/account/ExternalLogin'),
  );
  const findings: Finding[] = [];
  let calls = 0;
  for (const [caller, user] of Object.entries(callers)) {
    for (const operation of operations)
      for (const query of queriesOf(operation, room, supplier)) {
        const url = `${operation.path}?${new URLSearchParams(query)}`;
        const reply = await app.inject({ method: 'GET', url, headers: bearer(user.token) });
        calls += 1;
        const found = await secretsInReply(reply);
        if (found.length > 0) findings.push({ caller, route: url, found });
      }
    for (const path of ['/api/company/SearchInAuctions', '/api/company/GetInfoTendersFromSearch']) {
      const reply = await app.inject({
        method: 'POST',
        url: path,
        headers: bearer(user.token),
        payload: {},
      });
      const found = await secretsInReply(reply);
      if (found.length > 0) findings.push({ caller, route: path, found });
    }
    const ocid = `${app.ctx.config.openData.ocidPrefix}-${room.tenderId}`;
    const record = await app.inject({ method: 'GET', url: `/api/ocds/records/${ocid}` });
    const found = await secretsInReply(record);
    if (found.length > 0) findings.push({ caller, route: 'ocds record', found });
  }
  return { findings, calls };
}

describe('no sealed price before the opening', () => {
  const clock = manualClock(new Date('2031-05-01T09:00:00Z'));
  let app: TestApp;
  let recorders: Recorder[] = [];
  beforeAll(async () => {
    app = await build({ config: { sealedOfferSecret: SECRET }, clock, runClock: false });
  });
  afterAll(async () => {
    recorders.forEach((recorder) => recorder.socket.disconnect());
    await app.dispose();
  });

  it('is readable by no one on any route, pushed to no one, and stored only as ciphertext', async () => {
    const room = await createSealedRoom(app, { proposalEndInMinutes: 60 });
    await setTender(app, room.tenderId, { isPublic: true });
    const supplier = await addSupplier(app, room);
    const other = await addSupplier(app, room);
    const admin = await createUser(app, { roles: ['Admin'] satisfies (typeof Roles)[number][] });

    const url = await listen(app);
    recorders = await Promise.all(
      [room.owner, supplier, other].map((user) => openRecorder(url, user.token)),
    );
    for (const recorder of recorders) await joinTender(recorder, room.tenderId);

    await sealedOffer(app, supplier, room, FIRST);
    await sealedOffer(app, other, room, SECOND);

    const before = await sweep(app, room, supplier, {
      owner: room.owner,
      supplier,
      other,
      admin,
    });
    expect(before.calls).toBeGreaterThan(200);
    expect(before.findings).toEqual([]);
    const pushed = recorders.flatMap((recorder) => recorder.events.map((entry) => entry.payload));
    expect(numbersIn(pushed).filter(isSecret)).toEqual([]);

    const rows = await app.ctx.db
      .select()
      .from(sealedOffers)
      .where(eq(sealedOffers.tenderId, room.tenderId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(numbersIn(row).filter(isSecret)).toEqual([]);
      const stored = Buffer.from(row.sealed, 'base64').toString('latin1');
      expect(secretTextIn(stored)).toEqual([]);
      expect(secretTextIn(row.sealed)).toEqual([]);
      // Padded to blocks of 256 bytes (+ 12 of iv and 16 of tag): the length tells nothing.
      expect((Buffer.from(row.sealed, 'base64').length - 28) % 256).toBe(0);
    }

    clock.advance(60 * 60_000);
    await clockTick(app);
    const callers = {
      owner: await withFreshToken(app, room.owner),
      supplier: await withFreshToken(app, supplier),
    };
    const after = await sweep(app, room, callers.supplier, callers);
    const routesFound = new Set(after.findings.map((finding) => finding.route.split('?')[0]));
    expect(routesFound).toContain('/api/tender/GetTender');
    expect(routesFound).toContain('/api/tender/GetBidHistory');
    expect(eventsNamed(recorders[0], 'updateTenderStatus').length).toBeGreaterThan(0);
  });
});
