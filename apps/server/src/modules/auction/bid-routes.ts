/** POST /api/tendersupplier/BidToItem and BidToCriterion: bids with a receipt (DESIGN §3, §5). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZBidReceipt, ZBidToCriterion, ZBidToItem } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { createBidAllowance } from './bid-allowance.ts';
import { placeBid } from './bidding-service.ts';

export const registerBidRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['auction'], guards, access: 'signedIn' });
  const allowance = createBidAllowance(ctx.config.bidsPerUserPerSecond);
  const allowanceNote = `; at most ${ctx.config.bidsPerUserPerSecond} bids a second per user (429 with Retry-After beyond)`;
  const spendAllowance = async (request: FastifyRequest, reply: FastifyReply) =>
    allowance.spend(currentUser(request).id, reply);

  route.post(
    '/api/tendersupplier/BidToItem',
    {
      description:
        'Bid a unit price for an item; live bids must be one bid step below your last one' +
        allowanceNote,
      body: ZBidToItem,
      preHandler: spendAllowance,
      response: { 200: ZBidReceipt },
      errors: {
        403: true,
        404: 'No such tender or item, or the caller is not a participant',
        409: 'Bidding has not started, is closed, or the tender is frozen; the item’s lot has closed (staggered close); the tender runs another format (wrong_auction_format, sealed_offers_only)',
        429: true,
      },
    },
    async (request) =>
      placeBid(ctx, {
        userId: currentUser(request).id,
        tenderId: request.body.tenderId,
        targetKind: 'item',
        targetId: request.body.itemId,
        value: request.body.bid,
      }),
  );

  route.post(
    '/api/tendersupplier/BidToCriterion',
    {
      description:
        'Bid a value for a criterion other than the price, within its range; live bids must improve by 1 %' +
        allowanceNote,
      body: ZBidToCriterion,
      preHandler: spendAllowance,
      response: { 200: ZBidReceipt },
      errors: {
        403: true,
        404: 'No such tender or criterion, or the caller is not a participant',
        409: 'Bidding has not started, is closed, or the tender is frozen; the tender runs another format (wrong_auction_format, sealed_offers_only)',
        429: true,
      },
    },
    async (request) =>
      placeBid(ctx, {
        userId: currentUser(request).id,
        tenderId: request.body.tenderId,
        targetKind: 'criterion',
        targetId: request.body.criterionId,
        value: request.body.bid,
      }),
  );
};
