/**
 * Demo tenders of the demo buyer (DESIGN §6), one in each state a new user should see: a draft, a
 * scheduled tender taking proposals, a live auction, an ended one with a winner, and a canceled
 * one. All are built through the real services, so every invariant holds (audit entries, supplier
 * statuses, the bid chain, the ended tender's ranking and savings); tenders that need time to
 * have passed are driven by a copy of the context whose clock stands in the past, and the clock's
 * own transitions move them. Runs once: nothing happens when the demo buyer already has tenders.
 */
import { eq } from 'drizzle-orm';
import {
  AddressSource,
  TenderStatus,
  round2,
  zeroSeconds,
  type TTenderParameters,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenders } from '../schema/index.ts';
import { exclusively } from './exclusive.ts';
import { runDueTransitions } from '../../jobs/transitions.ts';
import { findUserByName } from '../../modules/account/users.ts';
import { placeBid } from '../../modules/auction/bidding-service.ts';
import { sendInvitations } from '../../modules/suppliers/invitations-service.ts';
import { respondToInvitation } from '../../modules/suppliers/participation-service.ts';
import { createTender } from '../../modules/tenders/create-service.ts';
import { cancelTender, scheduleTender } from '../../modules/tenders/lifecycle-service.ts';
import { demoParameters } from '../../modules/tenders/new-tender.ts';
import { readParameters } from '../../modules/tenders/parameters-store.ts';
import { updateTender } from '../../modules/tenders/update-service.ts';

export const DEMO_BUYER = 'buyer@tendermark.test';
export const DEMO_SUPPLIERS = ['supplier1@tendermark.test', 'supplier2@tendermark.test'] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Person = { id: string; userName: string };

/** The names of the demo tenders, by the state they are left in. */
export const DemoTenderNames = {
  draft: 'Cleaning supplies for the head office',
  scheduled: 'Laptops for the sales team',
  live: 'Office furniture for the new floor',
  ended: 'Printer paper and toner for Q1',
  canceled: 'Catering for the annual meeting',
} as const;

type DemoItem = { name: string; unitPrice: number; quantity: number };

const ITEMS: Record<keyof typeof DemoTenderNames, DemoItem[]> = {
  draft: [
    { name: 'Floor cleaner concentrate, 5 l', unitPrice: 18.5, quantity: 40 },
    { name: 'Paper towels, 2-ply, pack of 24 rolls', unitPrice: 21, quantity: 60 },
  ],
  scheduled: [
    { name: 'Laptop 14", 16 GB RAM, 512 GB SSD', unitPrice: 1150, quantity: 12 },
    { name: 'USB-C docking station', unitPrice: 180, quantity: 12 },
  ],
  live: [
    { name: 'Height-adjustable desk 160 × 80 cm', unitPrice: 520, quantity: 20 },
    { name: 'Ergonomic office chair', unitPrice: 310, quantity: 20 },
    { name: 'Mobile pedestal, 3 drawers', unitPrice: 140, quantity: 20 },
  ],
  ended: [
    { name: 'Copy paper A4, 80 g/m², 500-sheet ream', unitPrice: 4.6, quantity: 400 },
    { name: 'Black toner cartridge HP 59A (CF259A)', unitPrice: 89, quantity: 24 },
  ],
  canceled: [
    { name: 'Lunch buffet per guest', unitPrice: 32, quantity: 150 },
    { name: 'Coffee break per guest', unitPrice: 9, quantity: 150 },
  ],
};

/** A copy of the context whose clock stands still at `instant`. */
const at = (ctx: AppContext, instant: Date): AppContext => ({
  ...ctx,
  clock: { now: () => new Date(instant) },
});

async function person(ctx: AppContext, userName: string): Promise<Person | undefined> {
  const user = await findUserByName(ctx.db, userName);
  return user ? { id: user.id, userName: user.userName } : undefined;
}

