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
  /** Issue 30: what the entry records; 'bid' (or absent) hashes exactly as before. */
  action?: ChainAction;
  /** For 'sealed': the digest of the sealed offer's ciphertext. */
  sealedDigest?: string | null;
};

export const CHAIN_ACTIONS = ['bid', 'accept', 'drop', 'sealed', 'open'] as const;
export type ChainAction = (typeof CHAIN_ACTIONS)[number];
/**
 * The entries that carry an offered price (a bid, an accepted level, an opened sealed price):
 * what bid lists and exports show. A drop-out and a sealed submission carry none.
 */
export const OFFER_ACTIONS: ChainAction[] = ['bid', 'accept', 'open'];

/**
 * The exact text that is hashed (SHA-256, hex) for one bid:
 * prevHash|tenderId|seq|supplierId|targetKind|targetId|value (4 decimals)|createdAt (ISO-8601),
 * followed by |action|sealedDigest for an entry that is not a bid (so every bid hashes as before).
 */
export function bidChainInput(bid: ChainedBid): string {
  const fields = [
    bid.prevHash,
    bid.tenderId,
    bid.seq,
    bid.supplierId,
    bid.targetKind,
    bid.targetId,
    bid.value.toFixed(4),
    bid.createdAt.toISOString(),
  ];
  if (bid.action && bid.action !== 'bid') fields.push(bid.action, bid.sealedDigest ?? '');
  return fields.join('|');
}
