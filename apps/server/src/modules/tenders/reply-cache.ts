/**
 * GetTender's reply, kept per tender and viewer as its JSON text and checked on every read against
 * PostgreSQL, never against pushes: one prepared statement reads the tender row with its xmin
 * (which moves with every update of the row), its read revision (bumped by triggers in the
 * transaction of every other change the reply shows, migration 0021) and what belongs to the
 * viewer (their entry's status, favourite flag and currency). While all of these are what they
 * were before the kept reply was built, nothing it shows has changed: it is sent as it is. A
 * change committed by any process is seen by the next read of every process (bench/reads).
 *
 * What does not depend on the viewer (tender-dto.ts's TenderShared: parts, files, every entry,
 * invitations, award lines) is kept once per tender under the tender's part of that key (row
 * xmin, counters, read revision) and shared between viewers: the owner and each supplier make
 * their reply from it with what only they may see (tenderFor). A reply made from scratch reads
 * the key and the shared part in one statement (one snapshot); a read after a change, the check
 * and then that statement; a viewer whose tender's shared part is kept, the check only.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { ZTender, type TTender } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { tenderReadRevisions, tenders } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { notFound } from '../../lib/errors.ts';
import { relationToRow } from './access.ts';
import { sharedOf, tenderFacts, tenderFor, type TenderShared } from './tender-dto.ts';

const { searchVector: _searchVector, ...tenderColumns } = getTableColumns(tenders);
const tenderId = sql.placeholder('tenderId');
const viewerId = sql.placeholder('viewerId');

/**
 * The tender's read key: what it shows changes only with one of these (its row's xmin, with the
 * row's counters since an xmin repeats after 2^32 transactions, and its read revision).
 */
const sharedKey = sql<string>`${tenders}.xmin::text || ' ' || ${tenders.version} || ' ' ||
  ${tenders.entriesVersion} || ' ' || coalesce(${tenderReadRevisions.revision}, 0)`;

/** The tender row, its read key and the viewer's part: entry status, favourite, currency. */
const checkFields = {
  tender: tenderColumns,
  sharedKey,
  supplierStatus: sql<number | null>`(
    select s.status from tender_suppliers s
    where s.tender_id = ${tenders.id} and s.user_id = ${viewerId})`,
  isFavorite: sql<boolean>`exists (
    select 1 from tender_favorites f where f.tender_id = ${tenders.id} and f.user_id = ${viewerId})`,
  viewerCurrency: sql<string | null>`(
    select u.default_currency from users u where u.id = ${viewerId})`,
};

/**
 * Two statements, each planned once per connection. The check: the row, its key and the viewer's
 * part, enough for a kept reply or a kept shared part (a small plan, 0.04 ms of PostgreSQL). The
 * read: the same and the tender's shared part (tender-dto.ts's tenderFacts), from one snapshot,
 * so that the facts are exactly the state the key names; a larger plan, which PostgreSQL opens
 * whole even where a branch would skip it, hence not the statement of every read.
 */
const buildStatements = (db: Database) => ({
  check: db
    .select(checkFields)
    .from(tenders)
    .leftJoin(tenderReadRevisions, eq(tenderReadRevisions.tenderId, tenders.id))
    .where(eq(tenders.id, tenderId))
    .prepare('get_tender_check'),
  read: db
    .select({ ...checkFields, facts: tenderFacts(tenderId, tenders.ownerId) })
    .from(tenders)
    .leftJoin(tenderReadRevisions, eq(tenderReadRevisions.tenderId, tenders.id))
    .where(eq(tenders.id, tenderId))
    .prepare('get_tender_read'),
});

type Statements = ReturnType<typeof buildStatements>;
const statements = new WeakMap<Database, Statements>();

function statementsOf(db: Database): Statements {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = buildStatements(db)));
  return kept;
}

/**
 * The reply's text, checked against ZTender: its parse, then JSON.stringify. For a reply as
 * tenderFor makes it (ids already strings, no field left to a default) this is the text the
 * route's serializer (ZTender's encode, fastify-type-provider-zod) writes, which
 * reply-shared.test.ts compares, in about half the time (0.14 against 0.25 ms for an owner's
 * reply of 20 entries, bench/reads).
 */
export const serializeTender = (dto: TTender): string => JSON.stringify(ZTender.parse(dto));

type Kept = { key: string; text: string };

/** Replies kept, oldest first (a read moves its reply to the end), up to `maxCharacters` in all. */
export class TenderReplyCache {
  private readonly replies = new Map<string, Kept>();
  private characters = 0;

  constructor(private readonly maxCharacters: number) {}

  has(slot: string): boolean {
    return this.replies.has(slot);
  }

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

/** A shared part's size in rows (a row of 20 entries, 10 items, 3 criteria and 3 conditions: 37). */
const rowsOf = (shared: TenderShared) =>
  1 +
  shared.entries.length +
  shared.invitations.length +
  shared.parameters.itemsDetails.length +
  shared.parameters.criteriaDetails.length +
  shared.parameters.mustHaveConditions.length +
  shared.attachments.length +
  shared.announcements.length +
  shared.awardLines.length;

/**
 * Shared parts kept, by tender, oldest first (a use moves its part to the end), up to `maxRows`
 * rows in all. A part is used only under the read key it was read with.
 */
export class TenderSharedParts {
  private readonly parts = new Map<string, { key: string; shared: TenderShared; rows: number }>();
  private rows = 0;

  constructor(private readonly maxRows: number) {}

  get(tenderId: string): { key: string; shared: TenderShared } | undefined {
    const kept = this.parts.get(tenderId);
    if (!kept) return undefined;
    this.parts.delete(tenderId);
    this.parts.set(tenderId, kept);
    return kept;
  }

