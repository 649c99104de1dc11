/** Admin calls of the account area: GiveTrialToUser and GetOutboxMails (Admin role only). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZGiveTrialReply,
  ZGiveTrialRequest,
  ZOutboxMail,
  ZOutboxMailsQuery,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { currentUser, type Guards } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import { recordAudit } from '../admin/audit.ts';
import { giveTrial, listOutboxMails } from './admin-service.ts';

export function registerAccountAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
): void {
  const route = routeTable(app, { tags: ['admin'], guards, access: { roles: ['Admin'] } });

  route.post(
    '/api/admin/GiveTrialToUser',
    {
      description: 'Grant BusinessStandard for a number of days (default 30)',
      body: ZGiveTrialRequest,
      response: { 200: ZGiveTrialReply },
      errors: { 404: true },
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

  route.get(
    '/api/admin/GetOutboxMails',
    {
      description:
        'The newest mails of the outbox, optionally only those to one address; one-time links ' +
        'redacted, mails about tenders only as a summary of their kind',
      querystring: ZOutboxMailsQuery,
      response: { 200: z.array(ZOutboxMail) },
    },
    async (request) => listOutboxMails(ctx, request.query),
  );
}
