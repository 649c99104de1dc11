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
export type KeptRooms = Map<string, KeptRoom>;

/** Rooms kept at most; the least recently flushed go first. */
const MAX_KEPT = 2000;

const keptByApp = new WeakMap<AppContext, KeptRooms>();

export function keptRooms(ctx: AppContext): KeptRooms {
  let kept = keptByApp.get(ctx);
  if (!kept) keptByApp.set(ctx, (kept = new Map()));
  return kept;
}

/**
 * The kept rooms of those tenders, taken before the flush awaits anything: other flushes may
 * drop a room from the kept ones meanwhile, and the flush must use the entries whose version it
 * gave PostgreSQL.
 */
export function keptRoomsOf(kept: KeptRooms, tenderIds: readonly string[]): KeptRooms {
  const rooms: KeptRooms = new Map();
  for (const id of tenderIds) {
    const room = kept.get(id);
    if (room) rooms.set(id, room);
  }
  return rooms;
}

/** The entries version of each room. */
export const versionsOf = (rooms: KeptRooms): Map<string, number> =>
  new Map([...rooms].map(([id, room]) => [id, room.version]));

/** The locked tender's entries: the kept ones if still current, else those just read. */
export function currentEntries(
  rooms: KeptRooms,
  tender: LockedTender,
  read: ReadonlyMap<string, RoomEntry[]>,
): RoomEntry[] {
  const room = rooms.get(tender.id);
  if (room?.version === tender.entriesVersion) return room.entries;
  return read.get(tender.id) ?? [];
}

/** Keeps a room's entries as committed at `version`. */
export function keepRoom(kept: KeptRooms, tenderId: string, room: KeptRoom): void {
  kept.delete(tenderId);
  kept.set(tenderId, room);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
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
