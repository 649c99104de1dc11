/** Saved searches of the signed-in user (beyond the spec): keep, list, delete. */
import { z } from 'zod';
import { ZSaveSearchBody, ZSavedSearch } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../lib/auth.ts';
import type { routeTable } from '../../lib/route-table.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.ts';

export function registerSavedSearchRoutes(route: ReturnType<typeof routeTable>, ctx: AppContext) {
  route.post(
    '/api/search/SaveSearch',
    {
      description: 'Keep a search; new matching tenders are announced to its owner',
      body: ZSaveSearchBody,
      response: { 200: ZSavedSearch },
    },
    async (request) => saveSearch(ctx, currentUser(request).id, request.body),
  );
  route.get(
    '/api/search/GetSavedSearches',
    { description: "The caller's saved searches", response: { 200: z.array(ZSavedSearch) } },
    async (request) => listSavedSearches(ctx, currentUser(request).id),
  );
  route.delete(
    '/api/search/DeleteSavedSearch',
    {
      description: 'Delete one of the caller’s saved searches',
      querystring: z.object({ id: z.string().max(100) }),
      response: { 200: z.literal(true) },
      errors: { 404: 'No such saved search of the caller' },
    },
    async (request) => {
      await deleteSavedSearch(ctx, currentUser(request).id, request.query.id);
      return true as const;
    },
  );
}
