/**
 * Who is in the room: the active-bidder count (GET ActiveOnTender) and the owner's live view of
 * suppliers joining and leaving (updateTotalActiveBiddersInTender, SetUserAsActive).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { tenderSuppliers, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { roomViewer } from './room-access.ts';

export async function activeOnTender(ctx: AppContext, user: AuthUser, tenderId: string) {
  const { tender, role } = await roomViewer(ctx, user, tenderId);
  const ids = await ctx.realtime.activeSupplierIds(tender.id);
  if (role !== 'owner') return { count: ids.length };
  const names =
    ids.length === 0
      ? []
      : await ctx.db.select({ userName: users.userName }).from(users).where(inArray(users.id, ids));
  return { count: ids.length, userNames: names.map((row) => row.userName).sort() };
}

async function pushPresence(ctx: AppContext, tenderId: string, user: AuthUser): Promise<void> {
  const ids = await ctx.realtime.activeSupplierIds(tenderId);
  const { publisher } = ctx.realtime;
  publisher.toTenderOwner(tenderId, 'updateTotalActiveBiddersInTender', {
    tenderId,
    count: ids.length,
  });
  // A second tab keeps the supplier active although one socket left.
  publisher.toTenderOwner(tenderId, 'SetUserAsActive', {
    tenderId,
    userName: user.userName,
    active: ids.includes(user.id),
  });
  await ctx.db
    .update(tenderSuppliers)
    .set({ lastActivityDate: ctx.clock.now() })
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, user.id)));
}

/** The realtime hook: a supplier joined or left a tender room. */
export function presenceHandler(ctx: AppContext, log: FastifyBaseLogger) {
  return (tenderId: string, user: AuthUser) => {
    pushPresence(ctx, tenderId, user).catch((error: unknown) =>
      log.warn({ err: error, tenderId }, 'presence update failed'),
    );
  };
}
