import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnglishTexts } from '@tendermark/shared';
import { build, type TestApp } from '../../../test/helper.ts';
import { bearer, createUser } from '../../../test/factories.ts';
import { localizationTexts } from '../../db/schema/index.ts';
import { seedLocalizationTexts } from './seed.ts';

const englishKeys = Object.keys(EnglishTexts);
const someEnglishKey = englishKeys[0] ?? 'app.name';

describe('localization texts', () => {
  let app: TestApp;
  let adminToken: string;
  let userToken: string;
  beforeAll(async () => {
    app = await build();
    adminToken = (await createUser(app, { roles: ['Admin'] })).token;
    userToken = (await createUser(app)).token;
  });
  afterAll(() => app.dispose());

  const feTexts = async (): Promise<Record<string, string>> => {
    const reply = await app.inject({ method: 'GET', url: '/api/admin/GetFeLocalizationTexts' });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };
  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(adminToken) });

  it('serves every English text to the web app without a token', async () => {
    const texts = await feTexts();
    expect(Object.keys(texts).sort()).toEqual(expect.arrayContaining(englishKeys));
    expect(texts[someEnglishKey]).toBe(EnglishTexts[someEnglishKey]);
  });

  it('keeps admin texts and corrections when seeding again', async () => {
    await app.ctx.db
      .update(localizationTexts)
      .set({ correction: 'Corrected', textCorrected: true })
      .where(eq(localizationTexts.key, someEnglishKey));
    const before = await app.ctx.db.select().from(localizationTexts);
    await seedLocalizationTexts(app.ctx.db);
    expect(await app.ctx.db.select().from(localizationTexts)).toEqual(before);
    expect((await feTexts())[someEnglishKey]).toBe('Corrected');
    await asAdmin('POST', '/api/admin/EditLocalizationText', {
      key: someEnglishKey,
      textCorrected: false,
    });
    expect((await feTexts())[someEnglishKey]).toBe(EnglishTexts[someEnglishKey]);
  });

  it.each([
    ['GET', '/api/admin/GetLocalizationTexts'],
    ['POST', '/api/admin/AddLocalizationText'],
    ['POST', '/api/admin/EditLocalizationText'],
    ['DELETE', '/api/admin/DeleteLocalizationText?key=app.name'],
    ['GET', '/api/admin/CheckLocalizationsIntegrity'],
  ] as const)('%s %s needs the Admin role', async (method, url) => {
    const payload = method === 'POST' ? { key: 'x.y', value: 'X' } : undefined;
    const anonymous = await app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    const normalUser = await app.inject({ method, url, payload, headers: bearer(userToken) });
    expect(normalUser.statusCode).toBe(403);
  });

  it('lets an admin add, find, edit and delete a text', async () => {
    const added = await asAdmin('POST', '/api/admin/AddLocalizationText', {
      Key: 'tests.greeting',
      Value: 'Hello Zyxwbuyer',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ key: 'tests.greeting', isFeText: true, correction: null });

    const duplicate = await asAdmin('POST', '/api/admin/AddLocalizationText', {
      key: 'tests.greeting',
      value: 'Again',
    });
    expect(duplicate.statusCode).toBe(409);

    const found = await asAdmin('GET', '/api/admin/GetLocalizationTexts?filter=zyXWB');
    expect(found.json().map((text: { key: string }) => text.key)).toEqual(['tests.greeting']);

    const edited = await asAdmin('POST', '/api/admin/EditLocalizationText', {
      key: 'tests.greeting',
      correction: 'Hello, Zyxwbuyer',
      textCorrected: true,
    });
    expect(edited.json()).toMatchObject({
      value: 'Hello Zyxwbuyer',
      correction: 'Hello, Zyxwbuyer',
    });
    expect((await feTexts())['tests.greeting']).toBe('Hello, Zyxwbuyer');

    const deleted = await asAdmin('DELETE', '/api/admin/DeleteLocalizationText?key=tests.greeting');
    expect(deleted.json()).toBe(true);
    expect((await feTexts())['tests.greeting']).toBeUndefined();
  });

  it('answers 404 for unknown keys and 400 for a missing key', async () => {
    const edit = await asAdmin('POST', '/api/admin/EditLocalizationText', {
      key: 'no.such.key',
      value: 'X',
    });
    expect(edit.statusCode).toBe(404);
    const remove = await asAdmin('DELETE', '/api/admin/DeleteLocalizationText?key=no.such.key');
    expect(remove.statusCode).toBe(404);
    const noKey = await asAdmin('POST', '/api/admin/AddLocalizationText', { value: 'X' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ error: 'validation_error' });
  });

  it('treats a filter with LIKE wildcards as plain text', async () => {
    const texts = { 'tests.wildcard': 'Zyxw 1%0_', 'tests.digits': 'Zyxw 100a' };
    for (const [key, value] of Object.entries(texts)) {
      await asAdmin('POST', '/api/admin/AddLocalizationText', { key, value });
    }
    const reply = await asAdmin('GET', '/api/admin/GetLocalizationTexts?filter=1%250_');
    expect(reply.json().map((text: { key: string }) => text.key)).toEqual(['tests.wildcard']);
    for (const key of Object.keys(texts)) {
      await asAdmin('DELETE', `/api/admin/DeleteLocalizationText?key=${key}`);
    }
  });

  it('reports missing, unused and blank texts', async () => {
    await app.ctx.db.delete(localizationTexts).where(eq(localizationTexts.key, someEnglishKey));
    await asAdmin('POST', '/api/admin/AddLocalizationText', { key: 'tests.unused', value: 'Old' });
    await asAdmin('POST', '/api/admin/AddLocalizationText', { key: 'tests.blank', value: ' ' });
    await asAdmin('POST', '/api/admin/AddLocalizationText', {
      key: 'tests.server-only',
      value: 'Mail text',
      isFeText: false,
    });

    const reply = await asAdmin('GET', '/api/admin/CheckLocalizationsIntegrity');
    expect(reply.statusCode).toBe(200);
    const report = reply.json();
    expect(report.missingKeys).toEqual([someEnglishKey]);
    expect(report.unusedKeys).toEqual(['tests.blank', 'tests.unused']);
    expect(report.emptyValues).toEqual(['tests.blank']);
  });
});
