/** The Tender contract of spec §3: what GetTender returns and UpdateTender accepts. */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';
import { BidVisibility } from './constants.ts';
import { MIN_BID_STEP } from './money.ts';
import { DEFAULT_TIE_RULE, TIE_RULES } from '../auction/ranking.ts';
import { AUCTION_FORMATS, DEFAULT_AUCTION_FORMAT, ZFormatRules } from '../auction/formats.ts';
import { ScheduleProblems } from './schedule.ts';
import { ZTenderAward } from '../award/state.ts';

/** Ids are opaque strings; numbers are accepted. A codec (not a transform) so replies can be encoded. */
const zId = z.codec(z.union([z.string(), z.number()]), z.string(), {
  decode: String,
  encode: (id) => id,
});
const hasNoNul = (text: string) => !text.includes('\u0000');
const requiredIfMissing = (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? Messages.required : undefined;

/** Largest amount, quantity or bid stored (the money columns hold 14 integer digits). */
export const MAX_AMOUNT = 1_000_000_000_000;
/** Largest integer column value (PostgreSQL integer). */
const MAX_INTEGER = 2_147_483_647;
const zMoney = z.coerce.number({ error: requiredIfMissing }).finite().min(0).max(MAX_AMOUNT);
const zBound = z.number().finite().min(-MAX_AMOUNT).max(MAX_AMOUNT);
/** Id of a code-list entry (unit, industry, country, threshold). */
const zCodeId = z.coerce.number().int().min(0).max(MAX_INTEGER);
const zNamed = z.object({ id: zCodeId, name: z.string() });

/** Trimmed text of at most `max` characters, without NUL (which PostgreSQL cannot store). */
export function zText(max: number, { required = false } = {}) {
  const trimmed = z.string({ error: requiredIfMissing }).trim();
  return (required ? trimmed.min(1, { error: Messages.required }) : trimmed)
    .max(max)
    .refine(hasNoNul, { error: Messages.invalidCharacters });
}

export const ZAddress = z.object({
  id: zId.nullable().optional(),
  streetAddress: zText(200).nullable().optional(),
  streetAddress2: zText(200).nullable().optional(),
  zipCode: zText(20).nullable().optional(),
  city: zText(100).nullable().optional(),
  state: zText(100).nullable().optional(),
  country: z
    .object({ id: zCodeId, code: z.string().max(3) })
    .nullable()
    .optional(),
  gpsCoords: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .optional(),
});
export type TAddress = z.infer<typeof ZAddress>;

/**
 * Drafts and complete tenders. A draft (what UpdateTender stores) may still be incomplete: names
 * and condition texts empty, quantities 0, the duration 0, weights not adding up.
 * It is refused only for what cannot be stored (wrong types, text over its maximum, amounts out of
 * range, NUL). The complete shapes (ZItem, ZCriterion, ZMustHaveCondition, ZTenderParameters) add
 * the rules of spec §5; the wizard shows them at the fields, and ScheduleTender applies them.
 */
export const ZDraftItem = z.object({
  id: zId.nullable().optional(),
  name: zText(200),
  unitPrice: zMoney,
  unitOfMeasurement: zNamed,
  quantity: z.coerce.number().min(0).max(MAX_AMOUNT),
  expPrice: z.number().optional(),
  bidStep: zMoney,
  bestBid: z.number().default(-1),
  description: zText(4000).nullable().optional(),
});
export const ZItem = ZDraftItem.extend({
  name: zText(200, { required: true }),
  quantity: z.coerce.number().gt(0, { error: ScheduleProblems.quantityRequired }).max(MAX_AMOUNT),
}).refine((item) => item.unitPrice === 0 || item.bidStep >= MIN_BID_STEP, {
  path: ['bidStep'],
  error: ScheduleProblems.bidStepTooSmall,
});
export type TItem = z.infer<typeof ZItem>;

export const ZDraftCriterion = z.object({
  id: zId.nullable().optional(),
  name: zText(200),
  unit: zNamed,
  winningThreshold: zNamed,
  weight: z.object({ id: z.coerce.number().min(0).max(1), name: z.string().optional() }),
  bestBid: z.number().default(-1),
  description: zText(4000).nullable().optional(),
  minBid: zBound.nullable().optional(),
  maxBid: zBound.nullable().optional(),
  /** The first criterion: total price, derived from item bids. */
  isPrice: z.boolean().optional(),
});
export const ZCriterion = ZDraftCriterion.extend({ name: zText(200, { required: true }) });
export type TCriterion = z.infer<typeof ZCriterion>;

export const ZDraftMustHaveCondition = z.object({
  id: zId.nullable().optional(),
  text: zText(1000),
  hasAdditionalInfo: z.boolean().default(false),
  isMandatory: z.boolean().optional(),
});
export const ZMustHaveCondition = ZDraftMustHaveCondition.extend({
  text: zText(1000, { required: true }),
});
export type TMustHaveCondition = z.infer<typeof ZMustHaveCondition>;

export const ZAttachment = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().optional(),
  contentType: z.string().optional(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZAnnouncement = z.object({ date: z.string(), text: z.string() });

/** The owner-editable part of a tender as a draft holds it: what UpdateTender accepts and stores. */
export const ZTenderDraftParameters = z.object({
  tenderId: zId,
  name: zText(200).default(''),
  keywords: zText(500).default(''),
  currency: z.string().regex(/^[A-Za-z]{3}$/, { error: Messages.selectItem }),
  industries: z.array(zCodeId).max(20).default([]),
  isVatIncluded: z.boolean().default(true),
  isPublic: z.boolean().default(false),
  itemsDetails: z.array(ZDraftItem).max(200),
  criteriaDetails: z.array(ZDraftCriterion).max(20),
  mustHaveConditions: z.array(ZDraftMustHaveCondition).max(50),
  addressSource: z.coerce.number().int().min(0).max(4).nullable().optional(),
  newDeliveryAddress: ZAddress.nullable().optional(),
  /** Below 1 while retyped; never above the maximum that scheduling allows (same message). */
  duration: z.coerce
    .number()
    .int()
    .min(0)
    .max(Constants.maxDurationMinutes, { error: ScheduleProblems.durationOutOfRange })
    .default(Constants.defaultDurationMinutes),
  proposalEndDate: z.iso.datetime({ offset: true }),
  startDate: z.iso.datetime({ offset: true }),
  /** Overtime: a bid that changes the leader in the final N minutes extends the end by N (0 = off). */
  autoExtendMinutes: z.coerce.number().int().min(0).max(60).default(0),
  bidVisibility: z
    .enum([BidVisibility.RANK_ONLY, BidVisibility.RANK_AND_BEST_BIDS])
    .default('rankAndBest'),
  /** How equal scores rank (issue 29, auction/ranking.ts TIE_RULES); drafts only, like the rest. */
  tieRule: z.enum(TIE_RULES).default(DEFAULT_TIE_RULE),
  /** The auction format (issue 30, auction/formats.ts); today's open auction unless named. */
  auctionFormat: z.enum(AUCTION_FORMATS).default(DEFAULT_AUCTION_FORMAT),
  /** The format's settings; missing ones take their defaults. */
  formatRules: ZFormatRules.default(ZFormatRules.parse({})),
  stepProgress: z.coerce.number().int().min(0).max(3).default(1),
  /** The version the editor last loaded; a stale one is refused so no change is lost. */
  version: z.number().int().min(0).optional(),
});
export type TTenderDraftParameters = z.infer<typeof ZTenderDraftParameters>;
export type TTenderDraftParametersInput = z.input<typeof ZTenderDraftParameters>;

/** A complete tender's parameters (spec §5): the wizard's field rules, checked again by ScheduleTender. */
export const ZTenderParameters = ZTenderDraftParameters.extend({
  itemsDetails: z.array(ZItem).max(200),
  criteriaDetails: z.array(ZCriterion).max(20),
  mustHaveConditions: z.array(ZMustHaveCondition).max(50),
  duration: z.coerce
    .number()
    .int()
    .min(1)
    .max(Constants.maxDurationMinutes, { error: Messages.durationTooLong })
    .default(Constants.defaultDurationMinutes),
});
export type TTenderParameters = z.infer<typeof ZTenderParameters>;
export type TTenderParametersInput = z.input<typeof ZTenderParameters>;

export const ZSupplierEntry = z.object({
  user: z.object({ userName: z.string(), companyName: z.string().nullable().optional() }),
  overallPosition: z.number(),
  /** How many other offers share this position under a sharing tie rule (issue 29); absent: none. */
  tiedWith: z.number().optional(),
  status: zNamed,
  isPublic: z.boolean(),
  rejectedReason: z.string().nullable(),
  offerDescription: z.string().nullable(),
  attachments: z.array(ZAttachment),
  criteriaBids: z.array(z.object({ id: z.string(), value: z.number() })),
  itemsBids: z.array(z.object({ id: z.string(), value: z.number() })),
  mustHaveConditionResponses: z.array(z.object({ mhcId: z.string(), response: z.boolean() })),
  lastActivityDate: z.string().nullable(),
  canReinvite: z.boolean(),
  /** Beyond spec §3: the owner's comment on the offer, the reason given to rejoin, finalization. */
  ownerComment: z.string().nullable().optional(),
  rejoinReason: z.string().nullable().optional(),
  proposalFinalizedAt: z.string().nullable().optional(),
  isDemo: z.boolean().optional(),
  /** false for an invitation to an address that has no account yet (owner's list only). */
  isRegistered: z.boolean().optional(),
});
export type TSupplierEntry = z.infer<typeof ZSupplierEntry>;

/**
 * The full Tender of spec §3 as GetTender returns it. Replies are checked against their schema,
 * and a draft may be incomplete (the default item has no name), so its parameters are a draft's.
 */
export const ZTender = ZTenderDraftParameters.extend({
  tenderStatus: z.number(),
  totExpPrice: z.number(),
  totExpPriceInUserCurr: z.number().nullable(),
  userCurrency: z.string(),
  exchangeRateDate: z.string().nullable(),
  suppliers: z.array(ZSupplierEntry),
  attachments: z.object({ isUploading: z.boolean(), list: z.array(ZAttachment) }),
  mainPictureUrl: z.string().nullable(),
  announcements: z.array(ZAnnouncement),
  isFavorite: z.boolean(),
  isDemo: z.boolean(),
  isOwner: z.boolean(),
  hidden: z.boolean(),
  endDate: z.string(),
  createdDate: z.string(),
  canceledReason: z.string().nullable(),
  owner: z.object({ userName: z.string(), companyName: z.string().nullable() }),
  totalActiveBidders: z.number(),
  unsavedChanges: z.boolean().optional(),
  version: z.number(),
  /** Beyond spec §3 (issue 29): the award of an ended tender, for its owner and participants. */
  award: ZTenderAward.optional(),
});
export type TTender = z.infer<typeof ZTender>;

/** A row of GetMyTenders (spec §3 Tender list row). */
export const ZTenderListRow = z.object({
  id: z.string(),
  name: z.string(),
  mainPictureUrl: z.string().nullable(),
  totalActiveBiddersCount: z.number(),
  createDate: z.string(),
  newAppliesCount: z.number(),
  isOwner: z.boolean(),
  ownerName: z.string(),
  ownerCompanyId: z.string().nullable(),
  currency: z.string(),
  isDemo: z.boolean(),
  isPublic: z.boolean(),
  startDate: z.string(),
  supplierStatus: z.number().nullable(),
  totalExpectedPrice: z.number(),
  tenderStatus: z.number(),
  isFavorite: z.boolean(),
  keywords: z.string(),
  industries: z.array(z.number()),
  hidden: z.boolean(),
});
export type TTenderListRow = z.infer<typeof ZTenderListRow>;

export const ZPaged = <T extends z.ZodType>(row: T) =>
  z.object({
    items: z.array(row),
    totalCount: z.number(),
    pageNo: z.number(),
    recordsPerPage: z.number(),
  });
