/** The release content of a tender's snapshot and the tags of a release (pure: release-content.ts). */
import { describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { releaseContent, releaseTags } from '../../src/modules/open-data/release-content.ts';
import type { SnapshotAward, TenderSnapshot } from '../../src/modules/open-data/snapshot.ts';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

const snapshot = (overrides: Partial<TenderSnapshot> = {}): TenderSnapshot => ({
  id: 't1',
  name: 'Paper',
  currency: 'EUR',
  status: TenderStatus.ENDED,
  isVatIncluded: true,
  scheduledAt: at(0),
  createdAt: at(0),
  proposalEndDate: at(10),
  startDate: at(20),
  endDate: at(30),
  awardStatus: null,
  awardFinalAt: null,
  buyerName: 'Buyer Ltd',
  items: [
    { id: 'i1', name: 'A4', description: null, quantity: 10, unitName: 'box', unitPrice: 100 },
    { id: 'i2', name: 'A3', description: null, quantity: 5, unitName: 'box', unitPrice: 40 },
  ],
  hasOtherCriteria: false,
  awards: [],
  ...overrides,
});

const line = (overrides: Partial<SnapshotAward>): SnapshotAward => ({
  id: 'l',
  itemId: null,
  supplierEntryId: 'alice',
  supplierName: 'Alice Ltd',
  amount: 1000,
  awardedAt: at(40),
  canceledAt: null,
  ...overrides,
});

describe('releaseContent', () => {
  it("gives a supplier awarded, cancelled and awarded again one award: its latest decision's value", () => {
    const content = releaseContent(
      snapshot({
        awards: [
          line({ id: 'l1', awardedAt: at(40), canceledAt: at(41) }),
          line({ id: 'l2', awardedAt: at(42), canceledAt: at(43), amount: 990 }),
        ],
      }),
      'ocds-x-t1',
    );
    expect(content.awards).toEqual([
      expect.objectContaining({
        id: 'award-alice',
        status: 'cancelled',
        date: at(42).toISOString(),
        value: { amount: 990, currency: 'EUR' },
      }),
    ]);
    expect(content.contracts).toBeUndefined();
  });

  it('sums a supplier’s items in force, and contracts only final awards in force', () => {
    const content = releaseContent(
      snapshot({
        awardStatus: 'awarded',
        awardFinalAt: at(50),
        awards: [
          line({
            id: 'l1',
            supplierEntryId: 'bob',
            supplierName: 'Bob',
            itemId: 'i1',
            amount: 900,
          }),
          line({
            id: 'l2',
            supplierEntryId: 'bob',
            supplierName: 'Bob',
            itemId: 'i2',
            amount: 180,
          }),
          line({ id: 'l3', canceledAt: at(45) }),
        ],
      }),
      'ocds-x-t1',
    );
    expect(content.awards!.map((award) => [award.id, award.status, award.value.amount])).toEqual([
      ['award-bob', 'active', 1080],
      ['award-alice', 'cancelled', 1000],
    ]);
    expect(content.awards![0]!.items.map((item) => item.id)).toEqual(['i1', 'i2']);
    expect(content.contracts).toEqual([
      {
        id: 'contract-bob',
        awardID: 'award-bob',
        status: 'pending',
        value: { amount: 1080, currency: 'EUR' },
        items: content.awards![0]!.items,
      },
    ]);
    expect(content.parties.map((party) => party.id)).toEqual([
      'buyer',
      'supplier-bob',
      'supplier-alice',
    ]);
  });

  it('says rated criteria when another criterion than the price is weighed', () => {
    expect(releaseContent(snapshot({ hasOtherCriteria: true }), 'o').tender.awardCriteria).toBe(
      'ratedCriteria',
    );
  });
});

describe('releaseTags', () => {
  const base = releaseContent(snapshot(), 'o');

  it('tags a first release tender, with what the tender already reached', () => {
    expect(releaseTags(undefined, base)).toEqual(['tender']);
    const cancelled = releaseContent(snapshot({ status: TenderStatus.CANCELED }), 'o');
    expect(releaseTags(undefined, cancelled)).toEqual(['tender', 'tenderCancellation']);
    const final = releaseContent(
      snapshot({ awardFinalAt: at(50), awards: [line({ id: 'l1' })] }),
      'o',
    );
    expect(releaseTags(undefined, final)).toEqual(['tender', 'award', 'contract']);
  });

  it('tags nothing when nothing changed, whatever the key order (jsonb reorders keys)', () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, inner]) => [key, reversed(inner)]),
            )
          : value;
    const stored = reversed(base) as typeof base;
    expect(JSON.stringify(stored)).not.toBe(JSON.stringify(base));
    expect(releaseTags(stored, releaseContent(snapshot(), 'o'))).toEqual([]);
  });

  it('tags an award that disappeared (its supplier entry removed) as an award update', () => {
    const awarded = releaseContent(snapshot({ awards: [line({ id: 'l1' })] }), 'o');
    expect(releaseTags(awarded, base)).toEqual(['awardUpdate']);
  });
});