/** A saved draft with the demo's criteria, delivery address and these items and dates. */
async function draftTender(
  ctx: AppContext,
  buyer: Person,
  kind: keyof typeof DemoTenderNames,
  dates: { proposalEndDate: Date; startDate: Date; duration: number },
): Promise<string> {
  const tenderId = await createTender(ctx, buyer.id, { demo: false });
  const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
  const stored = await readParameters(ctx.db, row);
  const template = await demoParameters(ctx.db, stored.currency, ctx.clock.now());
  const unit = template.itemsDetails[0].unitOfMeasurement;
  const base = template.itemsDetails[0];
  const parameters: TTenderParameters = {
    ...template,
    tenderId,
    name: DemoTenderNames[kind],
    keywords: '',
    addressSource: AddressSource.DELIVERY,
    itemsDetails: ITEMS[kind].map((item) => ({
      ...base,
      ...item,
      id: null,
      unitOfMeasurement: unit,
      expPrice: round2(item.unitPrice * item.quantity),
      bidStep: round2(Math.max(0.01, item.unitPrice / 100)),
    })),
    mustHaveConditions: stored.mustHaveConditions,
    duration: dates.duration,
    proposalEndDate: dates.proposalEndDate.toISOString(),
    startDate: dates.startDate.toISOString(),
    stepProgress: 3,
  };
  await updateTender(ctx, buyer.id, parameters);
  return tenderId;
}

/** The suppliers picked (a draft's, told when it is scheduled) or invited at once. */
async function invite(
  ctx: AppContext,
  buyer: Person,
  tenderId: string,
  suppliers: Person[],
): Promise<void> {
  await sendInvitations(
    ctx,
    buyer.id,
    tenderId,
    suppliers.map((supplier) => supplier.userName),
    undefined,
  );
}

async function scheduled(ctx: AppContext, buyer: Person, tenderId: string): Promise<void> {
  const outcome = await scheduleTender(ctx, buyer.id, tenderId);
  if (outcome.kind === 'refused')
    throw new Error(`demo tender could not be scheduled: ${outcome.problems.join('; ')}`);
}

/** Item ids and the delivery-time criterion id of a tender. */
async function targets(ctx: AppContext, tenderId: string) {
  const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
  const parameters = await readParameters(ctx.db, row);
  return {
    items: parameters.itemsDetails.map((item) => ({ id: item.id!, unitPrice: item.unitPrice })),
    criterionId: parameters.criteriaDetails.find((criterion) => !criterion.isPrice)!.id!,
  };
}

/** One round of bids of a supplier: every item at `factor` of its price, and a delivery time. */
async function bidRound(
  ctx: AppContext,
  tenderId: string,
  supplier: Person,
  { factor, days }: { factor: number; days: number },
): Promise<void> {
  const { items, criterionId } = await targets(ctx, tenderId);
  for (const item of items)
    await placeBid(ctx, {
      userId: supplier.id,
      tenderId,
      targetKind: 'item',
      targetId: item.id,
      value: round2(item.unitPrice * factor),
    });
  await placeBid(ctx, {
    userId: supplier.id,
    tenderId,
    targetKind: 'criterion',
    targetId: criterionId,
    value: days,
  });
}

/**
 * A tender scheduled at `scheduledAt` (proposals close 30 minutes later, the room opens an hour
 * later), with both suppliers invited and accepted, opened by the clock, and a first round of bids
 * placed ten minutes into the auction.
 */
async function openedAuction(
  ctx: AppContext,
  buyer: Person,
  suppliers: Person[],
  kind: 'live' | 'ended',
  { scheduledAt, duration }: { scheduledAt: Date; duration: number },
): Promise<{ tenderId: string; startDate: Date }> {
  const then = at(ctx, scheduledAt);
  const startDate = new Date(scheduledAt.getTime() + HOUR);
  const tenderId = await draftTender(then, buyer, kind, {
    proposalEndDate: new Date(scheduledAt.getTime() + 30 * MINUTE),
    startDate,
    duration,
  });
  await invite(then, buyer, tenderId, suppliers);
  await scheduled(then, buyer, tenderId);
  const answered = at(ctx, new Date(scheduledAt.getTime() + 10 * MINUTE));
  for (const supplier of suppliers)
    await respondToInvitation(answered, supplier, { tenderId, accept: true });
  await runDueTransitions(at(ctx, startDate));
  const bidding = at(ctx, new Date(startDate.getTime() + 10 * MINUTE));
  await bidRound(bidding, tenderId, suppliers[0], { factor: 0.97, days: 7 });
  await bidRound(bidding, tenderId, suppliers[1], { factor: 0.96, days: 10 });
  return { tenderId, startDate };
}

