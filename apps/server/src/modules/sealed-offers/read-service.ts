/**
 * What may be read of sealed offers (issue 30): a supplier's own receipt and, for the owner, how
 * many offers are in. Never a price: before the opening no route has one to give (they are only
 * in sealed_offers, encrypted), and after it they are the entries' offers like any auction's.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import {
  Messages,
  SupplierStatus,
  type TSealedOfferCount,
  type TSealedOfferReceipt,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { sealedOffers, tenderSuppliers } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { findEntry } from '../suppliers/entries.ts';
import { loadTenderForOwner, loadTenderForViewer } from '../tenders/access.ts';
import { assertSealedFormat, sealedOfferReceipt } from './submission.ts';

type Caller = Pick<AuthUser, 'id'>;

/** GET GetSealedOfferStatus: the caller's own receipt (403 for the owner and non-participants). */
export async function ownSealedOfferStatus(
  ctx: AppContext,
  user: Caller,
  tenderId: string,
): Promise<TSealedOfferReceipt> {
  const { tender, relation } = await loadTenderForViewer(ctx.db, tenderId, user.id);
  if (relation === 'owner') throw forbidden(Messages.ownAuction);
  const entry = await findEntry(ctx.db, tender.id, user.id);
  if (!entry) throw forbidden(Messages.notAuctionParticipant);
  assertSealedFormat(tender);
  return sealedOfferReceipt(ctx.db, tender, entry.id);
}

/**
 * GET GetSealedOffers: how many offers the opening takes (those of accepted entries), and once
 * opened how many it opened. The clock opens them: openedBy is null.
 */
export async function sealedOfferCount(
  ctx: AppContext,
  user: Caller,
  tenderId: string,
): Promise<TSealedOfferCount> {
  const tender = await loadTenderForOwner(ctx.db, tenderId, user.id);
  assertSealedFormat(tender);
  const isOpened = tender.sealedOpenedAt !== null;
  const [row] = await ctx.db
    .select({ count: count() })
    .from(sealedOffers)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, sealedOffers.supplierId))
    .where(
      and(
        eq(sealedOffers.tenderId, tender.id),
        isOpened
          ? isNotNull(sealedOffers.openedAt)
          : eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
      ),
    );
  return {
    tenderId: tender.id,
    count: row?.count ?? 0,
    opensAt: tender.proposalEndDate.toISOString(),
    openedAt: tender.sealedOpenedAt?.toISOString() ?? null,
    openedBy: null,
  };
}
