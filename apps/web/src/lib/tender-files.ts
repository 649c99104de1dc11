// Downloads of a tender's files behind the token (issue 29): spreadsheet exports of its bids,
// ranking and comparison, and its calendar. Named as the server's Content-Disposition names them.
import {
  OWNER_EXPORT_STATUSES,
  TenderStatus,
  exportFileName,
  type ExportKind,
  type TExportFormat,
} from '@tendermark/shared';
import { buildUrl } from './api-client.ts';
import { downloadAuthorizedFile } from './authorized-file.ts';

/** What a spreadsheet export is, and the route that makes it. */
export type TableExport = {
  kind: Extract<ExportKind, 'bid-history' | 'my-bids' | 'ranking' | 'comparison'>;
  route: 'ExportBidHistory' | 'ExportRanking' | 'ExportComparison';
};

export const BID_HISTORY_EXPORT: TableExport = { kind: 'bid-history', route: 'ExportBidHistory' };
/** The same route as the owner's: the server gives a supplier their own bids only. */
export const MY_BIDS_EXPORT: TableExport = { kind: 'my-bids', route: 'ExportBidHistory' };
export const RANKING_EXPORT: TableExport = { kind: 'ranking', route: 'ExportRanking' };
export const COMPARISON_EXPORT: TableExport = { kind: 'comparison', route: 'ExportComparison' };

/**
 * What the owner can export in a tender status: bids and ranking from the live auction on, the
 * comparison once it has ended; nothing before.
 */
export function ownerExports(status: number): TableExport[] {
  if (!OWNER_EXPORT_STATUSES.includes(status)) return [];
  const exports = [BID_HISTORY_EXPORT, RANKING_EXPORT];
  return status === TenderStatus.ENDED ? [...exports, COMPARISON_EXPORT] : exports;
}

type Tender = { id: string; name: string };

export function downloadTableExport(
  tender: Tender,
  what: TableExport,
  format: TExportFormat,
): Promise<void> {
  return downloadAuthorizedFile(
    buildUrl(`/api/tender/${what.route}`, { tenderId: tender.id, format }),
    exportFileName(what.kind, tender, format, new Date()),
  );
}

/** The .ics of the proposal deadline and the live auction. */
export function downloadTenderCalendar(tender: Tender): Promise<void> {
  return downloadAuthorizedFile(
    buildUrl('/api/tender/GetTenderCalendar', { tenderId: tender.id }),
    exportFileName('calendar', tender, 'ics', new Date()),
  );
}

/**
 * The award letter of one awarded supplier (PDF): the owner names the supplier's entry, a supplier
 * gets their own. Named by the tender and, for the owner, the supplier, as the server names it.
 */
export function downloadAwardLetter(
  tender: Tender,
  supplier?: { id: string; name: string },
): Promise<void> {
  const named = supplier ? { ...tender, name: `${tender.name} ${supplier.name}` } : tender;
  return downloadAuthorizedFile(
    buildUrl('/api/tender/GetAwardLetterPdf', { tenderId: tender.id, supplierId: supplier?.id }),
    exportFileName('award-letter', named, 'pdf', new Date()),
  );
}
