/** Start-up accounts: the admin always; on first start with SEED_DEMO, a demo buyer and two suppliers. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { countries, users } from '../../db/schema/index.ts';
import { grantRoles } from './user-roles.ts';
import { createUser, findUserByName, type NewAccount } from './users.ts';

const DEMO_PASSWORD = 'Demo1234';
const DAY_MS = 24 * 60 * 60 * 1000;

type SeededLogin = { role: string; userName: string; password: string };

export async function seedAccounts(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const logins = [await ensureAdmin(ctx)];
  if (ctx.config.seedDemo) logins.push(...(await ensureDemoUsers(ctx)));
  log.info({ logins }, 'seeded accounts');
  // Silent logging means tests or scripts: keep their output clean.
  if (ctx.config.logLevel !== 'silent') console.log(credentialsBox(logins));
}

/** The admin from ADMIN_EMAIL/ADMIN_PASSWORD; an existing admin keeps its (maybe changed) password. */
async function ensureAdmin(ctx: AppContext): Promise<SeededLogin> {
  const { adminEmail, adminPassword } = ctx.config;
  const existing = await findUserByName(ctx.db, adminEmail);
  const admin =
    existing ??
    (await createUser(ctx.db, { email: adminEmail, password: adminPassword }, ctx.clock.now())) ??
    // Another node created it at the same moment.
    (await findUserByName(ctx.db, adminEmail));
  if (!admin) throw new Error(`the admin account ${adminEmail} could not be created`);
  await ctx.db
    .update(users)
    .set({ isActivated: true, isEmailConfirmed: true })
    .where(eq(users.id, admin.id));
  await grantRoles(ctx.db, admin.id, ['Admin', 'BusinessPremium']);
  return {
    role: 'Admin',
    userName: admin.userName,
    password: existing ? '(unchanged since first start)' : adminPassword,
  };
}

async function ensureDemoUsers(ctx: AppContext): Promise<SeededLogin[]> {
  const now = ctx.clock.now();
  const [unitedStates] = await ctx.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'US'));
  const demoUsers: (NewAccount & { role: string })[] = [
    {
      role: 'Demo buyer',
      email: 'buyer@tendermark.test',
      roles: ['BusinessStandard'],
      subscriptionExpires: new Date(now.getTime() + 365 * DAY_MS),
      firstName: 'Bianca',
      lastName: 'Buyer',
      countryId: unitedStates?.id ?? null,
      password: DEMO_PASSWORD,
    },
    ...[1, 2].map((number) => ({
      role: `Demo supplier ${number}`,
      email: `supplier${number}@tendermark.test`,
      firstName: 'Sam',
      lastName: `Supplier ${number}`,
      countryId: unitedStates?.id ?? null,
      password: DEMO_PASSWORD,
    })),
  ];
  for (const { role: _role, ...account } of demoUsers) {
    if (await findUserByName(ctx.db, account.email)) continue;
    await createUser(ctx.db, { ...account, isActivated: true }, now);
  }
  return demoUsers.map(({ role, email }) => ({ role, userName: email, password: DEMO_PASSWORD }));
}

function credentialsBox(logins: SeededLogin[]): string {
  const roleWidth = Math.max(...logins.map((login) => login.role.length));
  const nameWidth = Math.max(...logins.map((login) => login.userName.length));
  const lines = [
    'Tendermark sign-in accounts',
    '',
    ...logins.map(
      (login) =>
        `${login.role.padEnd(roleWidth)}  ${login.userName.padEnd(nameWidth)}  ${login.password}`,
    ),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}
