/**
 * A tender's OCDS release content, built from its snapshot alone (pure and deterministic: the same
 * data always gives the same content), and the tags of a new release from what changed since the
 * last one. Every release carries the whole current state, so the newest release of an ocid
 * alone tells everything, and importers that keep one release per ocid lose nothing.
 */
import { TenderStatus, round2, totalExpectedPrice } from '@tendermark/shared';
import type {
  OcdsAward,
  OcdsContract,
  OcdsItem,
  OcdsOrganization,
  OcdsReleaseContent,
  OcdsReleaseTag,
} from './schemas.ts';
import type { SnapshotAward, SnapshotItem, TenderSnapshot } from './snapshot.ts';

const BUYER_ID = 'buyer';
const supplierPartyId = (entryId: string) => `supplier-${entryId}`;

export const ocidOf = (prefix: string, tenderId: string) => `${prefix}-${tenderId}`;

function tenderStatusOf(snapshot: TenderSnapshot): OcdsReleaseContent['tender']['status'] {
  if (snapshot.status === TenderStatus.CANCELED) return 'cancelled';
  if (snapshot.status !== TenderStatus.ENDED) return 'active';
  return snapshot.awardStatus === 'notAwarded' ? 'unsuccessful' : 'complete';
}

function itemOf(item: SnapshotItem, currency: string, { withPrice = true } = {}): OcdsItem {
  const description = item.description?.trim();
  return {
    id: item.id,
    description: description ? `${item.name}: ${description}` : item.name,
    quantity: item.quantity,
    unit: {
      name: item.unitName,
      ...(withPrice && { value: { amount: item.unitPrice, currency } }),
    },
  };
}

type SupplierAward = { award: OcdsAward; supplierName: string; entryId: string };

/** The rows of the latest decision among these (a supplier may be awarded, cancelled, again…). */
function latestDecision(rows: SnapshotAward[]): SnapshotAward[] {
  const latest = Math.max(...rows.map((row) => row.awardedAt.getTime()));
  return rows.filter((row) => row.awardedAt.getTime() === latest);
}

/**
 * One OCDS award per supplier: the items (or the whole tender) it holds. Its award rows still in
 * force make it pending, or active once the buyer made the award final; a supplier whose every row
 * was cancelled keeps a cancelled award, since the award that named it was published.
 */
function supplierAwards(snapshot: TenderSnapshot): SupplierAward[] {
  const bySupplier = new Map<string, SnapshotAward[]>();
  for (const row of snapshot.awards) {
    const rows = bySupplier.get(row.supplierEntryId) ?? [];
    rows.push(row);
    bySupplier.set(row.supplierEntryId, rows);
  }
  return [...bySupplier].map(([entryId, rows]) => {
    const inForce = rows.filter((row) => row.canceledAt === null);
    const counted = inForce.length > 0 ? inForce : latestDecision(rows);
    const status =
      inForce.length === 0 ? 'cancelled' : snapshot.awardFinalAt ? 'active' : 'pending';
    const itemIds = new Set(counted.map((row) => row.itemId));
    const items = itemIds.has(null)
      ? snapshot.items
      : snapshot.items.filter((item) => itemIds.has(item.id));
    const supplierName = rows[0]!.supplierName;
    return {
      entryId,
      supplierName,
      award: {
        id: `award-${entryId}`,
        status,
        date: counted[0]!.awardedAt.toISOString(),
        value: {
          amount: round2(counted.reduce((sum, row) => sum + row.amount, 0)),
          currency: snapshot.currency,
        },
        suppliers: [{ id: supplierPartyId(entryId), name: supplierName }],
        items: items.map((item) => itemOf(item, snapshot.currency, { withPrice: false })),
      },
    };
  });
}

/** A contract for each supplier whose award is final and in force. */
function contractsOf(awards: OcdsAward[]): OcdsContract[] {
  return awards
    .filter((award) => award.status === 'active')
    .map((award) => ({
      id: award.id.replace(/^award-/, 'contract-'),
      awardID: award.id,
      status: 'pending',
      value: award.value,
      items: award.items,
    }));
}

