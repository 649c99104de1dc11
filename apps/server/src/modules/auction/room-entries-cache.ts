/**
 * Live rooms' supplier entries, kept by this process between bid flushes so that a flush reads
 * only the entries of rooms that changed since. A room's entries are used only while the tender's
 * entries version, read under the tender's lock, is the one they were kept at: every other change
 * to an entry, by another request or another node, bumps that version (migration 0010), and the
 * room is then read again. Per app: tests run several in one process.
 */
import type { AppContext } from '../../context.ts';
import type { LockedTender, RoomEntry } from './room-state.ts';
import type { EntryUpdate } from './room-writes.ts';

export type KeptRoom = { version: number; entries: RoomEntry[] };

/**
 * What one committed flush did to a room's entries: the entries version it found and left, and
 * the entries it wrote. The node that committed it tells the other nodes serving the room, so that
 * they bring their kept room up to date instead of reading it again at their next flush.
 */
export type KeptRoomChange = { from: number; to: number; updates: EntryUpdate[] };

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
    this.keep(tenderId, {
      version: change.to,
      entries: updatedEntries(room.entries, change.updates),
    });
  }

  private drop(tenderId: string): void {
    const room = this.rooms.get(tenderId);
    if (!room) return;
    this.entryCount -= room.entries.length;
    this.rooms.delete(tenderId);
  }
}

const keptByApp = new WeakMap<AppContext, KeptRooms>();

export function keptRooms(ctx: AppContext): KeptRooms {
  let kept = keptByApp.get(ctx);
  if (!kept) keptByApp.set(ctx, (kept = new KeptRooms()));
  return kept;
}

/** Whether a value that came from another node is a kept room change (room-pushes publishes it). */
export function isKeptRoomChange(value: unknown): value is KeptRoomChange {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to, updates } = value as Record<string, unknown>;
  return Number.isSafeInteger(from) && Number.isSafeInteger(to) && Array.isArray(updates);
}

/** A flush's own view of the kept rooms of its tenders. */
export type FlushRooms = Map<string, KeptRoom>;

/**
 * The kept rooms of those tenders, taken before the flush awaits anything: other flushes may
 * drop a room from the kept ones meanwhile, and the flush must use the entries whose version it
 * gave PostgreSQL.
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
function withUpdate(entry: RoomEntry, { position, score, total, offer }: EntryUpdate): RoomEntry {
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
export function updatedEntries(entries: RoomEntry[], updates: EntryUpdate[]): RoomEntry[] {
  if (updates.length === 0) return entries;
  const byId = new Map(updates.map((update) => [update.id, update]));
  return entries.map((entry) => {
    const update = byId.get(entry.id);
    return update ? withUpdate(entry, update) : entry;
  });
}
