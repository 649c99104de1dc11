/**
 * GetTender's reply, kept per tender and viewer as its JSON text and checked on every read against
 * PostgreSQL, never against pushes: one prepared statement reads the tender row with its xmin
 * (which moves with every update of the row), its read revision (bumped by triggers in the
 * transaction of every other change the reply shows, migration 0021) and what belongs to the
 * viewer (their entry's status, favourite flag and currency). While all of these are what they
 * were before the kept reply was built, nothing it shows has changed: it is sent as it is. A
 * change committed by any process is seen by the next read of every process (bench/reads).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ZTender } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { tenders } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { notFound } from '../../lib/errors.ts';
import { relationToRow } from './access.ts';
import { tenderDto } from './tender-dto.ts';

const { searchVector: _searchVector, ...tenderColumns } = getTableColumns(tenders);
const tenderId = sql.placeholder('tenderId');
const viewerId = sql.placeholder('viewerId');

/** The tender row, its cache key and the viewer's part: one statement, planned once per connection. */
const buildCheck = (db: Database) =>
  db
    .select({
      tender: tenderColumns,
      // Written out with the outer row's table named: Drizzle leaves a one-table select's
      // columns unqualified, and a subquery would take `id` for its own table's.
      rowVersion: sql<string>`tenders.xmin::text`,
      readRevision: sql<string>`coalesce((
        select r.revision::text from tender_read_revisions r where r.tender_id = tenders.id), '0')`,
      supplierStatus: sql<number | null>`(
        select s.status from tender_suppliers s
        where s.tender_id = tenders.id and s.user_id = ${viewerId})`,
      isFavorite: sql<boolean>`exists (
        select 1 from tender_favorites f where f.tender_id = tenders.id and f.user_id = ${viewerId})`,
      viewerCurrency: sql<string | null>`(
        select u.default_currency from users u where u.id = ${viewerId})`,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .prepare('get_tender_check');

type Check = ReturnType<typeof buildCheck>;
const checks = new WeakMap<Database, Check>();

function checkOf(db: Database): Check {
  let check = checks.get(db);
  if (!check) checks.set(db, (check = buildCheck(db)));
  return check;
}

/** The reply's text exactly as the route's serializer would write it (checked against ZTender). */
const serialize = serializerCompiler({
  schema: ZTender,
  method: 'GET',
  url: '/api/tender/GetTender',
}) as (data: unknown) => string;

type Kept = { key: string; text: string };

/** Replies kept, oldest first (a read moves its reply to the end), up to `maxCharacters` in all. */
export class TenderReplyCache {
  private readonly replies = new Map<string, Kept>();
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  get(slot: string, key: string): string | undefined {
    const kept = this.replies.get(slot);
    if (kept?.key !== key) return undefined;
    this.replies.delete(slot);
    this.replies.set(slot, kept);
    return kept.text;
  }

  set(slot: string, key: string, text: string): void {
    this.delete(slot);
    if (text.length > this.maxCharacters) return;
    this.replies.set(slot, { key, text });
    this.characters += text.length;
    for (const [oldest, kept] of this.replies) {
      if (this.characters <= this.maxCharacters) break;
      this.replies.delete(oldest);
      this.characters -= kept.text.length;
    }
  }

  private delete(slot: string): void {
    const kept = this.replies.get(slot);
    if (!kept) return;
    this.replies.delete(slot);
    this.characters -= kept.text.length;
  }
}

/** 32 M characters: about 2 000 owner replies of 20 entries each. */
const DEFAULT_MAX_CHARACTERS = 32 * 1024 * 1024;
const cachesByContext = new WeakMap<object, TenderReplyCache>();

function cacheOf(ctx: object): TenderReplyCache {
  let cache = cachesByContext.get(ctx);
  if (!cache) cachesByContext.set(ctx, (cache = new TenderReplyCache(DEFAULT_MAX_CHARACTERS)));
  return cache;
}

/**
 * GetTender's reply to `viewer` as JSON text: the kept one while its key holds, else built by
 * tenderDto and kept. 404 / 403 as loadTenderForViewer decides. A tender in another currency than
 * the viewer's is built every time: its converted total depends on the day and the rates.
 */
export async function tenderReplyText(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: string,
  viewer: string,
): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await checkOf(ctx.db).execute({ tenderId: id, viewerId: viewer });
  if (!row) throw notFound();
  const { tender } = row;
  const { relation } = relationToRow(tender, viewer, row.supplierStatus);
  const keepable =
    row.viewerCurrency !== null &&
    row.viewerCurrency.toUpperCase() === tender.currency.toUpperCase();
  const cache = cacheOf(ctx);
  const slot = `${id} ${viewer}`;
  // The counters of the row too: an xmin repeats only after 2^32 transactions, they move with it.
  const key = [
    row.rowVersion,
    tender.version,
    tender.entriesVersion,
    row.readRevision,
    row.supplierStatus,
    row.isFavorite,
    row.viewerCurrency,
  ].join(' ');
  const kept = keepable ? cache.get(slot, key) : undefined;
  if (kept !== undefined) return kept;
  // Read after the key: what the reply shows is at least as new as the key says.
  const text = serialize(await tenderDto(ctx, tender, { id: viewer, relation }));
  if (keepable) cache.set(slot, key, text);
  return text;
}
