/** Sealed offers' HTTP calls (issue 30): submit an offer, its receipt, and the owner's count. */
import { ZSealedOfferBody, ZSealedOfferCount, ZSealedOfferReceipt } from '@tendermark/shared';
import type { ModuleRegistrar } from '../../context.ts';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import { ZTenderIdQuery } from '../tenders/query-schemas.ts';
import { ownSealedOfferStatus, sealedOfferCount } from './read-service.ts';
import { submitSealedOffer } from './submission.ts';

const NOT_SEALED = 'The tender does not take sealed offers (wrong_auction_format)';

export const registerSealedOfferRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['sealed offers'], guards, access: 'signedIn' });

  route.post(
    '/api/tendersupplier/SubmitSealedOffer',
    {
      description:
        'Submit your whole sealed offer (a unit price for every item, a value for every other criterion) until the proposal deadline; it replaces your earlier one. Nobody can read its prices before the deadline: the reply is a receipt with its place in the hash chain',
      body: ZSealedOfferBody,
      response: { 200: ZSealedOfferReceipt },
      errors: {
        400: 'A price or value is missing (sealed_offer_incomplete), out of range or given twice',
        403: 'The caller owns the tender, or is not an accepted participant',
        404: 'No such tender, item or criterion, or the tender is not visible to the caller',
        409: `${NOT_SEALED}; the proposal deadline has passed or the tender is frozen`,
      },
    },
    async (request) => submitSealedOffer(ctx, currentUser(request), request.body),
  );

  route.get(
    '/api/tendersupplier/GetSealedOfferStatus',
    {
      description:
        'The receipt of your latest sealed offer (whether it is in, when, its chain entry) and when the offers open; never its prices',
      querystring: ZTenderIdQuery,
      response: { 200: ZSealedOfferReceipt },
      errors: {
        403: 'The caller owns the tender or has no entry in it',
        404: 'No such tender, or it is not visible to the caller',
        409: NOT_SEALED,
      },
    },
    async (request) => ownSealedOfferStatus(ctx, currentUser(request), request.query.tenderId),
  );

  route.get(
    '/api/tender/GetSealedOffers',
    {
      description:
        "The owner's view of the sealed offers: how many are in, when they open and when they were opened; never a price",
      querystring: ZTenderIdQuery,
      response: { 200: ZSealedOfferCount },
      errors: {
        403: 'The caller may see the tender but does not own it',
        404: 'No such tender, or it is not visible to the caller',
        409: NOT_SEALED,
      },
    },
    async (request) => sealedOfferCount(ctx, currentUser(request), request.query.tenderId),
  );
};
