/** /api/tender calls of the live room: chain check, histories, presence, prolong, announcements, result. */
import { z } from 'zod';
import {
  MAX_PROLONG_MINUTES,
  ZActiveOnTender,
  ZAnnouncementBody,
  ZAnnouncementReply,
  ZAuctionResult,
  ZBestPricePoint,
  ZBidChainReport,
  ZBidHistory,
  ZProlongReply,
  ZSavingsRecord,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { zQueryId, ZTenderIdQuery } from '../tenders/query-schemas.ts';
import { bestPriceHistory, bidHistory, verifyChainFor } from './history-service.ts';
import { addAnnouncement, prolongTender } from './owner-actions-service.ts';
import { activeOnTender } from './presence.ts';
import { auctionResult, mySavings } from './results-service.ts';

export const registerRoomRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['auction'], guards, access: 'signedIn' });
  const read = <Reply extends z.ZodType>(description: string, reply: Reply) => ({
    description,
    querystring: ZTenderIdQuery,
    response: { 200: reply },
    errors: { 404: 'No such tender, or the caller is neither its owner nor a participant' },
  });

  route.get(
    '/api/tender/VerifyBidChain',
    read('Recompute the hash chain of the bid log (owner or participant)', ZBidChainReport),
    async (request) => verifyChainFor(ctx, currentUser(request), request.query.tenderId),
  );
  route.get(
    '/api/tender/GetBidHistory',
    read(
      'Bid history: every bid for the owner; own bids and the best price line for a supplier',
      ZBidHistory,
    ),
    async (request) => bidHistory(ctx, currentUser(request), request.query.tenderId),
  );
  route.get(
    '/api/tender/GetBestPriceHistory',
    {
      ...read('The best total price over time, for the live chart', z.array(ZBestPricePoint)),
      errors: {
        403: 'The owner shows suppliers their rank only (bestBidsHidden)',
        404: 'No such tender, or the caller is neither its owner nor a participant',
      },
    },
    async (request) => bestPriceHistory(ctx, currentUser(request), request.query.tenderId),
  );
  route.get(
    '/api/tender/ActiveOnTender',
    read('Suppliers connected to the room (names for the owner)', ZActiveOnTender),
    async (request) => activeOnTender(ctx, currentUser(request), request.query.tenderId),
  );
  route.get(
    '/api/tender/GetAuctionResult',
    read('Winner, final ranking and savings of an auction', ZAuctionResult),
    async (request) => auctionResult(ctx, currentUser(request), request.query.tenderId),
  );

  route.put(
    '/api/tender/ProlongTender',
    {
      description: `Extend a running auction by 1..${MAX_PROLONG_MINUTES} minutes (owner)`,
      querystring: z.object({
        tenderId: zQueryId,
        length: z.coerce.number().int().min(1).max(MAX_PROLONG_MINUTES),
      }),
      response: { 200: ZProlongReply },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) =>
      prolongTender(ctx, currentUser(request).id, request.query.tenderId, request.query.length),
  );

  route.post(
    '/api/tender/AddAnnouncement',
    {
      description: 'Post an announcement to everyone in the auction (owner, once scheduled)',
      querystring: ZTenderIdQuery,
      body: ZAnnouncementBody,
      response: { 200: ZAnnouncementReply },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) =>
      addAnnouncement(ctx, currentUser(request).id, request.query.tenderId, request.body.text),
  );

  route.get(
    '/api/account/GetMySavings',
    {
      description: 'Savings records of the auctions the caller won or owned',
      response: { 200: z.array(ZSavingsRecord) },
    },
    async (request) => mySavings(ctx, currentUser(request).id),
  );
};
