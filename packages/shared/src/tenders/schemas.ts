/** The Tender contract of spec §3: what GetTender returns and UpdateTender accepts. */
import { z } from 'zod';
import { Constants } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';

const zId = z.union([z.string(), z.number()]).transform(String);
const zMoney = z.coerce.number({ error: Messages.required }).finite().min(0);
const zNamed = z.object({ id: z.coerce.number(), name: z.string() });

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
  streetAddress: z.string().trim().max(200).nullable().optional(),
  streetAddress2: z.string().trim().max(200).nullable().optional(),
  zipCode: z.string().trim().max(20).nullable().optional(),
  city: z.string().trim().max(100).nullable().optional(),
  state: z.string().trim().max(100).nullable().optional(),
  country: z.object({ id: z.coerce.number(), code: z.string() }).nullable().optional(),
  gpsCoords: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .optional(),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZItem = z.object({
  id: zId.nullable().optional(),
  name: z.string().trim().min(1, { error: Messages.required }).max(200),
  unitPrice: zMoney,
  unitOfMeasurement: zNamed,
  quantity: z.coerce.number().positive(),
  expPrice: z.number().optional(),
  bidStep: zMoney,
  bestBid: z.number().default(-1),
  description: z.string().max(4000).nullable().optional(),
});
export type TItem = z.infer<typeof ZItem>;

export const ZCriterion = z.object({
  id: zId.nullable().optional(),
  name: z.string().trim().min(1, { error: Messages.required }).max(200),
  unit: zNamed,
  winningThreshold: zNamed,
  weight: z.object({ id: z.coerce.number().min(0).max(1), name: z.string().optional() }),
  bestBid: z.number().default(-1),
  description: z.string().max(4000).nullable().optional(),
  minBid: z.number().nullable().optional(),
  maxBid: z.number().nullable().optional(),
  /** The first criterion: total price, derived from item bids. */
  isPrice: z.boolean().optional(),
});
export type TCriterion = z.infer<typeof ZCriterion>;

export const ZMustHaveCondition = z.object({
  id: zId.nullable().optional(),
  text: z.string().trim().min(1, { error: Messages.required }).max(1000),
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
  name: z.string().trim().max(200).default(''),
  keywords: z.string().trim().max(500).default(''),
  currency: z.string().length(3),
  industries: z.array(z.coerce.number()).max(20).default([]),
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
});
export type TSupplierEntry = z.infer<typeof ZSupplierEntry>;

/** The full Tender of spec §3 as GetTender returns it. */
export const ZTender = ZTenderParameters.extend({
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
