/** /api/settings: user settings calls; GetServerTime lets clients correct their countdowns. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRegistrar } from '../index.ts';

export const registerSettingsRoutes: ModuleRegistrar = (app, ctx) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/settings/GetServerTime',
    {
      schema: {
        tags: ['settings'],
        summary: 'Server time (UTC) for countdown correction',
        response: { 200: z.object({ serverTime: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { serverTime: ctx.clock.now().toISOString() };
    },
  );
};
