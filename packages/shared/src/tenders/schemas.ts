/** The Tender contract of spec §3: what GetTender returns and UpdateTender accepts. */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';

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
const MAX_CODE_ID = 2_147_483_647;
const zMoney = z.coerce.number({ error: requiredIfMissing }).finite().min(0).max(MAX_AMOUNT);
const zBound = z.number().finite().min(-MAX_AMOUNT).max(MAX_AMOUNT);
/** Id of a code-list entry (unit, industry, country, threshold). */
const zCodeId = z.coerce.number().int().min(0).max(MAX_CODE_ID);
const zNamed = z.object({ id: zCodeId, name: z.string() });

/** Trimmed text of at most `max` characters, without NUL (which PostgreSQL cannot store). */
export function zText(max: number, { required = false } = {}) {
  const trimmed = z.string({ error: requiredIfMissing }).trim();
  return (required ? trimmed.min(1, { error: Messages.required }) : trimmed)
    .max(max)
    .refine(hasNoNul, { error: Messages.invalidCharacters });
}

export const WinningThreshold = { LOWEST: 0, HIGHEST: 1 } as const;
export const WinningThresholdLabels = { 0: 'Lowest wins', 1: 'Highest wins' } as const;

/** Address sources (spec §4): 0 current location, 1 user, 2 company, 3 delivery, 4 new delivery. */
export const AddressSource = {
  CURRENT_LOCATION: 0,
  USER: 1,
  COMPANY: 2,
  DELIVERY: 3,
  NEW_DELIVERY: 4,
} as const;

/** What suppliers see in the room (Market Dojo's Ranked vs Open auctions). */
export const BidVisibility = { RANK_ONLY: 'rank', RANK_AND_BEST_BIDS: 'rankAndBest' } as const;

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

export const ZItem = z.object({
  id: zId.nullable().optional(),
  name: zText(200, { required: true }),
  unitPrice: zMoney,
  unitOfMeasurement: zNamed,
  quantity: z.coerce.number().positive().max(MAX_AMOUNT),
  expPrice: z.number().optional(),
  bidStep: zMoney,
  bestBid: z.number().default(-1),
  description: zText(4000).nullable().optional(),
});
export type TItem = z.infer<typeof ZItem>;

export const ZCriterion = z.object({
  id: zId.nullable().optional(),
  name: zText(200, { required: true }),
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
export type TCriterion = z.infer<typeof ZCriterion>;

export const ZMustHaveCondition = z.object({
  id: zId.nullable().optional(),
  text: zText(1000, { required: true }),
  hasAdditionalInfo: z.boolean().default(false),
  isMandatory: z.boolean().optional(),
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

/** The owner-editable part of a tender, validated by UpdateTender and the wizard. */
export const ZTenderParameters = z.object({
  tenderId: zId,
  name: zText(200).default(''),
  keywords: zText(500).default(''),
  currency: z.string().regex(/^[A-Za-z]{3}$/, { error: Messages.selectItem }),
  industries: z.array(zCodeId).max(20).default([]),
  isVatIncluded: z.boolean().default(true),
  isPublic: z.boolean().default(false),
  itemsDetails: z.array(ZItem).max(200),
  criteriaDetails: z.array(ZCriterion).max(20),
  mustHaveConditions: z.array(ZMustHaveCondition).max(50),
  addressSource: z.coerce.number().int().min(0).max(4).nullable().optional(),
  newDeliveryAddress: ZAddress.nullable().optional(),
  duration: z.coerce
    .number()
    .int()
    .min(1)
    .max(Constants.maxDurationMinutes, { error: Messages.durationTooLong })
    .default(Constants.defaultDurationMinutes),
  proposalEndDate: z.iso.datetime({ offset: true }),
  startDate: z.iso.datetime({ offset: true }),
  /** Overtime: a bid that changes the leader in the final N minutes extends the end by N (0 = off). */
  autoExtendMinutes: z.coerce.number().int().min(0).max(60).default(0),
  bidVisibility: z
    .enum([BidVisibility.RANK_ONLY, BidVisibility.RANK_AND_BEST_BIDS])
    .default('rankAndBest'),
  stepProgress: z.coerce.number().int().min(0).max(3).default(1),
  /** The version the editor last loaded; a stale one is refused so no change is lost. */
  version: z.number().int().min(0).optional(),
});
export type TTenderParameters = z.infer<typeof ZTenderParameters>;
export type TTenderParametersInput = z.input<typeof ZTenderParameters>;

export const ZSupplierEntry = z.object({
  user: z.object({ userName: z.string(), companyName: z.string().nullable().optional() }),
  overallPosition: z.number(),
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
 * and a draft may hold what cannot be saved yet (the default item has no name), so names are
 * plain strings here.
 */
export const ZTender = ZTenderParameters.extend({
  itemsDetails: z.array(ZItem.extend({ name: z.string() })),
  criteriaDetails: z.array(ZCriterion.extend({ name: z.string() })),
  mustHaveConditions: z.array(ZMustHaveCondition.extend({ text: z.string() })),
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