  set(tenderId: string, key: string, shared: TenderShared): void {
    const old = this.parts.get(tenderId);
    if (old) {
      this.parts.delete(tenderId);
      this.rows -= old.rows;
    }
    const rows = rowsOf(shared);
    if (rows > this.maxRows) return;
    this.parts.set(tenderId, { key, shared, rows });
    this.rows += rows;
    for (const [oldest, kept] of this.parts) {
      if (this.rows <= this.maxRows) break;
      this.parts.delete(oldest);
      this.rows -= kept.rows;
    }
  }
}

/** 32 M characters: about 2 000 owner replies of 20 entries each. */
const DEFAULT_MAX_CHARACTERS = 32 * 1024 * 1024;
/**
 * Rows of the shared parts kept: about 0.8 KB of heap each (a part of 37 rows, 20 entries: 30 KB),
 * so about 32 MB, as for the replies; about 1 000 tenders of 20 entries.
 */
const DEFAULT_MAX_SHARED_ROWS = 40_000;
type ProcessKept = {
  replies: TenderReplyCache;
  shared: TenderSharedParts;
  /** Reads of tenders' shared parts under way, by tender. */
  reading: Map<string, Promise<KnownShared | undefined>>;
};
const keptByContext = new WeakMap<object, ProcessKept>();

function keptOf(ctx: object): ProcessKept {
  let kept = keptByContext.get(ctx);
  if (!kept)
    keptByContext.set(
      ctx,
      (kept = {
        replies: new TenderReplyCache(DEFAULT_MAX_CHARACTERS),
        shared: new TenderSharedParts(DEFAULT_MAX_SHARED_ROWS),
        reading: new Map(),
      }),
    );
  return kept;
}

/**
 * GetTender's reply to `viewer` as JSON text: the kept one while its key holds, else made from the
 * tender's shared part (the kept one while the tender's read key holds, else read in the same
 * statement as the key) and kept. 404 / 403 as loadTenderForViewer decides. A tender in another
 * currency than the viewer's is made every time: its converted total depends on the day and the
 * rates.
 */
export async function tenderReplyText(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: string,
  viewer: string,
): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const kept = keptOf(ctx);
  const slot = `${id} ${viewer}`;
  const values = { tenderId: id, viewerId: viewer };
  let known = kept.shared.get(id);
  let row: CheckRow | undefined;
  // Nothing of the tender kept or being read, nor the viewer's reply: one statement reads all.
  if (known || kept.reading.has(id) || kept.replies.has(slot)) {
    [row] = await statementsOf(ctx.db).check.execute(values);
    if (!row) throw notFound();
    const text = keptReply(row, kept, slot, viewer);
    if (text !== undefined) return text;
    // A part kept meanwhile, or being read by another request, serves if it has this very key
    // (its statement began before this check, or after: only the key tells which state it is).
    if (known?.key !== row.sharedKey) known = kept.shared.get(id);
    const other = known?.key === row.sharedKey ? undefined : kept.reading.get(id);
    if (other) known = await other;
    if (known?.key !== row.sharedKey) known = undefined;
  }
  if (!row || !known) {
    const read = await readShared(ctx, kept, id, values);
    if (!read) throw notFound();
    ({ row, known } = read);
  }
  const { tender } = row;
  const { relation } = relationToRow(tender, viewer, row.supplierStatus);
  const text = serializeTender(
    await tenderFor(ctx, tender, known.shared, {
      id: viewer,
      relation,
      isFavorite: row.isFavorite,
      defaultCurrency: row.viewerCurrency,
    }),
  );
  const key = replyKey(row);
  if (key !== undefined) kept.replies.set(slot, key, text);
  return text;
}

type KnownShared = { key: string; shared: TenderShared };

/**
 * The read statement: the row, its key, the viewer's part and the shared part, which is kept and
 * offered to the requests that check the same tender meanwhile (the owner's and every supplier's
 * page load after a bid come at once: one of them reads the shared part, the others wait for it).
 */
async function readShared(
  ctx: Pick<AppContext, 'db'>,
  kept: ProcessKept,
  id: string,
  values: { tenderId: string; viewerId: string },
): Promise<{ row: CheckRow; known: KnownShared } | undefined> {
  const reading = statementsOf(ctx.db)
    .read.execute(values)
    .then(([row]) => {
      if (!row) return undefined;
      const known = { key: row.sharedKey, shared: sharedOf(row.tender, row.facts) };
      kept.shared.set(id, known.key, known.shared);
      return { row, known };
    });
  const forOthers = reading.then(
    (read) => read?.known,
    () => undefined,
  );
  kept.reading.set(id, forOthers);
  try {
    return await reading;
  } finally {
    if (kept.reading.get(id) === forOthers) kept.reading.delete(id);
  }
}

type CheckRow = Awaited<ReturnType<Statements['check']['execute']>>[number];

/**
 * The key of the viewer's reply, undefined for one never kept: a tender in another currency than
 * the viewer's is made every time, its converted total depends on the day and the rates.
 */
function replyKey(row: CheckRow): string | undefined {
  const keepable =
    row.viewerCurrency !== null &&
    row.viewerCurrency.toUpperCase() === row.tender.currency.toUpperCase();
  return keepable
    ? [row.sharedKey, row.supplierStatus, row.isFavorite, row.viewerCurrency].join(' ')
    : undefined;
}

/** The kept reply under the row's key, once the viewer is admitted (404 / 403 otherwise). */
function keptReply(row: CheckRow, kept: ProcessKept, slot: string, viewer: string) {
  relationToRow(row.tender, viewer, row.supplierStatus);
  const key = replyKey(row);
  return key === undefined ? undefined : kept.replies.get(slot, key);
}
