/** Saved addresses: GET /api/company/GetMyAddresses and POST /api/settings/SaveAddress?userAddress. */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddress, ZSavedAddress } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { listMyAddresses, saveDeliveryAddress, saveUserAddress } from './service.ts';

export const registerAddressRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/company/GetMyAddresses',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['company'],
        summary: "The caller's saved addresses: own (source 1), company (2) and delivery (3)",
        security: [{ bearer: [] }],
        response: { 200: z.array(ZSavedAddress) },
      },
    },
    async (request) => listMyAddresses(ctx.db, currentUser(request).id),
  );

  routes.post(
    '/api/settings/SaveAddress',
    {
      preHandler: guards.authenticate,
      schema: {
        tags: ['settings'],
        summary: "Save the caller's own address (userAddress=true) or a delivery address",
        security: [{ bearer: [] }],
        querystring: z.object({ userAddress: z.stringbool().default(false) }),
        body: ZAddress,
        response: { 200: ZSavedAddress },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      return request.query.userAddress
        ? saveUserAddress(ctx.db, userId, request.body)
        : saveDeliveryAddress(ctx.db, userId, request.body, ctx.clock.now());
    },
  );
};
