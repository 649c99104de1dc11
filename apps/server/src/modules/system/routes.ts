/**
 * Liveness and readiness for load balancers, orchestrators and the test runner: live means the
 * process answers (no database involved), ready means its database answers too (503 otherwise, with
 * Retry-After, from the error handler). /api/health is readiness, as its callers have known it.
 * A node in maintenance (maintenance.ts) stays ready, as it is: it serves reads, and the readiness
 * reply says that maintenance is on and why, which the web app's maintenance page waits out.
 * The admin's maintenance switch is here too.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZMaintenanceState, ZSetMaintenanceRequest } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { createMaintenanceSwitch, guardWritesDuringMaintenance } from './maintenance.ts';
import { routeTable } from '../../lib/route-table.ts';

const ZHealth = z.object({
  status: z.literal('ok'),
  time: z.string(),
  /** Present while an admin has the server in maintenance (readiness only). */
  maintenance: z
    .object({ message: z.string().nullable(), since: z.string().nullable() })
    .optional(),
});

/** A database that does not answer within this long counts as away (a pool waits for ever). */
const READY_TIMEOUT_MS = 2000;

async function checkDatabase(ctx: AppContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    // SQLSTATE 08006 (connection_failure): the error handler answers 503 with Retry-After.
    const timedOut = Object.assign(new Error('the database did not answer in time'), {
      code: '08006',
    });
    timer = setTimeout(() => reject(timedOut), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([ctx.db.execute(sql`select 1`), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const registerSystemRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['system'], guards, access: 'public' });
  const maintenance = createMaintenanceSwitch(ctx, app.log);
  guardWritesDuringMaintenance(app, maintenance);
  const ok = () => ({ status: 'ok' as const, time: ctx.clock.now().toISOString() });
  route.get(
    '/api/health/live',
    {
      operationId: 'GetLiveness',
      description: 'Liveness: the server process answers (the database is not asked)',
      response: { 200: ZHealth },
    },
    async () => ok(),
  );
  for (const [url, operationId] of [
    ['/api/health/ready', 'GetReadiness'],
    ['/api/health', 'GetHealth'],
  ])
    route.get(
      url,
      {
        operationId,
        description: 'Readiness: the server is up and its database answers (503 while it does not)',
        response: { 200: ZHealth },
      },
      async () => {
        await checkDatabase(ctx);
        const state = await maintenance.current();
        return state.on
          ? { ...ok(), maintenance: { message: state.message, since: state.since } }
          : ok();
      },
    );

  route.get(
    '/api/admin/GetMaintenance',
    {
      tags: ['admin'],
      description: 'Whether the server is in maintenance, with its message',
      response: { 200: ZMaintenanceState },
      access: { roles: ['Admin'] },
    },
    async () => maintenance.current(),
  );
  route.post(
    '/api/admin/SetMaintenance',
    {
      tags: ['admin'],
      description:
        'Turn maintenance on (writes answer 503 with the message on every node) or off again',
      body: ZSetMaintenanceRequest,
      response: { 200: ZMaintenanceState },
      access: { roles: ['Admin'] },
    },
    async (request) => maintenance.set(currentUser(request), request.body),
  );
};
