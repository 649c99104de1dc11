/**
 * AddDemoBidders: demo bidders ('demobidder…', spec §9) join a demo tender with complete initial
 * offers spread around the expected prices, so a new buyer sees the room working. Demo bidders and
 * real suppliers never share a tender (the two demo toasts of spec §8).
 */
import { eq } from 'drizzle-orm';
import {
  Constants,
  Messages,
  ParticipationAction,
  SupplierStatus,
  round2,
  type TCriterion,
  type TItem,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import { loadTenderForOwner } from '../tenders/access.ts';
import { readCriteria, readItems } from '../tenders/parameters-store.ts';
import { assertActionOpen, recordTransition, transitionEntry } from './transition.ts';
import { assertNoRealSuppliers } from './demo-guard.ts';
import { findEntry } from './entries.ts';
import { loadOwnerEntries } from './entry-dto.ts';
import { conditionIdsOf } from './must-haves.ts';

/** The demo bidders, each with a price level (share of the expected price) and a criterion level. */
const DEMO_BIDDERS = [
  { company: 'Northwind Office Supply', priceLevel: 1.03, criterionLevel: 0.35 },
  { company: 'Contoso Paper & Print', priceLevel: 0.97, criterionLevel: 0.6 },
  { company: 'Fabrikam Business Goods', priceLevel: 1.06, criterionLevel: 0.2 },
  { company: 'Litware Stationery', priceLevel: 0.94, criterionLevel: 0.75 },
  { company: 'Adventure Works Trading', priceLevel: 1.01, criterionLevel: 0.5 },
] as const;

type DemoBidder = (typeof DEMO_BIDDERS)[number];

const demoUserName = (index: number) =>
  `${Constants.demoBidderPrefix}${index + 1}@demo.tendermark.test`;

/** The shared demo bidder account (created once, never able to log in). */
async function demoUser(db: DbExecutor, index: number, now: Date) {
  const userName = demoUserName(index);
  const [created] = await db
    .insert(users)
    .values({ userName, email: userName, isDemo: true, createdAt: now })
    .onConflictDoNothing({ target: users.userName })
    .returning();
  if (created) {
    const [company] = await db
      .insert(companies)
      .values({ name: DEMO_BIDDERS[index].company, createdAt: now })
      .returning({ id: companies.id });
    await db.update(users).set({ companyId: company.id }).where(eq(users.id, created.id));
    return created;
  }
  const [existing] = await db.select().from(users).where(eq(users.userName, userName));
  return existing;
}

/** A unit price near the expected one: the bidder's level, varied a little per item. */
function itemBid(item: TItem, bidder: DemoBidder, itemIndex: number): number {
  const variation = (((itemIndex * 7 + bidder.company.length) % 5) - 2) * 0.005;
  const expected = item.unitPrice > 0 ? item.unitPrice : 1;
  return Math.max(0.01, round2(expected * (bidder.priceLevel + variation)));
}

/** A value within the criterion's bounds (whole numbers when the bounds are). */
function criterionBid(criterion: TCriterion, bidder: DemoBidder): number {
  const min = criterion.minBid ?? undefined;
  const max = criterion.maxBid ?? undefined;
  const value =
    min !== undefined && max !== undefined
      ? min + (max - min) * bidder.criterionLevel
      : (max ?? min ?? 10) * (0.8 + bidder.criterionLevel * 0.4);
  const isWhole = Number.isInteger(min ?? 0) && Number.isInteger(max ?? 0);
  return isWhole ? Math.round(value) : round2(value);
}

function initialOffer(items: TItem[], criteria: TCriterion[], bidder: DemoBidder) {
  const itemBids: Record<string, number> = {};
  items.forEach((item, index) => {
    if (item.id) itemBids[String(item.id)] = itemBid(item, bidder, index);
  });
  const criterionBids: Record<string, number> = {};
  for (const criterion of criteria)
    if (criterion.id && !criterion.isPrice)
      criterionBids[String(criterion.id)] = criterionBid(criterion, bidder);
  return { itemBids, criterionBids };
}

/**
 * POST AddDemoBidders: up to `count` demo bidders take part (those already in stay). Only on a
 * demo tender without real suppliers ("Demo auction can not be run with already added suppliers").
 */
export async function addDemoBidders(
  ctx: AppContext,
  ownerId: string,
  { tenderId, count }: { tenderId: string; count: number },
): Promise<TSupplierEntry[]> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    if (!tender.isDemo) throw conflict(Messages.demoOnly, 'not_demo');
    assertActionOpen(tender, ParticipationAction.ADD_DEMO);
    await assertNoRealSuppliers(tx, tender.id);
    const items = await readItems(tx, tender.id);
    const criteria = await readCriteria(tx, tender.id);
    const mustHaveResponses = Object.fromEntries(
      (await conditionIdsOf(tx, tender.id)).map((id) => [id, true]),
    );
    for (const [index, bidder] of DEMO_BIDDERS.slice(0, count).entries()) {
      const user = await demoUser(tx, index, now);
      const entry = await findEntry(tx, tender.id, user.id, { forUpdate: true });
      if (entry?.status === SupplierStatus.ACCEPTED) continue;
      const change = await transitionEntry(
        tx,
        { tender, userId: user.id, entry },
        ParticipationAction.ADD_DEMO,
        {
          // Only the open auction takes prices before the live room: a sealed tender's demo
          // bidders send sealed offers (auction/demo-sealed-offers.ts), and a clock sets the
          // Japanese and Dutch prices (issue 30).
          ...(tender.auctionFormat === 'english' && initialOffer(items, criteria, bidder)),
          isDemo: true,
          mustHaveResponses,
          invitedAt: now,
          proposalFinalizedAt: now,
          lastActivityDate: now,
        },
      );
      recordTransition(events, tender, user, change);
    }
    return loadOwnerEntries(tx, tender.id);
  });
}
