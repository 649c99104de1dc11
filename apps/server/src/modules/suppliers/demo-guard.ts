/** The demo rules of spec §8: demo bidders and real suppliers never share a tender. */
import { and, count, eq, isNull, ne, notInArray } from 'drizzle-orm';
import { Messages, SupplierStatus } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderInvitations, tenderSuppliers } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';

/** 409 "To add supplier, you need to remove demo bidders first" while demo bidders take part. */
export async function assertNoDemoBidders(db: DbExecutor, tenderId: string): Promise<void> {
  const [{ demo }] = await db
    .select({ demo: count() })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.isDemo, true),
        ne(tenderSuppliers.status, SupplierStatus.REMOVED),
      ),
    );
  if (demo > 0) throw conflict(Messages.removeDemoBidders, 'demo_bidders_present');
}

/**
 * 409 "Demo auction can not be run with already added suppliers" when real suppliers were added
 * or invited (removed ones and mere favorites do not count).
 */
export async function assertNoRealSuppliers(db: DbExecutor, tenderId: string): Promise<void> {
  const [{ real }] = await db
    .select({ real: count() })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.isDemo, false),
        notInArray(tenderSuppliers.status, [SupplierStatus.REMOVED, SupplierStatus.FAVORITE]),
      ),
    );
  const [{ invited }] = await db
    .select({ invited: count() })
    .from(tenderInvitations)
    .where(and(eq(tenderInvitations.tenderId, tenderId), isNull(tenderInvitations.redeemedAt)));
  if (real + invited > 0) throw conflict(Messages.demoWithSuppliers, 'suppliers_present');
}
