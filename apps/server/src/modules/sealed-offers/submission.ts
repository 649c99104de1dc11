/**
 * Submitting a sealed offer (issue 30): the whole offer, checked, sealed and stored in one
 * transaction with its `sealed` chain entry. The tender's row is locked first, as the bid flush
 * locks it, so the chain's head moves one entry at a time whatever else appends to it. A new
 * submission replaces the entry's earlier one until the deadline; the reply is a receipt, never
 * the prices.
 */
import { and, eq } from 'drizzle-orm';
import {
  Messages,
  SupplierStatus,
  type TSealedOfferBody,
  type TSealedOfferReceipt,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor, Transaction } from '../../db/client.ts';
import { sealedOffers, tenderBids, tenderSuppliers, tenders } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { hashBid } from '../auction/bid-chain.ts';
import { tenderStructure } from '../auction/tender-structure.ts';
import { lockOwnParticipation } from '../suppliers/entries.ts';
import type { TenderRow } from '../tenders/access.ts';
import { assertTakingOffers, sealedContentOf } from './offer-rules.ts';
import { SEALED_KEY_VERSION, sealOffer, sealedDigest } from './sealing.ts';

type Submitter = Pick<AuthUser, 'id'>;

export function assertSealedFormat(tender: Pick<TenderRow, 'auctionFormat'>): void {
  if (tender.auctionFormat !== 'sealed')
    throw conflict(Messages.wrongAuctionFormat, 'wrong_auction_format');
}

/** Appends the `sealed` entry to the tender's chain (value 0: the hash covers the ciphertext). */
async function chainSealedEntry(
  tx: Transaction,
  tender: TenderRow,
  entry: { supplierId: string; sealed: string; at: Date },
) {
  const row = {
    tenderId: tender.id,
    supplierId: entry.supplierId,
    targetKind: 'item' as const,
    targetId: tender.id,
    value: 0,
    seq: tender.bidSeq + 1,
    phase: 'proposal',
    action: 'sealed' as const,
    sealedDigest: sealedDigest(entry.sealed),
    createdAt: entry.at,
    prevHash: tender.bidHash,
    hash: '',
  };
  row.hash = hashBid(row);
  await tx.insert(tenderBids).values(row);
  await tx
    .update(tenders)
    .set({ bidSeq: row.seq, bidHash: row.hash })
    .where(eq(tenders.id, tender.id));
  return row;
}

export async function submitSealedOffer(
  ctx: AppContext,
  user: Submitter,
  body: TSealedOfferBody,
): Promise<TSealedOfferReceipt> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const { tender, entry } = await lockOwnParticipation(tx, body.tenderId, user.id);
    if (!entry || entry.status !== SupplierStatus.ACCEPTED)
      throw forbidden(Messages.notAuctionParticipant);
    assertSealedFormat(tender);
    assertTakingOffers(tender, now);
    const structure = await tenderStructure(tx, tender.id, tender.version);
    const content = sealedContentOf(structure, body);
    const owner = { tenderId: tender.id, supplierId: entry.id };
    const sealed = sealOffer(ctx.config.sealedOfferSecret, owner, content);
    const chained = await chainSealedEntry(tx, tender, { supplierId: entry.id, sealed, at: now });
    const stored = { sealed, seq: chained.seq, submittedAt: now, keyVersion: SEALED_KEY_VERSION };
    await tx
      .insert(sealedOffers)
      .values({ ...owner, ...stored })
      .onConflictDoUpdate({ target: sealedOffers.supplierId, set: stored });
    await tx
      .update(tenderSuppliers)
      .set({ lastActivityDate: now })
      .where(eq(tenderSuppliers.id, entry.id));
    return {
      tenderId: tender.id,
      submitted: true,
      submittedAt: now.toISOString(),
      seq: chained.seq,
      hash: chained.hash,
      opensAt: tender.proposalEndDate.toISOString(),
      openedAt: null,
    };
  });
}

/** The receipt of the entry's latest sealed offer (submitted: false without one). */
export async function sealedOfferReceipt(
  db: DbExecutor,
  tender: Pick<TenderRow, 'id' | 'proposalEndDate' | 'sealedOpenedAt'>,
  supplierId: string | undefined,
): Promise<TSealedOfferReceipt> {
  const [offer] = supplierId
    ? await db
        .select({
          submittedAt: sealedOffers.submittedAt,
          seq: sealedOffers.seq,
          hash: tenderBids.hash,
        })
        .from(sealedOffers)
        .leftJoin(
          tenderBids,
          and(eq(tenderBids.tenderId, sealedOffers.tenderId), eq(tenderBids.seq, sealedOffers.seq)),
        )
        .where(eq(sealedOffers.supplierId, supplierId))
    : [];
  return {
    tenderId: tender.id,
    submitted: offer !== undefined,
    submittedAt: offer?.submittedAt.toISOString() ?? null,
    seq: offer?.seq ?? null,
    hash: offer?.hash ?? null,
    opensAt: tender.proposalEndDate.toISOString(),
    openedAt: tender.sealedOpenedAt?.toISOString() ?? null,
  };
}
