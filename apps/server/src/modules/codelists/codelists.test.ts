import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CodeListReplies,
  TenderStatus,
  type CodeListName,
  type TCodeList,
} from '@tendermark/shared';
import { build, type TestApp } from '../../../test/helper.ts';
import {
  countries,
  currencies,
  industries,
  regions,
  unitsOfMeasurement,
} from '../../db/schema/index.ts';
import { seedCodeLists } from './seed.ts';

describe('code lists', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  async function getList<Name extends CodeListName>(name: Name): Promise<TCodeList<Name>> {
    const reply = await app.inject({ method: 'GET', url: `/api/codelist/${name}` });
    expect(reply.statusCode).toBe(200);
    return CodeListReplies[name].parse(reply.json()) as TCodeList<Name>;
  }

  it('lists currencies with ISO codes, names and symbols', async () => {
    const list = await getList('Currency');
    expect(list.find((currency) => currency.code === 'USD')).toMatchObject({
      name: 'US Dollar',
      symbol: '$',
    });
    expect(list.find((currency) => currency.code === 'EUR')?.symbol).toBe('€');
    expect(list.map((currency) => currency.code)).not.toContain('USN');
    expect(list.length).toBeGreaterThan(140);
  });

  it('lists countries with capital, continent and the banned flag', async () => {
    const list = await getList('Country');
    expect(list.find((country) => country.code === 'DE')).toMatchObject({
      name: 'Germany',
      capital: 'Berlin',
      region: 'Europe',
      banned: false,
    });
    expect(list.find((country) => country.code === 'KP')?.banned).toBe(true);
    expect(list.length).toBeGreaterThan(240);
    expect(list[0]?.name).toBe('Afghanistan');
  });

  it('lists units of measure with piece (C62) first as the default', async () => {
    const list = await getList('UnitOfMeasurement');
    expect(list[0]).toMatchObject({ code: 'C62', name: 'piece' });
    expect(list.slice(1, 3).map((unit) => unit.code)).toEqual(['KGM', 'TNE']);
    expect(list.find((unit) => unit.code === 'MTK')?.symbol).toBe('m²');
    // Deleted (X) and deprecated (D) Rec 20 codes are left out.
    expect(list.map((unit) => unit.code)).not.toContain('BX');
    expect(list.length).toBeGreaterThan(1500);
  });

  it('lists NAICS sectors and subsectors as industries', async () => {
    const list = await getList('Industry');
    expect(list.find((industry) => industry.code === '31-33')).toMatchObject({
      name: 'Manufacturing',
      display: '31-33 Manufacturing',
    });
    expect(list.find((industry) => industry.code === '541')?.name).toBe(
      'Professional, Scientific, and Technical Services',
    );
    expect(list.every((industry) => !/T\s*$/.test(industry.name))).toBe(true);
    const codes = list.map((industry) => industry.code);
    expect(codes.indexOf('311')).toBe(codes.indexOf('31-33') + 1);
  });

  it('lists Canadian provinces and US states by postal code', async () => {
    expect(await getList('CanadaProvince')).toContainEqual({ id: 'ON', name: 'Ontario' });
    const states = await getList('USState');
    expect(states).toContainEqual({ id: 'TX', name: 'Texas' });
    expect(states).not.toContainEqual(expect.objectContaining({ name: 'Ontario' }));
  });

  it('lists the fixed lists: criterion units, statuses and wiki categories', async () => {
    expect((await getList('UnitOfTenderCriterion'))[0]).toEqual({ id: 0, name: 'Currency' });
    expect(await getList('TenderStatus')).toContainEqual({
      id: TenderStatus.SUBMITTED,
      name: 'Running',
    });
    expect(await getList('SupplierInvitationStatus')).toContainEqual({ id: 1, name: 'Invited' });
    expect((await getList('tWikiCategory')).length).toBeGreaterThan(0);
  });

  it('answers without a token, case-insensitively, and lets clients cache for an hour', async () => {
    const reply = await app.inject({ method: 'GET', url: '/API/CODELIST/currency' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
  });

  // The API caches lists for a minute, so the seeding tests look at the tables themselves.
  it('seeding again changes nothing', async () => {
    const snapshot = () =>
      Promise.all(
        [countries, currencies, unitsOfMeasurement, industries, regions].map((table) =>
          app.ctx.db.select().from(table),
        ),
      );
    const before = await snapshot();
    await seedCodeLists(app.ctx.db);
    expect(await snapshot()).toEqual(before);
  });

  it('adds missing rows and keeps admin changes to existing ones', async () => {
    const { db } = app.ctx;
    await db.update(countries).set({ banned: true }).where(eq(countries.code, 'DE'));
    await db.delete(regions).where(eq(regions.code, 'TX'));
    await seedCodeLists(db);
    expect(await db.select().from(regions).where(eq(regions.code, 'TX'))).toEqual([
      { countryCode: 'US', code: 'TX', name: 'Texas' },
    ]);
    const [germany] = await db.select().from(countries).where(eq(countries.code, 'DE'));
    expect(germany?.banned).toBe(true);
  });
});
