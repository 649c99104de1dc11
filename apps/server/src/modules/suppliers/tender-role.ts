/** Who may join a tender's live room (DESIGN §4): its owner and the suppliers who take part (accepted). */
import { eq } from 'drizzle-orm';
import { SupplierStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenders } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { supplierStatusOf } from '../tenders/access.ts';
import { isUuid } from '../../lib/ids.ts';

export async function resolveTenderRole(
  ctx: Pick<AppContext, 'db'>,
  user: Pick<AuthUser, 'id'>,
  tenderId: string,
): Promise<'owner' | 'supplier' | null> {
  if (!isUuid(tenderId)) return null;
  const [tender] = await ctx.db
    .select({ ownerId: tenders.ownerId })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) return null;
  if (tender.ownerId === user.id) return 'owner';
  const status = await supplierStatusOf(ctx.db, tenderId, user.id);
  return status === SupplierStatus.ACCEPTED ? 'supplier' : null;
}
