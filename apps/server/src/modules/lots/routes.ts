/** The lots' HTTP calls (issue 30): GetLots, and the Japanese and Dutch acceptances. */
import { ZAcceptLevel, ZAcceptOffer, ZDropOut, ZLotReceipt, ZLotsReply } from '@tendermark/shared';
import type { ModuleRegistrar } from '../../context.ts';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import { ZTenderIdQuery } from '../tenders/query-schemas.ts';
import { acceptLevel, acceptOffer, dropOut } from './clock-service.ts';
import { lotsFor } from './read-lots.ts';

const NOT_FOUND = 'No such tender or item, or the caller is not a supplier in the auction';

export const registerLotRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['auction'], guards, access: 'signedIn' });

  route.get(
    '/api/tender/GetLots',
    {
      description:
        "The tender's lots: each one's state, round, level and, in a Japanese auction, how many " +
        'suppliers remain (never who); a supplier also gets its own part, the owner who holds each ' +
        'closed lot',
      querystring: ZTenderIdQuery,
      response: { 200: ZLotsReply },
      errors: { 404: 'No such tender, or the caller is neither its owner nor a participant' },
    },
    async (request) => lotsFor(ctx, currentUser(request), request.query.tenderId),
  );

  route.post(
    '/api/tendersupplier/AcceptLevel',
    {
      description:
        "Japanese auction: accept the level of the lot's current round (a binding bid at that " +
        'unit price); refused once the round is over',
      body: ZAcceptLevel,
      response: { 200: ZLotReceipt },
      errors: {
        403: 'The supplier was not in the auction when the lot started (not_lot_member)',
        404: NOT_FOUND,
        409:
          'Not a Japanese auction (wrong_auction_format), the lot is not open yet or closed ' +
          '(lot_not_open, lot_closed), the round is over (round_over), the supplier dropped out ' +
          '(dropped_out) or already accepted this level (level_already_accepted), or the tender ' +
          'is frozen',
      },
    },
    async (request) => acceptLevel(ctx, { userId: currentUser(request).id, ...request.body }),
  );

  route.post(
    '/api/tendersupplier/DropOut',
    {
      description:
        'Japanese auction: leave a lot for good (a level accepted before stays your bid)',
      body: ZDropOut,
      response: { 200: ZLotReceipt },
      errors: {
        403: 'The supplier was not in the auction when the lot started (not_lot_member)',
        404: NOT_FOUND,
        409:
          'Not a Japanese auction, the lot is not open yet or closed, the supplier already ' +
          'dropped out, or the tender is frozen',
      },
    },
    async (request) => dropOut(ctx, { userId: currentUser(request).id, ...request.body }),
  );

  route.post(
    '/api/tendersupplier/AcceptOffer',
    {
      description:
        "Dutch auction: take the lot at the buyer's current offer (the level you confirmed); the " +
        'first acceptance wins',
      body: ZAcceptOffer,
      response: { 200: ZLotReceipt },
      errors: {
        404: NOT_FOUND,
        409:
          'Not a Dutch auction (wrong_auction_format), the lot is not open yet or closed ' +
          '(lot_not_open, lot_closed), another supplier took it first (lot_taken_first), the offer ' +
          'moved (price_moved, the message says the new level), or the tender is frozen',
      },
    },
    async (request) => acceptOffer(ctx, { userId: currentUser(request).id, ...request.body }),
  );
};
