/**
 * The hash-chained bid log (a trust feature beyond the spec): each accepted bid's hash covers the
 * previous bid's hash, so changing, removing or reordering any stored bid is detectable.
 */
export type ChainedBid = {
  prevHash: string;
  tenderId: string;
  seq: number;
  supplierId: string;
  targetKind: 'item' | 'criterion';
  targetId: string;
  value: number;
  createdAt: Date;
};

/**
 * The exact text that is hashed (SHA-256, hex) for one bid:
 * prevHash|tenderId|seq|supplierId|targetKind|targetId|value (4 decimals)|createdAt (ISO-8601).
 */
export function bidChainInput(bid: ChainedBid): string {
  return [
    bid.prevHash,
    bid.tenderId,
    bid.seq,
    bid.supplierId,
    bid.targetKind,
    bid.targetId,
    bid.value.toFixed(4),
    bid.createdAt.toISOString(),
  ].join('|');
}
