/** /api/tender calls of the comparison and the award after the auction (issue 29): owner only. */
import {
  AWARD_REASON_RULE,
  ZAwardReasonBody,
  ZAwardTenderBody,
  ZTenderAward,
  ZTenderComparison,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { ZTenderIdQuery } from '../tenders/query-schemas.ts';
import { awardTender, cancelAward, closeWithoutAward, finalizeAward } from './award-service.ts';
import { comparisonForOwner } from './comparison-service.ts';

const ownerErrors = {
  403: 'The caller takes part in the tender but does not own it',
  404: 'No such tender, or not visible to the caller',
} as const;

export const registerAwardRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['award'], guards, access: 'signedIn' });

  route.get(
    '/api/tender/GetTenderComparison',
    {
      description:
        "Every participating supplier's final offer of an ended tender side by side: per item and criterion, must-have answers, attachments, position, score, savings, and the best of each column (owner)",
      querystring: ZTenderIdQuery,
      response: { 200: ZTenderComparison },
      errors: { ...ownerErrors, 409: 'The auction has not ended' },
    },
    async (request) => comparisonForOwner(ctx, currentUser(request).id, request.query.tenderId),
  );

  route.post(
    '/api/tender/AwardTender',
    {
      description: `Award an ended tender: the whole tender to one supplier (one line without itemId) or items to suppliers (owner). ${AWARD_REASON_RULE} Every participant is told.`,
      querystring: ZTenderIdQuery,
      body: ZAwardTenderBody,
      response: { 200: ZTenderAward },
      errors: {
        ...ownerErrors,
        400: 'Unknown or duplicate item, a supplier without an offer (or without a bid on the item), whole and item lines mixed, or the reason missing',
        409: 'The auction has not ended, or the tender is already awarded or closed without award',
      },
    },
    async (request) =>
      awardTender(ctx, currentUser(request).id, request.query.tenderId, request.body),
  );

  route.post(
    '/api/tender/CloseWithoutAward',
    {
      description:
        'Close an ended tender without award, with a reason; final at once, every participant is told (owner)',
      querystring: ZTenderIdQuery,
      body: ZAwardReasonBody,
      response: { 200: ZTenderAward },
      errors: {
        ...ownerErrors,
        409: 'The auction has not ended, or a decision was already made',
      },
    },
    async (request) =>
      closeWithoutAward(ctx, currentUser(request).id, request.query.tenderId, request.body.reason),
  );

  route.post(
    '/api/tender/CancelAward',
    {
      description:
        'Cancel an award that is not final yet, with a reason: the award is pending again and the suppliers are told (owner)',
      querystring: ZTenderIdQuery,
      body: ZAwardReasonBody,
      response: { 200: ZTenderAward },
      errors: { ...ownerErrors, 409: 'There is no award, or it is final' },
    },
    async (request) =>
      cancelAward(ctx, currentUser(request).id, request.query.tenderId, request.body.reason),
  );

  route.post(
    '/api/tender/FinalizeAward',
    {
      description:
        'Make the award final: it can no longer be cancelled, and its winners are told (owner)',
      querystring: ZTenderIdQuery,
      response: { 200: ZTenderAward },
      errors: { ...ownerErrors, 409: 'There is no award, or it is already final' },
    },
    async (request) => finalizeAward(ctx, currentUser(request).id, request.query.tenderId),
  );
};
