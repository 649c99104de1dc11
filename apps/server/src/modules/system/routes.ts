/**
 * Liveness and readiness for load balancers, orchestrators and the test runner: live means the
 * process answers (no database involved), ready means its database answers too (503 otherwise, with
 * Retry-After, from the error handler). /api/health is readiness, as its callers have known it.
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ModuleRegistrar } from '../index.ts';

const ZHealth = z.object({ status: z.literal('ok'), time: z.string() });
const ZUnavailable = z.object({ error: z.string(), message: z.string() });

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

export const registerSystemRoutes: ModuleRegistrar = (app, ctx) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ok = () => ({ status: 'ok' as const, time: ctx.clock.now().toISOString() });
  routes.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the server process answers (the database is not asked)',
        response: { 200: ZHealth },
      },
    },
    async () => ok(),
  );
  for (const url of ['/api/health/ready', '/api/health'])
    routes.get(
      url,
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the server is up and its database answers (503 while it does not)',
          response: { 200: ZHealth, 503: ZUnavailable },
        },
      },
      async () => {
        await checkDatabase(ctx);
        return ok();
      },
    );
};
