/** Liveness and readiness for load balancers and the test runner. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleRegistrar } from '../index.ts';

export const registerSystemRoutes: ModuleRegistrar = (app, ctx) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health: the server is up and its database answers',
        response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, time: ctx.clock.now().toISOString() };
    },
  );
};
