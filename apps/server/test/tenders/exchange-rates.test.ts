import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { parseEcbReferenceRates } from '../../src/modules/exchange-rates/ecb-xml.ts';
import { convertAmount } from '../../src/modules/exchange-rates/service.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp, createNamedDraft, updateTender } from './helpers.ts';

const DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='2026-01-05'>
      <Cube currency='USD' rate='1.2000'/>
      <Cube currency='GBP' rate='0.90000'/>
      <Cube currency='XXXX' rate='1'/>
      <Cube currency='JPY' rate='n/a'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

const HISTORY = `<Cube><Cube time="2026-01-07"><Cube rate="1.3" currency="USD"/></Cube>
<Cube time="2026-01-06"><Cube currency="USD" rate="1.25"/></Cube><Cube time="2026-13-01"><Cube currency="USD" rate="9"/></Cube></Cube>`;

describe('ECB reference-rate XML', () => {
  it('reads each day with its rates per EUR, skipping unusable entries', () => {
    expect(parseEcbReferenceRates(DAILY)).toEqual([
      {
        date: '2026-01-05',
        rates: [
          { currency: 'USD', perEur: 1.2 },
          { currency: 'GBP', perEur: 0.9 },
        ],
      },
    ]);
    expect(parseEcbReferenceRates(HISTORY).map((day) => [day.date, day.rates[0].perEur])).toEqual([
      ['2026-01-07', 1.3],
      ['2026-01-06', 1.25],
    ]);
  });

  it('finds nothing in other documents', () => {
    expect(parseEcbReferenceRates('<html><body>Not rates</body></html>')).toEqual([]);
    expect(parseEcbReferenceRates('')).toEqual([]);
  });
});

describe('exchange rates', () => {
  let app: TestApp;
  let admin: CreatedUser;

  const importXml = (user: CreatedUser | undefined, payload: string, type = 'application/xml') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/ImportExchangeRates',
      headers: { ...(user ? bearer(user.token) : {}), 'content-type': type },
      payload,
    });
  const convert = (amount: number, from: string, to: string, on: string) =>
    convertAmount(app.ctx.db, { amount, from, to, on: new Date(`${on}T12:00:00Z`) });

  beforeAll(async () => {
    app = await buildTenderApp({ clock: manualClock(new Date('2026-03-01T10:00:00Z')) });
    admin = await createUser(app, { roles: ['Admin'] });
  });
  afterAll(() => app.dispose());

  type Conversion = [number, string, string, string, { amount: number; rateDate: string | null }?];

  it.each<Conversion>([
    [100, 'USD', 'EUR', '2025-01-01', { amount: 93.41, rateDate: '2024-06-28' }],
    [100, 'EUR', 'JPY', '2025-01-01', { amount: 17194, rateDate: '2024-06-28' }],
    [100, 'USD', 'GBP', '2025-01-01', { amount: 79.06, rateDate: '2024-06-28' }],
    [100, 'usd', 'USD', '2025-01-01', { amount: 100, rateDate: null }],
    [100, 'USD', 'XYZ', '2025-01-01', undefined],
    [100, 'USD', 'EUR', '2024-06-27', undefined],
  ])(
    'converts %i %s to %s on %s through EUR with the seeded ECB rates of 28 June 2024',
    async (amount, from, to, on, expected) => {
      expect(await convert(amount, from, to, on)).toEqual(expected);
    },
  );

  it('an admin imports newer days, from one document or a history', async () => {
    const reply = await importXml(admin, DAILY);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ date: '2026-01-05', count: 2 });
    const history = await importXml(admin, HISTORY, 'text/xml; charset=utf-8');
    expect(history.json()).toEqual({ date: '2026-01-07', count: 2 });
  });

  describe('after an import', () => {
    beforeAll(async () => {
      await importXml(admin, DAILY);
      await importXml(admin, HISTORY, 'text/xml; charset=utf-8');
    });

    it.each<Conversion>([
      [120, 'USD', 'EUR', '2026-01-05', { amount: 100, rateDate: '2026-01-05' }],
      [125, 'USD', 'EUR', '2026-01-06', { amount: 100, rateDate: '2026-01-06' }],
      [130, 'USD', 'EUR', '2026-02-01', { amount: 100, rateDate: '2026-01-07' }],
      // GBP was last published on the 5th, USD on the 7th: the older date is the one shown.
      [130, 'USD', 'GBP', '2026-02-01', { amount: 90, rateDate: '2026-01-05' }],
      [100, 'USD', 'EUR', '2025-12-31', { amount: 93.41, rateDate: '2024-06-28' }],
    ])(
      'converts %i %s to %s on %s with the newest rate on or before that date',
      async (amount, from, to, on, expected) => {
        expect(await convert(amount, from, to, on)).toEqual(expected);
      },
    );

    it("importing a day again replaces that day's rates", async () => {
      const again = await importXml(admin, DAILY.replace("rate='1.2000'", "rate='1.5'"));
      expect(again.statusCode).toBe(200);
      expect(await convert(150, 'USD', 'EUR', '2026-01-05')).toEqual({
        amount: 100,
        rateDate: '2026-01-05',
      });
    });
  });

  it('only admins import, and only ECB documents', async () => {
    const buyer = await createUser(app, { roles: ['BusinessStandard'] });
    expect((await importXml(undefined, DAILY)).statusCode).toBe(401);
    expect((await importXml(buyer, DAILY)).statusCode).toBe(403);
    const junk = await importXml(admin, '<rates><rate>1</rate></rates>');
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({
      error: 'invalid_exchange_rates',
      message: Messages.invalidExchangeRates,
    });
    // The route takes XML only, as its document says.
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/ImportExchangeRates',
      headers: bearer(admin.token),
      payload: { xml: DAILY },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it("GetTender shows the total in the viewer's currency with the rate's date", async () => {
    const owner = await createUser(app, { roles: ['BusinessStandard'] });
    const id = await createNamedDraft(app, owner);
    const reply = await updateTender(app, owner, id, () => ({ currency: 'gbp' }));
    expect(reply.json()).toMatchObject({
      currency: 'GBP',
      totExpPrice: 1000,
      userCurrency: 'USD',
    });
    const { totExpPriceInUserCurr, exchangeRateDate } = reply.json();
    // Newest rates before the server's today (1 March 2026): GBP of 5 January, USD of 7 January.
    expect(exchangeRateDate).toBe('2026-01-05');
    expect(totExpPriceInUserCurr).toBe(1444.44);
  });
});
