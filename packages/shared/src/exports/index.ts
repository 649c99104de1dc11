/**
 * The files a tender can be downloaded as (issue 29): spreadsheet exports of its bids, ranking and
 * comparison, the award letter and the calendar. Formats, file names and refusal texts are shared
 * so that the web names a download exactly as the server's Content-Disposition does.
 */
import { z } from 'zod';
import { TenderStatus } from '../common/enums.ts';

export const ExportFormats = ['xlsx', 'csv'] as const;
export const ZExportFormat = z.enum(ExportFormats);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/** What a tender export holds; the first word of its file name. */
export type ExportKind =
  'bid-history' | 'my-bids' | 'ranking' | 'comparison' | 'award-letter' | 'calendar';

/**
 * The statuses in which the owner may export bids and ranking: the live auction and after it. A
 * supplier exports their own bids once the auction is over (OVERVIEW_STATUSES).
 */
export const OWNER_EXPORT_STATUSES: readonly number[] = [
  TenderStatus.SUBMITTED,
  TenderStatus.ENDED,
  TenderStatus.CANCELED,
];

export const ExportMessages = {
  ownerExportNotStarted: 'Bids and ranking can be exported once the live auction has started',
  supplierExportNotEnded: 'Your bids can be exported once the auction has ended',
  ownerOnly: 'Only the buyer can export this',
  comparisonNotEnded: 'The comparison can be exported once the auction has ended',
  noAward: 'The tender has not been awarded',
  awardedSupplierRequired: 'Name the awarded supplier whose letter you want',
  noAwardForSupplier: 'This supplier was not awarded anything in the tender',
} as const;

/** A name every browser and file system accepts: ASCII letters, digits and dashes. */
export function fileSlug(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-|-$/g, '');
}

/**
 * "bid-history-Office-paper-2030-05-01.xlsx": the kind, the tender's name (or the start of its id
 * when the name has no ASCII letter) and the day it was made (UTC).
 */
export function exportFileName(
  kind: ExportKind,
  tender: { id: string; name: string },
  extension: string,
  day: Date,
): string {
  const slug = fileSlug(tender.name) || tender.id.slice(0, 8);
  return `${kind}-${slug}-${day.toISOString().slice(0, 10)}.${extension}`;
}
