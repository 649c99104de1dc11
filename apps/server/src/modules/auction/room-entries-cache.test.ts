import { describe, expect, it } from 'vitest';
import { KeptRooms, updatedEntries } from './room-entries-cache.ts';
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
});

describe('updatedEntries', () => {
  it('applies standings and offers as the room write stores them, sharing untouched entries', () => {
    const alice = entry('alice', { itemBids: { item: 100 }, reachedSeq: 1, position: 1 });
    const bob = entry('bob', { position: 2 });
    const carol = entry('carol', { position: 3 });
    const at = new Date('2030-03-01T10:00:00Z');
    const [nextAlice, nextBob, nextCarol] = updatedEntries(
      [alice, bob, carol],
      [
        { id: 'alice', position: 2, score: 0.5, total: 1000 },
        {
          id: 'bob',
          position: 1,
          score: 1,
          total: 950,
          offer: { itemBids: { item: 95 }, criterionBids: {}, reachedSeq: 2, at },
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
