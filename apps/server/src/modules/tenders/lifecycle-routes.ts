/** /api/tender calls that change a tender's status or visibility (spec §7, DESIGN §5). */
import { z } from 'zod';
import {
  Messages,
  ZHideReply,
  ZScheduleRefusal,
  ZScheduleReply,
  ZShareReply,
  ZTender,
  zText,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable, zQueryFlag } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import {
  cancelTender,
  deleteTender,
  hideTender,
  scheduleTender,
  shareTender,
} from './lifecycle-service.ts';
import { zQueryId, ZTenderIdQuery } from './query-schemas.ts';

export const registerTenderLifecycleRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['tender'], guards, access: 'signedIn' });

  route.put(
    '/api/tender/ScheduleTender',
    {
      description:
        'Schedule a draft; a passed proposal deadline moves to now + 1 h (rescheduled); pushes addMyTender to the owner',
      querystring: ZTenderIdQuery,
      response: { 200: ZScheduleReply, 400: ZScheduleRefusal },
      errors: { 403: 'The caller is not the tender’s owner', 404: 'No such tender', 409: true },
    },
    async (request, reply) => {
      const outcome = await scheduleTender(ctx, currentUser(request).id, request.query.tenderId);
      if (outcome.kind === 'scheduled') return outcome.reply;
      return reply.code(400).send({
        error: 'schedule_problems' as const,
        message: outcome.problems[0],
        problems: outcome.problems,
      });
    },
  );

  route.post(
    '/api/tender/CancelTender',
    {
      description:
        'Cancel a tender that has not ended, with a reason; pushes updateTenderStatus to its room',
      querystring: z.object({ tenderId: zQueryId, reason: zText(1000, { required: true }) }),
      response: { 200: ZTender },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) =>
      cancelTender(ctx, currentUser(request).id, request.query.tenderId, request.query.reason),
  );

  route.patch(
    '/api/tender/HideTender',
    {
      description:
        "Hide a tender from the owner's lists (hidden=false shows it again); pushes updateTenderVisibility to the owner",
      querystring: z.object({ tenderId: zQueryId, hidden: zQueryFlag(true) }),
      response: { 200: ZHideReply },
      errors: { 403: true, 404: true },
    },
    async (request) =>
      hideTender(ctx, currentUser(request).id, request.query.tenderId, request.query.hidden),
  );

  route.delete(
    '/api/tender/DeleteTenderDraft',
    {
      description: 'Delete a draft (tenderId, or id)',
      querystring: z
        .object({ tenderId: zQueryId.optional(), id: zQueryId.optional() })
        .refine((query) => query.tenderId ?? query.id, { error: Messages.required }),
      response: { 200: z.literal(true) },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => {
      const tenderId = request.query.tenderId ?? request.query.id ?? '';
      await deleteTender(ctx, currentUser(request).id, tenderId, { draftOnly: true });
      return true as const;
    },
  );

  route.post(
    '/api/tender/DeleteTender',
    {
      description: 'Delete a tender that is not scheduled or running (draft, canceled, ended)',
      querystring: z.object({ id: zQueryId }),
      response: { 200: z.literal(true) },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => {
      await deleteTender(ctx, currentUser(request).id, request.query.id, { draftOnly: false });
      return true as const;
    },
  );

  route.post(
    '/api/tender/ShareAuction',
    {
      description: 'The public link of a public tender',
      querystring: ZTenderIdQuery,
      response: { 200: ZShareReply },
      errors: {
        403: true,
        404: true,
        409: 'Only a public tender that has been scheduled can be shared (not_public)',
      },
    },
    async (request) => shareTender(ctx, currentUser(request).id, request.query.tenderId),
  );
};
