/** /api/tendersupplier calls a supplier makes about taking part: answer, apply, leave, rejoin, favorite. */
import {
  ZApplyToPublicAuctionBody,
  ZFavoriteBody,
  ZFavoriteReply,
  ZRejoinAuctionBody,
  ZResponseInvitationBody,
  ZSupplierEntry,
  ZTenderIdBody,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  applyToPublicAuction,
  leaveAuction,
  rejoinAuction,
  respondToInvitation,
  setFavorite,
} from './participation-service.ts';
import { tags } from './route-schemas.ts';

export const registerParticipationRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags, guards, access: 'signedIn' });

  route.post(
    '/api/tendersupplier/ResponseInvitation',
    {
      description: 'Accept or decline (with an optional reason) an invitation',
      body: ZResponseInvitationBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => respondToInvitation(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tendersupplier/ApplyToPublicAuction',
    {
      description: 'Apply to a public auction; every must-have condition must be answered yes',
      body: ZApplyToPublicAuctionBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) =>
      applyToPublicAuction(ctx, currentUser(request), {
        tenderId: request.body.tenderId,
        responses: request.body.MhcResponse,
      }),
  );

  route.post(
    '/api/tendersupplier/LeaveAuction',
    {
      description: 'Leave an auction you take part in; your current bids are cleared',
      body: ZTenderIdBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => leaveAuction(ctx, currentUser(request), request.body.tenderId),
  );

  route.post(
    '/api/tendersupplier/RejoinAuction',
    {
      description:
        'Ask to rejoin an auction you left, with a reason; the owner approves or rejects',
      body: ZRejoinAuctionBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => rejoinAuction(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tendersupplier/AddTenderToFavoriter',
    {
      description: 'Add (isFavorite, default true) or remove a tender from your favorites',
      body: ZFavoriteBody,
      response: { 200: ZFavoriteReply },
      errors: { 403: true, 404: true },
    },
    async (request) => setFavorite(ctx, currentUser(request), request.body),
  );
};
