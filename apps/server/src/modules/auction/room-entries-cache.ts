/**
 * Live rooms' supplier entries, kept by this process between bid flushes so that a flush reads
 * only the entries of rooms that changed since. A room's entries are used only while the tender's
 * entries version, read under the tender's lock, is the one they were kept at: every other change
 * to an entry, by another request or another node, bumps that version (migration 0010), and the
 * room is then read again — unless another node's flush changed it and told this node what it
 * wrote (`advance`). One per app (AppContext.keptRooms): tests run several in one process.
 */
import { z } from 'zod';
import type { LockedTender, RoomEntry } from './room-state.ts';

export type KeptRoom = { version: number; entries: RoomEntry[] };

const ZBidValues = z.record(z.string(), z.number());

/** What a room write sets on one entry: its standing, and its offer if that changed. */
const ZEntryChange = z.object({
  id: z.string(),
  position: z.number().int(),
  score: z.number().nullable(),
  total: z.number().nullable(),
  offer: z
    .object({ itemBids: ZBidValues, criterionBids: ZBidValues, reachedSeq: z.number().int() })
    .optional(),
});
export type EntryChange = z.infer<typeof ZEntryChange>;

/**
 * What one committed flush did to a room's entries: the entries version it found and left, and
 * the entries it wrote. The node that committed it tells the other nodes serving the room, so that
 * they bring their kept room up to date instead of reading it again at their next flush. Read
 * with this schema when it comes from another node (`format` changes with the shape).
 */
export const ZKeptRoomChange = z.object({
  format: z.literal(1),
  from: z.number().int(),
  to: z.number().int(),
  updates: z.array(ZEntryChange),
});
export type KeptRoomChange = z.infer<typeof ZKeptRoomChange>;

/** Entries kept at most over all rooms (a few hundred bytes each). */
const MAX_KEPT_ENTRIES = 100_000;

/** The kept rooms by tender id; past the bound, the least recently kept go first. */
export class KeptRooms {
  private readonly rooms = new Map<string, KeptRoom>();
  private entryCount = 0;

  constructor(private readonly maxEntries = MAX_KEPT_ENTRIES) {}

  get(tenderId: string): KeptRoom | undefined {
    return this.rooms.get(tenderId);
  }

  /** Keeps a room's entries as committed at its version. */
  keep(tenderId: string, room: KeptRoom): void {
    this.drop(tenderId);
    this.rooms.set(tenderId, room);
    this.entryCount += room.entries.length;
    for (const oldest of this.rooms.keys()) {
      if (this.entryCount <= this.maxEntries || oldest === tenderId) break;
      this.drop(oldest);
    }
  }

  /**
   * Applies another node's committed change to the kept room if the room is kept at the version
   * the change started from (its entries then are those the change was computed on); otherwise
   * the room stays as it is, and the next flush reads it again if it is stale.
   */
  advance(tenderId: string, change: KeptRoomChange): void {
    const room = this.rooms.get(tenderId);
    if (room?.version !== change.from) return;
    // In place: hearing of a room does not make it more recently kept than the rooms flushed here.
    const entries = updatedEntries(room.entries, change.updates);
    this.entryCount += entries.length - room.entries.length;
    this.rooms.set(tenderId, { version: change.to, entries });
  }

  /** Stops keeping a room (its next flush reads it). */
  drop(tenderId: string): void {
    const room = this.rooms.get(tenderId);
    if (!room) return;
    this.entryCount -= room.entries.length;
    this.rooms.delete(tenderId);
  }
}

/**
 * Another node's note on its change to a room: applied if this node keeps the room at the version
 * the change started from; a note this node cannot read (another format) drops the room instead.
 */
export function heardKeptRoomChange(kept: KeptRooms, tenderId: string, note: unknown): void {
  const change = ZKeptRoomChange.safeParse(note);
  if (change.success) kept.advance(tenderId, change.data);
  else kept.drop(tenderId);
}

/** A flush's own view of the kept rooms of its tenders. */
export type FlushRooms = Map<string, KeptRoom>;

/**
 * The kept rooms of those tenders, taken once for the flush: other flushes and other nodes' notes
 * may replace or drop a room meanwhile, and the flush must use the entries whose version it gave
 * PostgreSQL.
 */
export function keptRoomsOf(kept: KeptRooms, tenderIds: readonly string[]): FlushRooms {
  const rooms: FlushRooms = new Map();
  for (const id of tenderIds) {
    const room = kept.get(id);
    if (room) rooms.set(id, room);
  }
  return rooms;
}

/** The entries version of each room. */
export const versionsOf = (rooms: FlushRooms): Map<string, number> =>
  new Map([...rooms].map(([id, room]) => [id, room.version]));

/** The locked tender's entries: the kept ones if still current, else those just read. */
export function currentEntries(
  rooms: FlushRooms,
  tender: LockedTender,
  read: ReadonlyMap<string, RoomEntry[]>,
): RoomEntry[] {
  const room = rooms.get(tender.id);
  if (room?.version === tender.entriesVersion) return room.entries;
  return read.get(tender.id) ?? [];
}

/** The entry as a room write leaves it (a literal: spreading objects is slow in Node 20's V8). */
function withUpdate(entry: RoomEntry, { position, score, total, offer }: EntryChange): RoomEntry {
  return {
    id: entry.id,
    userId: entry.userId,
    userName: entry.userName,
    isDemo: entry.isDemo,
    itemBids: offer ? offer.itemBids : entry.itemBids,
    criterionBids: offer ? offer.criterionBids : entry.criterionBids,
    reachedSeq: offer ? offer.reachedSeq : entry.reachedSeq,
    position,
    score,
    total,
  };
}

/** The entries with the updates of a room write applied (entries not updated are shared). */
export function updatedEntries(entries: RoomEntry[], updates: readonly EntryChange[]): RoomEntry[] {
  if (updates.length === 0) return entries;
  const byId = new Map(updates.map((update) => [update.id, update]));
  return entries.map((entry) => {
    const update = byId.get(entry.id);
    return update ? withUpdate(entry, update) : entry;
  });
}
