/** Request and reply contracts of the owner's /api/tender calls that ZTender does not cover. */
import { z } from 'zod';
import { Constants, TenderStatus } from '../common/enums.ts';
import { ZAddress, ZAttachment, ZTender, ZTenderListRow, ZPaged, zText } from './schemas.ts';

/** Query booleans: "true"/"false" (also 1/0, yes/no); `z.coerce.boolean` would read "false" as true. */
const zQueryFlag = z.stringbool();

export const TenderListFilter = { ACTIVE: 'active', INACTIVE: 'inactive', ALL: 'all' } as const;
export const TenderListSortColumns = [
  'name',
  'createDate',
  'startDate',
  'tenderStatus',
  'totalExpectedPrice',
] as const;

/** Ended and canceled tenders are inactive; everything else (drafts included) is active. */
export function isActiveTenderStatus(status: number): boolean {
  return status !== TenderStatus.ENDED && status !== TenderStatus.CANCELED;
}

/**
 * GET /api/tender/GetMyTenders. `owner`: true = tenders I own, false = tenders I take part in as a
 * supplier, absent = both. `name` is a case-insensitive substring of the tender name.
 */
export const ZMyTendersQuery = z.object({
  filter: z
    .enum([TenderListFilter.ACTIVE, TenderListFilter.INACTIVE, TenderListFilter.ALL])
    .default('all'),
  owner: zQueryFlag.optional(),
  searchByColumn: z.enum(TenderListSortColumns).default('createDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(Constants.myAuctionsPageSize),
  name: zText(200).optional(),
  includeHidden: zQueryFlag.default(false),
});
export type TMyTendersQuery = z.infer<typeof ZMyTendersQuery>;

export const ZMyTendersPage = ZPaged(ZTenderListRow);
export type TMyTendersPage = z.infer<typeof ZMyTendersPage>;

export const ZCreateTenderReply = z.object({ tenderId: z.string() });

/** PUT ScheduleTender: the tender with its (possibly moved) dates and whether they moved. */
export const ZScheduleReply = ZTender.extend({ rescheduled: z.boolean() });
export type TScheduleReply = z.infer<typeof ZScheduleReply>;

/** 400 of ScheduleTender: the first problem as message, all of them in `problems`. */
export const ZScheduleRefusal = z.object({
  error: z.literal('schedule_problems'),
  message: z.string(),
  problems: z.array(z.string()),
});

export const ZHideReply = z.object({ tenderId: z.string(), hidden: z.boolean() });
export const ZShareReply = z.object({ url: z.string() });
export const ZUploadReply = z.array(ZAttachment);
export const ZMainPictureReply = z.object({ mainPictureUrl: z.string().nullable() });

export const ZTenderAuditEntry = z.object({
  at: z.string(),
  userName: z.string().nullable(),
  /** created | updated | scheduled | canceled | hidden | shown | attachment-added | … */
  action: z.string(),
  /** Per field: { from, to } for values, { from: count, to: count } for lists. */
  changes: z.record(z.string(), z.unknown()),
});
export type TTenderAuditEntry = z.infer<typeof ZTenderAuditEntry>;

/** A saved address with where it comes from: 1 user, 2 company, 3 delivery (AddressSource). */
export const ZSavedAddress = ZAddress.extend({ source: z.number() });
export type TSavedAddress = z.infer<typeof ZSavedAddress>;

export const ZExchangeRatesImportReply = z.object({ date: z.string(), count: z.number() });

/** The URL of a file served by GetFileById (attachments and main pictures). */
export function fileUrl(fileId: string): string {
  return `/api/tender/GetFileById?attachmentId=${encodeURIComponent(fileId)}`;
}
