/**
 * The paging cursor of the open-data lists: the (published_at, id) of the last entry of a page,
 * opaque to clients (base64url), so that the next page starts right after it whatever was
 * published meanwhile, and entries with one date are neither repeated nor skipped.
 */

export type PageCursor = { publishedAt: Date; id: number };

export function encodeCursor({ publishedAt, id }: PageCursor): string {
  return Buffer.from(`${publishedAt.toISOString()}|${id}`).toString('base64url');
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,15})$/;

/** The cursor a page gave, or undefined for anything else. */
export function decodeCursor(cursor: string): PageCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) return undefined;
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const publishedAt = new Date(match[1]!);
  const id = Number(match[2]);
  return Number.isNaN(publishedAt.getTime()) || !Number.isSafeInteger(id)
    ? undefined
    : { publishedAt, id };
}
