/**
 * Demo bidders in a sealed tender (issue 30): each demo entry submits one sealed offer before the
 * deadline, through the same call as a supplier's (sealed-offers/submission.ts), so it is sealed,
 * chained and opened with the others: a price for every item (80–98 % of its expected unit price)
 * and a value for every criterion in its range.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { SupplierStatus, type TSealedOfferBody } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { sealedOffers, tenderSuppliers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { submitSealedOffer } from '../sealed-offers/submission.ts';
import { criterionValue, itemPrice, type Random } from './demo-choices.ts';
import { tenderStructure, type TenderStructure } from './tender-structure.ts';

/** A whole offer as a demo supplier would send it. */
export function demoSealedOffer(
  tenderId: string,
  structure: TenderStructure,
  random: Random,
): TSealedOfferBody {
  return {
    tenderId,
    itemsBids: structure.items.map((item) => ({
      id: item.id,
      value: itemPrice(item, 0.8 + random() * 0.18),
    })),
    criteriaBids: structure.criteria
      .filter((criterion) => !criterion.isPrice)
      .map((criterion) => ({ id: criterion.id, value: criterionValue(criterion, random) })),
  };
}

/** The tender's demo entries that have not sent their offer. */
async function entriesWithoutOffer(ctx: AppContext, tenderId: string) {
  return ctx.db
    .select({ userId: tenderSuppliers.userId })
    .from(tenderSuppliers)
    .leftJoin(sealedOffers, eq(sealedOffers.supplierId, tenderSuppliers.id))
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
        eq(tenderSuppliers.isDemo, true),
        isNull(sealedOffers.supplierId),
      ),
    );
}

/** A sealed tender's demo turn: one entry still without an offer sends it; whether one did. */
export async function sealedTurn(
  ctx: AppContext,
  tender: { id: string; version: number },
  random: Random,
): Promise<boolean> {
  const [entry] = await entriesWithoutOffer(ctx, tender.id);
  if (!entry) return false;
  const structure = await tenderStructure(ctx.db, tender.id, tender.version);
  try {
    await submitSealedOffer(
      ctx,
      { id: entry.userId },
      demoSealedOffer(tender.id, structure, random),
    );
    return true;
  } catch (error) {
    // The deadline may have passed meanwhile.
    if (error instanceof AppError) return false;
    throw error;
  }
}
