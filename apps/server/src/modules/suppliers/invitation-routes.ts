/** /api/tendersupplier calls that bring suppliers into a tender: invitations, prepared entries, demo bidders. */
import {
  ZAddDemoBiddersBody,
  ZInvitationEmails,
  ZSendInvitationsQuery,
  ZSupplierEntry,
  ZTenderSupplierBody,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { addDemoBidders } from './demo-bidders.ts';
import { createTenderSeller, sendInvitations } from './invitations-service.ts';
import { tags, ZSupplierEntries } from './route-schemas.ts';

export const registerInvitationRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags, guards, access: 'signedIn' });

  route.post(
    '/api/tendersupplier/SendInvitationsToTenderSellers',
    {
      description:
        'Invite suppliers by e-mail (owner; body: array of e-mails). Registered users get an invitation, others a registration link. Returns the entries.',
      querystring: ZSendInvitationsQuery,
      body: ZInvitationEmails,
      response: { 200: ZSupplierEntries },
      errors: {
        403: true,
        404: true,
        409:
          'Invitations are closed at this stage (invalid_tender_status), a user is already in ' +
          'the auction (invalid_transition), or demo bidders must be removed first ' +
          '(demo_bidders_present)',
      },
    },
    async (request) =>
      sendInvitations(
        ctx,
        currentUser(request).id,
        request.query.tenderId,
        request.body,
        request.query.msg,
      ),
  );

  route.post(
    '/api/tendersupplier/CreateTenderSeller',
    {
      description: 'Add a registered user to the bidders list before invitations go out (status 0)',
      body: ZTenderSupplierBody,
      response: { 200: ZSupplierEntry },
      errors: {
        403: true,
        404: 'No such tender, or the user is not registered',
        409:
          'Suppliers can no longer be prepared (invalid_tender_status), the user is already in ' +
          'the auction (invalid_transition), or demo bidders must be removed first ' +
          '(demo_bidders_present)',
      },
    },
    async (request) =>
      createTenderSeller(
        ctx,
        currentUser(request).id,
        request.body.tenderId,
        request.body.userName,
      ),
  );

  route.post(
    '/api/tendersupplier/AddDemoBidders',
    {
      description:
        'Add demo bidders with initial offers to a demo auction (owner). Returns the entries.',
      body: ZAddDemoBiddersBody,
      response: { 200: ZSupplierEntries },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => addDemoBidders(ctx, currentUser(request).id, request.body),
  );
};
