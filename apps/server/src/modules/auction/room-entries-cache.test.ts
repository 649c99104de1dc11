import { describe, expect, it } from 'vitest';
import { heardKeptRoomChange, KeptRooms, updatedEntries } from './room-entries-cache.ts';
import type { RoomEntry } from './room-state.ts';

const entry = (id: string, overrides: Partial<RoomEntry> = {}): RoomEntry => ({
  id,
  userId: `user-${id}`,
  userName: `supplier ${id}`,
  isDemo: false,
  itemBids: {},
  criterionBids: {},
  reachedSeq: 0,
  position: 9999,
  score: null,
  total: null,
  ...overrides,
});

const room = (version: number, ids: string[]) => ({ version, entries: ids.map((id) => entry(id)) });

describe('KeptRooms', () => {
  it('drops the least recently kept rooms once it holds more entries than its bound', () => {
    const kept = new KeptRooms(5);
    kept.keep('a', room(1, ['a1', 'a2', 'a3']));
    kept.keep('b', room(1, ['b1', 'b2']));
    expect(kept.get('a')?.version).toBe(1);
    // Keeping 'a' again makes 'b' the oldest.
    kept.keep('a', room(2, ['a1', 'a2', 'a3']));
    kept.keep('c', room(1, ['c1']));
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.version).toBe(2);
    expect(kept.get('c')?.version).toBe(1);
  });

  it('keeps a room larger than the bound on its own', () => {
    const kept = new KeptRooms(2);
    kept.keep('a', room(1, ['a1']));
    kept.keep('big', room(1, ['x', 'y', 'z']));
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('big')?.entries).toHaveLength(3);
  });

  it('takes another node’s change only onto the version the change started from', () => {
    const kept = new KeptRooms();
    kept.keep('a', room(4, ['a1', 'a2']));
    const lead = { id: 'a2', position: 1, score: 1, total: 900 };
    // A change computed on an older version (this node has flushed since): ignored.
    kept.advance('a', { format: 1, from: 3, to: 4, updates: [lead] });
    expect(kept.get('a')?.entries[1].position).toBe(9999);
    kept.advance('a', { format: 1, from: 4, to: 5, updates: [lead] });
    expect(kept.get('a')?.version).toBe(5);
    expect(kept.get('a')?.entries.map((entry) => entry.position)).toEqual([9999, 1]);
    // A room this node does not keep stays unkept.
    kept.advance('b', { format: 1, from: 0, to: 1, updates: [] });
    expect(kept.get('b')).toBeUndefined();
  });

  it('hearing of a room does not make it more recently kept', () => {
    const kept = new KeptRooms(4);
    kept.keep('a', room(1, ['a1', 'a2']));
    kept.keep('b', room(1, ['b1', 'b2']));
    kept.advance('a', { format: 1, from: 1, to: 2, updates: [] });
    kept.keep('c', room(1, ['c1']));
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')?.version).toBe(1);
  });
});

describe('heardKeptRoomChange', () => {
  const note = (change: object) => ({ format: 1, from: 1, to: 2, ...change });

  it('applies a note it can read, with the offer as it travelled (its time a string)', () => {
    const kept = new KeptRooms();
    kept.keep('a', room(1, ['a1']));
    const offer = { itemBids: { i: 90 }, criterionBids: {}, reachedSeq: 7, at: '2030-03-01' };
    heardKeptRoomChange(
      kept,
      'a',
      note({ updates: [{ id: 'a1', position: 1, score: 1, total: 90, offer }] }),
    );
    expect(kept.get('a')).toEqual({
      version: 2,
      entries: [
        entry('a1', { itemBids: { i: 90 }, reachedSeq: 7, position: 1, score: 1, total: 90 }),
      ],
    });
  });

  it('drops the room on a note it cannot read', () => {
    for (const unreadable of [
      null,
      'x',
      note({ format: 2, updates: [] }),
      note({ to: '2', updates: [] }),
      note({ updates: [{ id: 'a1', position: 'first', score: null, total: null }] }),
    ]) {
      const kept = new KeptRooms();
      kept.keep('a', room(1, ['a1']));
      heardKeptRoomChange(kept, 'a', unreadable);
      expect(kept.get('a')).toBeUndefined();
    }
  });
});

describe('updatedEntries', () => {
  it('applies standings and offers as the room write stores them, sharing untouched entries', () => {
    const alice = entry('alice', { itemBids: { item: 100 }, reachedSeq: 1, position: 1 });
    const bob = entry('bob', { position: 2 });
    const carol = entry('carol', { position: 3 });
    const [nextAlice, nextBob, nextCarol] = updatedEntries(
      [alice, bob, carol],
      [
        { id: 'alice', position: 2, score: 0.5, total: 1000 },
        {
          id: 'bob',
          position: 1,
          score: 1,
          total: 950,
          offer: { itemBids: { item: 95 }, criterionBids: {}, reachedSeq: 2 },
        },
      ],
    );
    expect(nextAlice).toEqual({ ...alice, position: 2, score: 0.5, total: 1000 });
    expect(nextBob).toEqual({
      ...bob,
      position: 1,
      score: 1,
      total: 950,
      itemBids: { item: 95 },
      reachedSeq: 2,
    });
    expect(nextCarol).toBe(carol);
  });
});
