import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { seedAccounts } from '../../src/modules/account/seed.ts';
import { build, type TestApp } from '../helper.ts';
import { bearer, login, postToken } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('seedAccounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { seedDemo: true } });
  });
  afterAll(() => app.dispose());

  const userInfo = async (userName: string, password: string) => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: bearer(await login(app, userName, password)),
    });
    return reply.json();
  };

  it('creates the admin from the configuration, activated, as Admin and BusinessPremium', async () => {
    const { adminEmail, adminPassword } = app.ctx.config;
    expect(await userInfo(adminEmail, adminPassword)).toMatchObject({
      IsActivated: true,
      InRoles: ['Admin', 'BusinessPremium'],
      Expires: null,
    });
  });

  it('creates a demo buyer with a year of BusinessStandard and two Free suppliers', async () => {
    const buyer = await userInfo('buyer@tendermark.test', 'Demo1234');
    expect(buyer).toMatchObject({ IsActivated: true, InRoles: ['BusinessStandard'] });
    const daysLeft = (Date.parse(buyer.Expires) - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365);
    const [stored] = await app.ctx.db
      .select()
      .from(users)
      .where(eq(users.userName, 'buyer@tendermark.test'));
    expect(stored.firstName).toBeTruthy();
    expect(stored.lastName).toBeTruthy();

    for (const supplier of ['supplier1@tendermark.test', 'supplier2@tendermark.test'])
      expect(await userInfo(supplier, 'Demo1234')).toMatchObject({
        IsActivated: true,
        InRoles: ['Free'],
      });
  });

  it('runs again without duplicating users or resetting a changed admin password', async () => {
    const admin = await login(app, app.ctx.config.adminEmail, app.ctx.config.adminPassword);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/account/ChangePassword',
      headers: bearer(admin),
      payload: {
        OldPassword: 'Admin1234',
        NewPassword: 'NewAdmin99',
        ConfirmPassword: 'NewAdmin99',
      },
    });
    expect(changed.statusCode).toBe(200);
    const countBefore = (await app.ctx.db.select({ id: users.id }).from(users)).length;

    await seedAccounts(app.ctx, app.log);

    expect((await app.ctx.db.select({ id: users.id }).from(users)).length).toBe(countBefore);
    const oldPassword = await postToken(app, {
      grant_type: 'password',
      userName: app.ctx.config.adminEmail,
      password: 'Admin1234',
    });
    expect(oldPassword.statusCode).toBe(400);
    expect((await login(app, app.ctx.config.adminEmail, 'NewAdmin99')).userName).toBe(
      app.ctx.config.adminEmail,
    );
  });
});

describe('seedAccounts without SEED_DEMO', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  it('creates the admin only', async () => {
    const rows = await app.ctx.db.select({ userName: users.userName }).from(users);
    expect(rows.map((row) => row.userName)).toEqual([app.ctx.config.adminEmail]);
  });
});
