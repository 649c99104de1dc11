import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { currencies, systemSettings, users } from '../../src/db/schema/index.ts';
import { makePgliteTemplate, startFromTemplate } from '../../src/db/pglite-template.ts';
import { testConfig } from '../helper.ts';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'tendermark-template-test-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in template: a folder that looks like a database, and what it holds. */
function fakeTemplate(name: string, govTenders = false): string {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'base'), { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(dir, 'base', 'table'), 'rows');
  writeFileSync(`${dir}.json`, JSON.stringify({ govTenders }));
  return dir;
}

describe('a new embedded database from the template', () => {
  it('copies the template into an empty or missing folder, and into nothing else', async () => {
    const template = fakeTemplate('template');
    const wants = { govTenders: false };
    const missing = path.join(scratch, 'missing');
    expect(await startFromTemplate(missing, wants, template)).toBe(true);
    expect(readFileSync(path.join(missing, 'base', 'table'), 'utf8')).toBe('rows');

    const empty = path.join(scratch, 'empty');
    mkdirSync(empty);
    expect(await startFromTemplate(empty, wants, template)).toBe(true);
    expect(readFileSync(path.join(empty, 'PG_VERSION'), 'utf8')).toBe('17\n');

    // A database already there (written to since): left as it is.
    writeFileSync(path.join(missing, 'base', 'table'), 'changed');
    expect(await startFromTemplate(missing, wants, template)).toBe(false);
    expect(readFileSync(path.join(missing, 'base', 'table'), 'utf8')).toBe('changed');

    // A folder holding something else: PGlite decides, as without a template.
    const other = path.join(scratch, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'note'), 'mine');
    expect(await startFromTemplate(other, wants, template)).toBe(false);

    expect(await startFromTemplate('memory://', wants, template)).toBe(false);
    expect(
      await startFromTemplate(path.join(scratch, 'none'), wants, path.join(scratch, 'no')),
    ).toBe(false);
  });

  it('takes only a template holding what the start would seed (the government tenders or not)', async () => {
    const withTenders = fakeTemplate('with-tenders', true);
    const target = path.join(scratch, 'no-tenders-wanted');
    expect(await startFromTemplate(target, { govTenders: false }, withTenders)).toBe(false);
    expect(await startFromTemplate(target, { govTenders: true }, withTenders)).toBe(true);
  });

  it('starts the app on a copy of a real template: migrated, reference data in, accounts seeded', async () => {
    const template = path.join(scratch, 'real-template');
    await makePgliteTemplate(template, { govTenders: false });
    // A row only the template holds: the start must find it, not make a database of its own.
    const marking = await openDatabase({ pgliteDir: template });
    // Only the server's database: Postgres's template0 and template1 are not copied at each start.
    const databases = (await marking.db.execute('select datname from pg_database')) as unknown as {
      rows: unknown[];
    };
    expect(databases.rows).toEqual([{ datname: 'postgres' }]);
    await marking.db.insert(systemSettings).values({ key: 'template-mark', value: { from: 1 } });
    await marking.close();
    const dataDir = path.join(scratch, 'first-start');
    const config = testConfig({ dataDir, databaseUrl: undefined, seedGovTenders: false });
    const app = await buildApp(config, {
      logger: false,
      runClock: false,
      pgliteTemplateDir: template,
    });
    try {
      const [mark] = await app.ctx.db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, 'template-mark'));
      expect(mark?.value).toEqual({ from: 1 });
      const [lists] = await app.ctx.db.select({ n: count() }).from(currencies);
      expect(lists.n).toBeGreaterThan(0);
      const [accounts] = await app.ctx.db.select({ n: count() }).from(users);
      expect(accounts.n).toBeGreaterThan(0);
      const reply = await app.inject({ method: 'GET', url: '/api/codelist/Currency' });
      expect(reply.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    // The template itself is untouched by the start: a second first start copies it again.
    expect(
      await startFromTemplate(path.join(scratch, 'second'), { govTenders: false }, template),
    ).toBe(true);
  }, 120_000);
});