/** The release content of a publishable tender (see snapshot.ts). */
export function releaseContent(snapshot: TenderSnapshot, ocid: string): OcdsReleaseContent {
  const { currency } = snapshot;
  const buyer = { id: BUYER_ID, name: snapshot.buyerName };
  const awarded = supplierAwards(snapshot);
  const awards = awarded.map(({ award }) => award);
  const contracts = contractsOf(awards);
  const parties: OcdsOrganization[] = [
    { ...buyer, roles: ['buyer', 'procuringEntity'] },
    // Suppliers are named only where an award names them; the other bidders stay unnamed.
    ...awarded.map(({ entryId, supplierName }) => ({
      id: supplierPartyId(entryId),
      name: supplierName,
      roles: ['tenderer', 'supplier'],
    })),
  ];
  return {
    ocid,
    initiationType: 'tender',
    language: 'en',
    buyer,
    parties,
    tender: {
      id: snapshot.id,
      title: snapshot.name,
      status: tenderStatusOf(snapshot),
      procuringEntity: buyer,
      items: snapshot.items.map((item) => itemOf(item, currency)),
      value: { amount: totalExpectedPrice(snapshot.items), currency },
      procurementMethod: 'open',
      procurementMethodDetails: `Electronic reverse auction; prices ${
        snapshot.isVatIncluded ? 'include' : 'exclude'
      } VAT`,
      awardCriteria: snapshot.hasOtherCriteria ? 'ratedCriteria' : 'priceOnly',
      submissionMethod: ['electronicAuction'],
      submissionMethodDetails:
        `Proposals until ${snapshot.proposalEndDate.toISOString()}; live auction from ` +
        `${snapshot.startDate.toISOString()} to ${snapshot.endDate.toISOString()}`,
      tenderPeriod: {
        startDate: (snapshot.scheduledAt ?? snapshot.createdAt).toISOString(),
        endDate: snapshot.endDate.toISOString(),
      },
    },
    ...(awards.length > 0 && { awards }),
    ...(contracts.length > 0 && { contracts }),
  };
}

/** JSON with every object's keys sorted: equal for equal content, whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * The tags of one section of entries with ids (awards, contracts): an entry new since the last
 * release, one that became cancelled, and any other change (one gone with its supplier's entry).
 */
function sectionTags<T extends { id: string; status: string }>(
  before: readonly T[] = [],
  after: readonly T[] = [],
  tags: { added: OcdsReleaseTag; cancelled?: OcdsReleaseTag; updated: OcdsReleaseTag },
): OcdsReleaseTag[] {
  const previous = new Map(before.map((entry) => [entry.id, entry]));
  const found = new Set<OcdsReleaseTag>();
  for (const entry of after) {
    const earlier = previous.get(entry.id);
    if (!earlier) found.add(tags.added);
    else if (tags.cancelled && entry.status === 'cancelled' && earlier.status !== 'cancelled')
      found.add(tags.cancelled);
    else if (!same(earlier, entry)) found.add(tags.updated);
  }
  const remaining = new Set(after.map((entry) => entry.id));
  if (before.some((entry) => !remaining.has(entry.id))) found.add(tags.updated);
  return [...found];
}

/**
 * The tags of a release with `next` after `previous` (none: the first release), or [] when
 * nothing changed. A first release is a `tender` release, with `award`, `contract` and
 * `tenderCancellation` when the tender already got that far.
 */
export function releaseTags(
  previous: OcdsReleaseContent | undefined,
  next: OcdsReleaseContent,
): OcdsReleaseTag[] {
  if (!previous) {
    return [
      'tender',
      ...(next.tender.status === 'cancelled' ? (['tenderCancellation'] as const) : []),
      ...(next.awards ? (['award'] as const) : []),
      ...(next.contracts ? (['contract'] as const) : []),
    ];
  }
  if (same(previous, next)) return [];
  const tags: OcdsReleaseTag[] = [];
  if (!same(previous.tender, next.tender) || !same(previous.buyer, next.buyer)) {
    const isCancellation =
      next.tender.status === 'cancelled' && previous.tender.status !== 'cancelled';
    tags.push(isCancellation ? 'tenderCancellation' : 'tenderUpdate');
  }
  tags.push(
    ...sectionTags(previous.awards, next.awards, {
      added: 'award',
      cancelled: 'awardCancellation',
      updated: 'awardUpdate',
    }),
    ...sectionTags(previous.contracts, next.contracts, {
      added: 'contract',
      updated: 'contractUpdate',
    }),
  );
  // What changed is outside these sections (the parties alone): still an update of the tender.
  return tags.length > 0 ? tags : ['tenderUpdate'];
}
