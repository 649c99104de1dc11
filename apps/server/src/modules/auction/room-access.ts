/** Who is asking about a room: its owner or a participating supplier; anyone else gets 404. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { tenderSuppliers, tenders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { resolveTenderRole } from '../suppliers/tender-role.ts';
import { isUuid } from '../../lib/ids.ts';

export type RoomTender = typeof tenders.$inferSelect;
export type RoomViewer = { role: 'owner' | 'supplier'; user: AuthUser; tender: RoomTender };

export async function roomViewer(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<RoomViewer> {
  const role = isUuid(tenderId) ? await resolveTenderRole(ctx, user, tenderId) : null;
  if (!role) throw notFound();
  const [tender] = await ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw notFound();
  return { role, user, tender };
}

/** The supplier entry id of a user in a tender, if any. */
export async function supplierEntryId(
  ctx: AppContext,
  tenderId: string,
  userId: string,
): Promise<string | undefined> {
  const [entry] = await ctx.db
    .select({ id: tenderSuppliers.id })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tenderId), eq(tenderSuppliers.userId, userId)));
  return entry?.id;
}
