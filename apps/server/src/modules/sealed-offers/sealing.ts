/**
 * Sealing a supplier's offer (decision 012): AES-256-GCM under a key derived per tender with
 * HKDF-SHA-256 from a secret that is not in the database, so a reader of the database or of its
 * backups sees ciphertext until the opening writes the prices. The entry's id and the tender's id
 * are the cipher's additional data: a sealed offer copied onto another entry or tender fails to
 * open. The plaintext is padded to a block of 256 bytes, so its length does not tell how many
 * digits the prices have.
 */
import { createCipheriv, createDecipheriv, hash, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { BidValues } from '../../db/schema/index.ts';

/** The version of the key derivation stored with each offer (sealed_offers.key_version). */
export const SEALED_KEY_VERSION = 1;
const KEY_INFO = 'tendermark sealed offer v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PAD_BLOCK = 256;

/** What is sealed: the offer's values by item and criterion id. */
export type SealedContent = { itemBids: BidValues; criterionBids: BidValues };

const ZSealedContent = z.object({
  itemBids: z.record(z.string(), z.number().finite()),
  criterionBids: z.record(z.string(), z.number().finite()),
});

/** Where a sealed offer belongs: the tender (the key's salt) and the entry (bound as data). */
export type SealedOwner = { tenderId: string; supplierId: string };

/** A sealed offer that does not open: tampered with, or sealed under another secret. */
export class UnreadableSealedOffer extends Error {
  constructor(readonly supplierId: string) {
    super('a sealed offer could not be opened');
  }
}

function tenderKey(secret: string, tenderId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, tenderId, KEY_INFO, 32));
}

const boundData = ({ tenderId, supplierId }: SealedOwner) =>
  Buffer.from(`${tenderId}|${supplierId}`);

/** The stored text (base64 of iv | ciphertext | tag). */
export function sealOffer(secret: string, owner: SealedOwner, content: SealedContent): string {
  const json = JSON.stringify(content);
  const padded = json.padEnd(Math.ceil((json.length + 1) / PAD_BLOCK) * PAD_BLOCK, ' ');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', tenderKey(secret, owner.tenderId), iv);
  cipher.setAAD(boundData(owner));
  const body = Buffer.concat([cipher.update(padded, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The offer's values; throws UnreadableSealedOffer when it does not authenticate or parse. */
export function openSealedOffer(secret: string, owner: SealedOwner, sealed: string): SealedContent {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('too short');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      tenderKey(secret, owner.tenderId),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAAD(boundData(owner));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return ZSealedContent.parse(JSON.parse(plain.toString('utf8')));
  } catch {
    throw new UnreadableSealedOffer(owner.supplierId);
  }
}

/**
 * SHA-256 (hex) of the stored bytes (iv | ciphertext | tag): the chain's `sealed` entry covers it,
 * so a sealed offer cannot be swapped without breaking the chain.
 */
export const sealedDigest = (sealed: string): string =>
  hash('sha256', Buffer.from(sealed, 'base64'), 'hex');
