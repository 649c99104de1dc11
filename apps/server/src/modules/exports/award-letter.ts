/**
 * GET GetAwardLetterPdf: the letter that tells a supplier what they were awarded. The owner
 * downloads it for any awarded supplier (to send or to file), a supplier their own. It reads the
 * award lines of tender_awards that are not cancelled; the award itself is the award module's.
 */
import { AwardStatus, ExportMessages, exportFileName, fileSlug } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { roomViewer, supplierEntryId } from '../auction/room-access.ts';
import { readItems } from '../tenders/parameters-store.ts';
import { ownerSummary } from '../tenders/tender-dto.ts';
import type { AwardLetter } from './award-letter-pdf.ts';
import { readActiveAwards, readSupplierParty } from './export-reads.ts';

/**
 * Whose letter the caller asks for: the owner names the supplier entry; a supplier gets their own
 * (naming another entry is answered as if it did not exist).
 */
async function letterEntryId(
  ctx: AppContext,
  viewer: { role: 'owner' | 'supplier'; userId: string; tenderId: string },
  supplierId: string | undefined,
): Promise<string> {
  if (viewer.role === 'owner') {
    if (!supplierId) throw badRequest(ExportMessages.awardedSupplierRequired, 'supplier_required');
    if (!isUuid(supplierId)) throw notFound(ExportMessages.noAwardForSupplier);
    return supplierId;
  }
  const own = await supplierEntryId(ctx, viewer.tenderId, viewer.userId);
  if (!own || (supplierId !== undefined && supplierId !== own)) throw notFound();
  return own;
}

/** The letter's content: 409 before an award, 404 when the supplier was awarded nothing. */
export async function awardLetter(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
  supplierId: string | undefined,
): Promise<AwardLetter> {
  const { tender, role } = await roomViewer(ctx, user, tenderId);
  if (tender.awardStatus !== AwardStatus.AWARDED)
    throw conflict(ExportMessages.noAward, 'not_awarded');
  const entryId = await letterEntryId(
    ctx,
    { role, userId: user.id, tenderId: tender.id },
    supplierId,
  );
  const [lines, supplier, items, buyer] = await Promise.all([
    readActiveAwards(ctx.db, tender.id, entryId),
    readSupplierParty(ctx.db, tender.id, entryId),
    readItems(ctx.db, tender.id),
    ownerSummary(ctx.db, tender.ownerId),
  ]);
  if (lines.length === 0 || !supplier) throw notFound(ExportMessages.noAwardForSupplier);
  const itemsById = new Map(items.map((item) => [item.id ?? '', item]));
  return {
    tender: {
      id: tender.id,
      name: tender.name,
      currency: tender.currency,
      isVatIncluded: tender.isVatIncluded,
      isFinal: tender.awardFinalAt !== null,
      url: `${ctx.config.publicUrl}/auctions/supplier/${encodeURIComponent(tender.id)}`,
    },
    buyer: { userName: buyer.userName, companyName: buyer.companyName },
    supplier,
    lines: lines.map((line) => {
      const item = line.itemId ? itemsById.get(line.itemId) : undefined;
      return {
        name: line.itemId ? (item?.name ?? 'Item') : 'The whole tender',
        quantity: item ? item.quantity : null,
        unitName: item?.unitOfMeasurement.name ?? '',
        amount: line.amount,
      };
    }),
    awardedAt: lines.at(-1)!.awardedAt,
    generatedAt: ctx.clock.now(),
  };
}

/** "award-letter-Office-paper-acme-2030-05-01.pdf": the tender's and the supplier's names. */
export function awardLetterFileName(letter: AwardLetter): string {
  const supplier = fileSlug(letter.supplier.companyName ?? letter.supplier.userName, 30);
  const tender = { id: letter.tender.id, name: [letter.tender.name, supplier].join(' ') };
  return exportFileName('award-letter', tender, 'pdf', letter.generatedAt);
}
