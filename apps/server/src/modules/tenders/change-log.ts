/** The audit trail of a tender: who changed what and when (beyond the spec; visible to the owner). */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TTenderAuditEntry, TTenderParameters } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderAuditLog, users } from '../../db/schema/index.ts';

export const AuditAction = {
  CREATED: 'created',
  UPDATED: 'updated',
  SCHEDULED: 'scheduled',
  CANCELED: 'canceled',
  HIDDEN: 'hidden',
  SHOWN: 'shown',
  ATTACHMENT_ADDED: 'attachment-added',
  ATTACHMENT_REMOVED: 'attachment-removed',
  MAIN_PICTURE_SET: 'main-picture-set',
  MAIN_PICTURE_REMOVED: 'main-picture-removed',
  PROLONGED: 'prolonged',
  /** The buyer's award decisions after the auction (issue 29, modules/award). */
  AWARDED: 'awarded',
  NOT_AWARDED: 'not-awarded',
  AWARD_CANCELED: 'award-canceled',
  AWARD_FINAL: 'award-final',
  /** The clock opened a tender's sealed offers at the deadline (issue 30, modules/sealed-offers). */
  OFFERS_OPENED: 'offers-opened',
} as const;
export type AuditActionName = (typeof AuditAction)[keyof typeof AuditAction];

export type Changes = Record<string, unknown>;

export type ChangeEntry = {
  tenderId: string;
  /** Null for what the system did by itself (an overtime prolongation). */
  userId: string | null;
  action: AuditActionName;
  changes?: Changes;
  at: Date;
};

/**
 * The entry's INSERT as one statement, for the bidding engine's scripted transactions too (their
 * statements are rendered with inlined literals, so every value is cast here).
 */
export function changeStatement(entry: ChangeEntry): SQL {
  return sql`INSERT INTO tender_audit_log (tender_id, user_id, at, action, changes)
    VALUES (${entry.tenderId}::uuid, ${entry.userId}::uuid, ${entry.at.toISOString()}::timestamptz,
      ${entry.action}, ${JSON.stringify(entry.changes ?? {})}::jsonb)`;
}

export async function recordChange(db: DbExecutor, entry: ChangeEntry): Promise<void> {
  await db.execute(changeStatement(entry));
}

/** Newest first. */
export async function readChangeLog(
  db: DbExecutor,
  tenderId: string,
): Promise<TTenderAuditEntry[]> {
  const rows = await db
    .select({
      at: tenderAuditLog.at,
      userName: users.userName,
      action: tenderAuditLog.action,
      changes: tenderAuditLog.changes,
    })
    .from(tenderAuditLog)
    .leftJoin(users, eq(users.id, tenderAuditLog.userId))
    .where(eq(tenderAuditLog.tenderId, tenderId))
    .orderBy(desc(tenderAuditLog.at), desc(tenderAuditLog.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** Scalar parameters recorded as { from, to }; dates compare as instants. */
const SCALAR_FIELDS = [
  'name',
  'keywords',
  'currency',
  'industries',
  'isVatIncluded',
  'isPublic',
  'addressSource',
  'newDeliveryAddress',
  'duration',
  'proposalEndDate',
  'startDate',
  'autoExtendMinutes',
  'bidVisibility',
  'tieRule',
  'auctionFormat',
  'formatRules',
] as const satisfies ReadonlyArray<keyof TTenderParameters>;

/** Lists recorded as { from: count, to: count } when anything in them changed. */
const LIST_FIELDS = ['itemsDetails', 'criteriaDetails', 'mustHaveConditions'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** What identifies the content of a list entry (ids and derived values aside). */
const contentOf: Record<ListField, (entry: never) => unknown> = {
  itemsDetails: (item: TTenderParameters['itemsDetails'][number]) => [
    item.name,
    item.description || '',
    item.unitPrice,
    item.unitOfMeasurement.id,
    item.quantity,
    item.bidStep,
  ],
  criteriaDetails: (criterion: TTenderParameters['criteriaDetails'][number]) => [
    criterion.name,
    criterion.description || '',
    criterion.unit.id,
    criterion.winningThreshold.id,
    criterion.weight.id,
    criterion.minBid ?? null,
    criterion.maxBid ?? null,
  ],
  mustHaveConditions: (condition: TTenderParameters['mustHaveConditions'][number]) => [
    condition.text,
    condition.hasAdditionalInfo,
  ],
};

/** JSON with sorted keys and without empty values: jsonb does not keep key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== null && inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value ?? null;
}

const comparable = (field: string, value: unknown) =>
  JSON.stringify(
    (field === 'proposalEndDate' || field === 'startDate') && typeof value === 'string'
      ? new Date(value).getTime()
      : canonical(value),
  );

export function listChanged(before: TTenderParameters, after: TTenderParameters, field: ListField) {
  const describe = (parameters: TTenderParameters) =>
    JSON.stringify((parameters[field] as never[]).map((entry) => contentOf[field](entry)));
  return describe(before) !== describe(after);
}

/** Every changed parameter: scalars old → new, lists by count. Empty when nothing changed. */
export function describeParameterChanges(
  before: TTenderParameters,
  after: TTenderParameters,
): Changes {
  const changes: Changes = {};
  for (const field of SCALAR_FIELDS)
    if (comparable(field, before[field]) !== comparable(field, after[field]))
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  for (const field of LIST_FIELDS)
    if (listChanged(before, after, field))
      changes[field] = { from: before[field].length, to: after[field].length };
  return changes;
}
