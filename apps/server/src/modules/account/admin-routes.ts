/** Admin calls of the account area: GiveTrialToUser and GetOutboxMails (Admin role only). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGiveTrialReply,
  ZGiveTrialRequest,
  ZOutboxMail,
  ZOutboxMailsQuery,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, type Guards } from '../../lib/auth.ts';
import { recordAudit } from '../admin/audit.ts';
import { giveTrial, listOutboxMails } from './admin-service.ts';
import { bearerSecurity, errorReplies } from './route-schemas.ts';

export function registerAccountAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const preHandler = guards.requireRole('Admin');

  api.post(
    '/api/admin/GiveTrialToUser',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Grant BusinessStandard for a number of days (default 30)',
        security: bearerSecurity,
        body: ZGiveTrialRequest,
        response: { 200: ZGiveTrialReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const granted = await giveTrial(ctx, request.body.userName, request.body.days);
      await recordAudit(ctx.db, currentUser(request), {
        action: 'GiveTrialToUser',
        target: granted.userName,
        after: { ...granted, days: request.body.days },
      });
      return granted;
    },
  );

  api.get(
    '/api/admin/GetOutboxMails',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'The newest mails of the outbox, optionally only those to one address; one-time links ' +
          'redacted, mails about tenders only as a summary of their kind',
        security: bearerSecurity,
        querystring: ZOutboxMailsQuery,
        response: { 200: z.array(ZOutboxMail), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listOutboxMails(ctx, request.query),
  );
}
