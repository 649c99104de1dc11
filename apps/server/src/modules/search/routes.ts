/**
 * Search calls (spec §7 Search): public tenders and government tenders for everyone (a signed-in
 * caller's currency is their default), the supplier directory and saved searches for users.
 */
import { z } from 'zod';
import {
  ZCompanyRow,
  ZCompanySearch,
  ZGovTenderNotice,
  ZGovTenderRow,
  ZPublicTenderOverview,
  ZPublicTenderRow,
  ZSearchIds,
  ZSearchPage,
  ZSearchPageRequest,
  ZTenderSearch,
  SEARCH_MAX_PAGE_SIZE,
  DEFAULT_SEARCH_PAGE_SIZE,
  zCurrencyCode,
  isPaidRole,
  type TSearchPageRequest,
  Messages,
} from '@tendermark/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { companiesPage, searchCompanies } from './companies.ts';
import { viewerCurrency, type ViewerCurrency } from './currency.ts';
import { govTenderNotice, govTendersPage, searchGovTenders } from './gov-search.ts';
import {
  latestPublicTenders,
  publicTenderOverview,
  publicTendersPage,
  searchPublicTenders,
  suggestedPublicTenders,
} from './public-tenders.ts';
import { registerSavedSearchRoutes } from './saved-search-routes.ts';

const ZLatestQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  recordsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE_SIZE)
    .default(DEFAULT_SEARCH_PAGE_SIZE),
  currency: zCurrencyCode,
});

export const registerSearchRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const open = routeTable(app, { tags: ['search'], guards, access: 'optional' });
  const signedIn = routeTable(app, { tags: ['search'], guards, access: 'signedIn' });
  const currencyOf = (request: FastifyRequest, asked?: string) =>
    viewerCurrency(ctx, { asked, userId: request.authUser?.id });

  /** A two-step tender search: the call answering ids, and the call answering a page of rows. */
  function twoStepTenderSearch<Row extends z.ZodType>(spec: {
    what: string;
    searchPath: string;
    pagePath: string;
    row: Row;
    search: typeof searchGovTenders;
    page: (
      context: typeof ctx,
      request: TSearchPageRequest,
      currency: ViewerCurrency,
    ) => Promise<z.infer<ReturnType<typeof ZSearchPage<Row>>>>;
  }) {
    open.post(
      spec.searchPath,
      {
        description: `Ids of the ${spec.what} matching the search, best first`,
        body: ZTenderSearch,
        response: { 200: ZSearchIds },
      },
      async (request) =>
        spec.search(ctx, request.body, await currencyOf(request, request.body.currency)),
    );
    open.post(
      spec.pagePath,
      {
        description: `Rows of one page of the ${spec.what} a search found`,
        body: ZSearchPageRequest,
        response: { 200: ZSearchPage(spec.row) },
      },
      async (request) =>
        spec.page(ctx, request.body, await currencyOf(request, request.body.currency)),
    );
  }

  twoStepTenderSearch({
    what: 'published public tenders',
    searchPath: '/api/company/SearchInAuctions',
    pagePath: '/api/company/GetInfoTendersFromSearch',
    row: ZPublicTenderRow,
    search: searchPublicTenders,
    page: publicTendersPage,
  });
  twoStepTenderSearch({
    what: 'government tenders',
    searchPath: '/api/company/SearchInGovAuctions',
    pagePath: '/api/company/GetInfoGovTendersFromSearch',
    row: ZGovTenderRow,
    search: searchGovTenders,
    page: govTendersPage,
  });
  open.get(
    '/api/company/GetGovTenderNotice',
    {
      description: 'The notice of one government tender as people read it (404 when unknown)',
      querystring: z.object({ id: z.uuid(), currency: zCurrencyCode }),
      response: { 200: ZGovTenderNotice },
      errors: { 404: true },
    },
    async (request) =>
      govTenderNotice(ctx, request.query.id, await currencyOf(request, request.query.currency)),
  );
  open.get(
    '/api/tender/LatestPublicTenders',
    {
      description: 'The newest published public tenders',
      querystring: ZLatestQuery,
      response: { 200: ZSearchPage(ZPublicTenderRow) },
    },
    async (request) =>
      latestPublicTenders(ctx, request.query, await currencyOf(request, request.query.currency)),
  );
  open.get(
    '/api/tender/GetPublicTenderOverview',
    {
      description: 'What anyone may see of a published public tender (404 otherwise)',
      querystring: z.object({ id: z.uuid() }),
      response: { 200: ZPublicTenderOverview },
      errors: { 404: true },
    },
    async (request) =>
      publicTenderOverview(ctx, request.query.id, {
        userId: request.authUser?.id,
        currency: await currencyOf(request),
      }),
  );

  signedIn.get(
    '/api/tender/SuggestedPublicTenders',
    {
      description: 'Public tenders in the industries or keywords of the user (business plans only)',
      querystring: ZLatestQuery,
      response: { 200: ZSearchPage(ZPublicTenderRow) },
      errors: { 403: true },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.roles.some(isPaidRole)) throw forbidden(Messages.suggestionsForBusiness);
      const currency = await currencyOf(request, request.query.currency);
      return suggestedPublicTenders(ctx, user.id, request.query, currency);
    },
  );
  signedIn.post(
    '/api/company/SearchInCompanies',
    {
      description: 'Ids of the searchable supplier companies matching the search',
      body: ZCompanySearch,
      response: { 200: ZSearchIds },
    },
    async (request) => searchCompanies(ctx, request.body),
  );
  signedIn.post(
    '/api/company/GetInfoComapniesFromSearch',
    {
      description: 'Rows of one page of the companies a search found',
      body: ZSearchPageRequest,
      response: { 200: ZSearchPage(ZCompanyRow) },
    },
    async (request) => companiesPage(ctx, request.body, currentUser(request).id),
  );

  registerSavedSearchRoutes(signedIn, ctx);
};