/**
 * Creates the demo tenders unless the demo buyer already has some; returns how many it made.
 * The check and the seeding run under one lock, so that server processes starting together on a
 * new database make one set between them (the others wait, then find the tenders).
 */
export function seedDemoTenders(ctx: AppContext): Promise<number> {
  return exclusively(ctx.db, 'tendermark:seed-demo-tenders', () => seedOnce(ctx));
}

async function seedOnce(ctx: AppContext): Promise<number> {
  const buyer = await person(ctx, DEMO_BUYER);
  const suppliers = (await Promise.all(DEMO_SUPPLIERS.map((name) => person(ctx, name)))).filter(
    (supplier): supplier is Person => supplier !== undefined,
  );
  if (!buyer || suppliers.length !== DEMO_SUPPLIERS.length) return 0;
  const [existing] = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(eq(tenders.ownerId, buyer.id))
    .limit(1);
  if (existing) return 0;
  const now = zeroSeconds(ctx.clock.now());

  // Ended: ran two days ago for two hours; supplier 1 underbid supplier 2 in its last minutes.
  const ended = await openedAuction(ctx, buyer, suppliers, 'ended', {
    scheduledAt: new Date(now.getTime() - 2 * DAY),
    duration: 120,
  });
  await bidRound(
    at(ctx, new Date(ended.startDate.getTime() + 100 * MINUTE)),
    ended.tenderId,
    suppliers[0],
    {
      factor: 0.92,
      days: 5,
    },
  );
  await runDueTransitions(at(ctx, new Date(ended.startDate.getTime() + 121 * MINUTE)));

  // Live: opened half an hour ago, runs three days.
  await openedAuction(ctx, buyer, suppliers, 'live', {
    scheduledAt: new Date(now.getTime() - 90 * MINUTE),
    duration: 3 * 24 * 60,
  });
  await runDueTransitions(ctx);

  // Scheduled: taking proposals for a week; supplier 1 has accepted, supplier 2 not yet answered.
  const scheduledId = await draftTender(ctx, buyer, 'scheduled', {
    proposalEndDate: new Date(now.getTime() + 7 * DAY),
    startDate: new Date(now.getTime() + 9 * DAY),
    duration: 120,
  });
  await invite(ctx, buyer, scheduledId, suppliers);
  await scheduled(ctx, buyer, scheduledId);
  await respondToInvitation(ctx, suppliers[0], { tenderId: scheduledId, accept: true });

  // Canceled: scheduled, then called off by the buyer.
  const canceledId = await draftTender(ctx, buyer, 'canceled', {
    proposalEndDate: new Date(now.getTime() + 5 * DAY),
    startDate: new Date(now.getTime() + 6 * DAY),
    duration: 120,
  });
  await invite(ctx, buyer, canceledId, suppliers);
  await scheduled(ctx, buyer, canceledId);
  await cancelTender(ctx, buyer.id, canceledId, 'The meeting moved online.');

  // Draft: last, so it is the buyer's newest; both suppliers picked, nothing sent yet.
  const draftId = await draftTender(ctx, buyer, 'draft', {
    proposalEndDate: new Date(now.getTime() + 14 * DAY),
    startDate: new Date(now.getTime() + 16 * DAY),
    duration: 120,
  });
  await invite(ctx, buyer, draftId, suppliers);

  const statuses = await ctx.db
    .select({ status: tenders.status })
    .from(tenders)
    .where(eq(tenders.ownerId, buyer.id));
  const expected = [
    TenderStatus.NEW,
    TenderStatus.SCHEDULED,
    TenderStatus.SUBMITTED,
    TenderStatus.ENDED,
    TenderStatus.CANCELED,
  ];
  const missing = expected.filter((status) => !statuses.some((row) => row.status === status));
  if (missing.length > 0) throw new Error(`demo tenders missing statuses ${missing.join(', ')}`);
  return statuses.length;
}
