/**
 * Bounds of the OCDS import, so that a hostile or broken file costs the same memory whatever its
 * size and gives rows that a search reply can carry. Why these: docs/decisions/008-ocds-import-
 * streams-repairs-and-cuts.md.
 */

/**
 * Longest stored text per column, in characters (UTF-16 code units). The longest real values in
 * the shipped files are 975 (title), 3 000 (description), 758 (items) and 187 (buyer); a longer
 * value is cut at a word boundary and ends with "…". Identifiers are never cut: a release whose
 * ocid or release id is longer is rejected, since a cut id could merge two processes.
 */
export const FIELD_LIMITS = {
  ocid: 200,
  releaseId: 200,
  title: 2_000,
  description: 20_000,
  buyerName: 500,
  buyerAddress: 500,
  deliveryPlace: 2_000,
  itemsText: 20_000,
  status: 100,
  procurementMethod: 100,
  /** An address cut short points elsewhere: a longer one is left out, not cut. */
  sourceUrl: 2_000,
  publisher: 500,
  license: 500,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

/**
 * Items, documents and awards kept per release for its notice page, suppliers named per award, and
 * the longest text of each.
 */
export const NOTICE_LIMITS = {
  items: 200,
  documents: 100,
  awards: 100,
  suppliersPerAward: 20,
  text: 1_000,
} as const;

/** Classifications kept per release, and the longest code and description of each. */
export const CLASSIFICATION_LIMITS = { count: 50, id: 200, description: 1_000 } as const;

/**
 * Characters of one JSON string the reader keeps; the rest is skipped as it streams by. Above every
 * field limit, so that HTML descriptions still have room to shrink to plain text.
 */
export const MAX_STRING_CHARS = 100_000;

/** Characters of an object key the reader keeps (OCDS keys are short words). */
export const MAX_KEY_CHARS = 1_000;

/**
 * Size of one release as the reader holds it: characters kept plus VALUE_COST per value. A release
 * above it is rejected without being held. Real releases are below 100 000.
 */
export const MAX_RELEASE_SIZE = 16_000_000;
export const VALUE_COST = 16;

/**
 * Releases of a package wait for the package's end (its `uri` may follow `releases`) until they
 * reach this size together; after that they go on with the package metadata read so far.
 */
export const HELD_RELEASES_SIZE = 4_000_000;

/** Nesting inside one release (real ones reach 6); a deeper release is rejected. */
export const MAX_RELEASE_DEPTH = 64;

/** Nesting of the whole document at which reading stops: the parser keeps a frame per level. */
export const MAX_DOCUMENT_DEPTH = 1_000;

/** Rejected and cleaned releases listed in a report; the counts go on beyond. */
export const MAX_LISTED_RELEASES = 1_000;

/** Text of at most `limit` characters: cut at the last space of its tail when there is one, "…" added. */
export function cutText(text: string, limit: number): string {
  let end = limit - 1;
  // Never between the two halves of a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
  const space = text.lastIndexOf(' ', end);
  if (space > end * 0.9) end = space;
  return `${text.slice(0, end).trimEnd()}…`;
}
