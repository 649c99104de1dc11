/** Saved addresses: GET /api/company/GetMyAddresses and POST /api/settings/SaveAddress?userAddress. */
import { z } from 'zod';
import { ZAddress, ZSavedAddress } from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { listMyAddresses, saveDeliveryAddress, saveUserAddress } from './service.ts';
import { routeTable, zQueryFlag } from '../../lib/route-table.ts';

export const registerAddressRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['company'], guards, access: 'signedIn' });
  route.get(
    '/api/company/GetMyAddresses',
    {
      tags: ['company'],
      description: "The caller's saved addresses: own (source 1), company (2) and delivery (3)",
      response: { 200: z.array(ZSavedAddress) },
    },
    async (request) => listMyAddresses(ctx.db, currentUser(request).id),
  );

  route.post(
    '/api/settings/SaveAddress',
    {
      tags: ['settings'],
      description: "Save the caller's own address (userAddress=true) or a delivery address",
      querystring: z.object({ userAddress: zQueryFlag(false) }),
      body: ZAddress,
      response: { 200: ZSavedAddress },
    },
    async (request) => {
      const userId = currentUser(request).id;
      return request.query.userAddress
        ? saveUserAddress(ctx.db, userId, request.body)
        : saveDeliveryAddress(ctx.db, userId, request.body, ctx.clock.now());
    },
  );
};
