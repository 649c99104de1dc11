/** /api/tendersupplier calls of the owner about suppliers, plus /api/tender/MessageToBidders. */
import { z } from 'zod';
import {
  ZBlockBidderBody,
  ZCommentOfferBody,
  ZMessageToBiddersBody,
  ZResponseToPublicBidderBody,
  ZSupplierEntry,
  ZTenderSupplierBody,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { commentOffer, messageToBidders } from './owner-messages-service.ts';
import { blockBidder, removeSupplier, respondToApplicant, unblockBidder } from './owner-service.ts';
import { tags, ZSupplierEntries } from './route-schemas.ts';

export const registerOwnerSupplierRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags, guards, access: 'signedIn' });

  route.post(
    '/api/tendersupplier/ResponseToPublicBidder',
    {
      description: 'Approve or reject (with a reason) a public applicant or a rejoin request',
      body: ZResponseToPublicBidderBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => respondToApplicant(ctx, currentUser(request).id, request.body),
  );

  route.post(
    '/api/tendersupplier/BlockBidder',
    {
      description: 'Block a supplier (user) with a reason',
      body: ZBlockBidderBody,
      response: { 200: ZSupplierEntry },
      errors: {
        403: true,
        404: true,
        409: 'The supplier is already blocked, or the tender is past the stage where it may be',
      },
    },
    async (request) => blockBidder(ctx, currentUser(request).id, request.body),
  );

  route.post(
    '/api/tendersupplier/UnblockBidder',
    {
      description:
        'Unblock a supplier: back to invited or accepted, else "User can not be unblocked"',
      body: ZBlockBidderBody,
      response: { 200: ZSupplierEntry },
      errors: {
        403: true,
        404: true,
        409: 'The supplier is not blocked ("User can not be unblocked"), or the tender is closed',
      },
    },
    async (request) => unblockBidder(ctx, currentUser(request).id, request.body),
  );

  route.post(
    '/api/tendersupplier/DeleteTenderSeller',
    {
      description: 'Remove a supplier (or withdraw an invitation to an unregistered address)',
      body: ZTenderSupplierBody,
      response: { 200: ZSupplierEntries },
      errors: {
        403: true,
        404: true,
        409: 'The supplier has already been removed, or the tender is past the stage where it may be',
      },
    },
    async (request) => removeSupplier(ctx, currentUser(request).id, request.body),
  );

  route.post(
    '/api/tendersupplier/CommentOffer',
    {
      description: "Comment on a supplier's offer; the supplier is notified and mailed",
      body: ZCommentOfferBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: 'The supplier takes no part in the tender' },
    },
    async (request) => commentOffer(ctx, currentUser(request).id, request.body),
  );

  route.post(
    '/api/tender/MessageToBidders',
    {
      tags: ['tender'],
      description: 'Send a message to every invited and participating supplier (in-app and mail)',
      querystring: z.object({ id: zRequiredString }),
      body: ZMessageToBiddersBody,
      response: { 200: z.object({ recipients: z.number() }) },
      errors: { 403: true, 404: true },
    },
    async (request) =>
      messageToBidders(ctx, currentUser(request).id, request.query.id, request.body.msg),
  );
};
