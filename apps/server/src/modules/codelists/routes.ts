/** GET /api/codelist/{name}: public, cacheable reference data (spec §7 Code lists). */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CodeListReplies, type CodeListName } from '@tendermark/shared';
import type { ModuleRegistrar } from '../../context.ts';
import { routeTable } from '../../lib/route-table.ts';
import { createCodeListLoaders } from './service.ts';

const CACHE_CONTROL = 'public, max-age=3600';

export const registerCodeListRoutes: ModuleRegistrar = (app, ctx) => {
  const loaders = createCodeListLoaders(ctx.db, ctx.clock);
  for (const name of Object.keys(CodeListReplies) as CodeListName[]) {
    registerCodeList(app, name, CodeListReplies[name], loaders[name]);
  }
};

/** The loaders' types tie each list to its schema (see CodeListLoaders). */
function registerCodeList(
  app: FastifyInstance,
  name: CodeListName,
  replySchema: z.ZodType,
  load: () => Promise<unknown>,
): void {
  routeTable(app, { tags: ['Code lists'], access: 'public' }).get(
    `/api/codelist/${name}`,
    {
      operationId: `CodeList${name[0].toUpperCase()}${name.slice(1)}`,
      description: `The ${name} code list (cacheable for an hour)`,
      response: { 200: replySchema },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return load();
    },
  );
}
