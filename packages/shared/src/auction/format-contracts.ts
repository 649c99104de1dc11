/**
 * Request and reply contracts of the formats beyond today's room (issue 30): the clock lots of
 * the Japanese and Dutch formats, the lots of an English tender with staggered close, and sealed
 * offers. Today's routes and pushes are unchanged; these are new.
 */
import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { MAX_AMOUNT } from '../tenders/schemas.ts';
import { AUCTION_FORMATS, LOT_OUTCOMES, LOT_STATES } from './formats.ts';

const zRequiredId = z
  .union([z.string(), z.number()], { error: Messages.required })
  .transform(String)
  .pipe(z.string().trim().min(1, { error: Messages.required }));
const zAmount = z.coerce.number({ error: Messages.required }).finite().min(0).max(MAX_AMOUNT);

/** Japanese: accept the level of the round the supplier saw (refused once that round is over). */
export const ZAcceptLevel = z.object({
  tenderId: zRequiredId,
  itemId: zRequiredId,
  round: z.coerce.number({ error: Messages.required }).int().min(0).max(1_000_000),
});
export type TAcceptLevel = z.infer<typeof ZAcceptLevel>;

/** Japanese: leave a lot for good. */
export const ZDropOut = z.object({ tenderId: zRequiredId, itemId: zRequiredId });
export type TDropOut = z.infer<typeof ZDropOut>;

/** Dutch: accept the buyer's offer at the level the supplier confirmed (refused if it moved). */
export const ZAcceptOffer = z.object({
  tenderId: zRequiredId,
  itemId: zRequiredId,
  level: zAmount,
});
export type TAcceptOffer = z.infer<typeof ZAcceptOffer>;

/** What an accepted lot action returns: its place in the tender's hash chain, as a bid's receipt. */
export const ZLotReceipt = z.object({
  accepted: z.literal(true),
  seq: z.number(),
  serverTime: z.string(),
  hash: z.string(),
  itemId: z.string(),
  action: z.enum(['accept', 'drop']),
  round: z.number(),
  level: z.number(),
});
export type TLotReceipt = z.infer<typeof ZLotReceipt>;

/** One lot as everyone in the room may see it (never who remains in a Japanese lot). */
export const ZLotState = z.object({
  itemId: z.string(),
  /** The lot's order (the item's position). */
  position: z.number(),
  state: z.enum(LOT_STATES),
  /** japanese, dutch: the current round and its level (a unit price). */
  round: z.number().nullable(),
  level: z.number().nullable(),
  roundEndsAt: z.string().nullable(),
  /** english with staggered close: when the lot closes, overtime included. */
  endDate: z.string().nullable(),
  prolongedMinutes: z.number(),
  /** japanese: how many suppliers are still in (a count, never names). */
  remaining: z.number().nullable(),
  /** Once closed: how it ended and at which level (a unit price). */
  outcome: z.enum(LOT_OUTCOMES).nullable(),
  finalLevel: z.number().nullable(),
  closedAt: z.string().nullable(),
});
export type TLotState = z.infer<typeof ZLotState>;

/** The caller's own part in a lot (suppliers). */
export const ZMyLotPart = z.object({
  itemId: z.string(),
  /** japanese: whether the supplier was in the auction at its start. */
  isMember: z.boolean(),
  /** japanese: the last round the supplier accepted (null: none yet). */
  acceptedRound: z.number().nullable(),
  dropped: z.boolean(),
  /** Once closed: whether the lot went to this supplier (first under the tie rule). */
  isWinner: z.boolean(),
});
export type TMyLotPart = z.infer<typeof ZMyLotPart>;

export const ZLotsReply = z.object({
  tenderId: z.string(),
  format: z.enum(AUCTION_FORMATS),
  serverTime: z.string(),
  lots: z.array(ZLotState),
  /** Suppliers: their own part per lot; absent for the owner. */
  mine: z.array(ZMyLotPart).optional(),
  /** Owner only: who holds each closed lot. */
  winners: z.array(z.object({ itemId: z.string(), userName: z.string() })).optional(),
});
export type TLotsReply = z.infer<typeof ZLotsReply>;

const ZPricedLine = z.object({ id: zRequiredId, value: zAmount });

/** Sealed: the supplier's whole offer, replacing any earlier one until the deadline. */
export const ZSealedOfferBody = z.object({
  tenderId: zRequiredId,
  itemsBids: z.array(ZPricedLine).max(200),
  criteriaBids: z.array(ZPricedLine).max(20).default([]),
});
export type TSealedOfferBody = z.infer<typeof ZSealedOfferBody>;

/** Sealed: proof that the offer is in, without its prices (no one reads them before the deadline). */
export const ZSealedOfferReceipt = z.object({
  tenderId: z.string(),
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  /** The chain entry of the (latest) submission. */
  seq: z.number().nullable(),
  hash: z.string().nullable(),
  /** When the offers open. */
  opensAt: z.string(),
  openedAt: z.string().nullable(),
});
export type TSealedOfferReceipt = z.infer<typeof ZSealedOfferReceipt>;

/** Sealed, for the owner before the opening: how many offers are in, never their prices. */
export const ZSealedOfferCount = z.object({
  tenderId: z.string(),
  count: z.number(),
  opensAt: z.string(),
  openedAt: z.string().nullable(),
  /** Who opened the offers (the system clock at the deadline: null). */
  openedBy: z.string().nullable(),
});
export type TSealedOfferCount = z.infer<typeof ZSealedOfferCount>;
