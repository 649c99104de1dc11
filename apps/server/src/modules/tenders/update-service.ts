/**
 * POST UpdateTender: saves a draft's full parameters, with optimistic concurrency and an audit
 * entry. A draft may be incomplete (empty names, weights not adding up yet, minBid above maxBid):
 * it is stored as it is, and ScheduleTender checks it whole. Refused are only what cannot be
 * stored or is not a choice the lists offer (unknown unit, currency, industry or country; a price
 * criterion that is not the total price, a price weighted 0, a duration over the maximum).
 */
import { count, eq, inArray } from 'drizzle-orm';
import {
  AddressSource,
  MANDATORY_MUST_HAVE_TEXT,
  Messages,
  ScheduleProblems,
  addressSourceForServer,
  criteriaProblems,
  hasPricedWeight,
  mandatoryMustHaveCondition,
  priceCriterionFirst,
  type TMustHaveCondition,
  type TTender,
  type TTenderDraftParameters,
  type TTenderParameters,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { currencies, industries, tenders, unitsOfMeasurement } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { addressOfSource, assertKnownCountry, saveDeliveryAddress } from '../addresses/service.ts';
import { assertEditable, loadTenderForOwner } from './access.ts';
import { recordDraftSaved } from './app-pushes.ts';
import { AuditAction, describeParameterChanges, recordChange } from './change-log.ts';
import { readParameters, storedPartIds, tenderColumnsOf, writeParts } from './parameters-store.ts';
import { tenderDto } from './tender-dto.ts';

const invalid = (message: string) => badRequest(message, 'validation_error');

/** Units, currency, industries and the delivery country must exist in the code lists. */
async function assertKnownReferences(db: DbExecutor, parameters: TTenderDraftParameters) {
  const unitIds = [...new Set(parameters.itemsDetails.map((item) => item.unitOfMeasurement.id))];
  const industryIds = [...new Set(parameters.industries)];
  // One query at a time: inside a transaction they share one connection.
  const [units] = await db
    .select({ matching: count() })
    .from(unitsOfMeasurement)
    .where(inArray(unitsOfMeasurement.id, unitIds));
  const [currency] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, parameters.currency.toUpperCase()));
  const [knownIndustries] = await db
    .select({ matching: count() })
    .from(industries)
    .where(inArray(industries.id, industryIds));
  if (
    units.matching !== unitIds.length ||
    !currency ||
    knownIndustries.matching !== industryIds.length
  )
    throw invalid(Messages.selectItem);
  if (parameters.newDeliveryAddress) await assertKnownCountry(db, parameters.newDeliveryAddress);
}

/** The mandatory condition stays first and unchanged whatever the client sends (spec §3). */
function withMandatoryFirst(
  stored: readonly TMustHaveCondition[],
  incoming: readonly TMustHaveCondition[],
): TMustHaveCondition[] {
  const mandatory =
    stored.find((condition) => condition.isMandatory) ?? mandatoryMustHaveCondition();
  const others = incoming.filter(
    (condition) =>
      !condition.isMandatory &&
      !(mandatory.id && condition.id === mandatory.id) &&
      condition.text !== MANDATORY_MUST_HAVE_TEXT,
  );
  return [mandatory, ...others.map((condition) => ({ ...condition, isMandatory: false }))];
}

/**
 * The parameters as they will be stored: price criterion first, mandatory condition first,
 * currency upper-case, address source mapped (0 and 4 → 3) with the address it points at.
 */
async function normalize(
  db: DbExecutor,
  userId: string,
  stored: TTenderParameters,
  input: TTenderDraftParameters,
): Promise<TTenderParameters> {
  const storedPriceId = stored.criteriaDetails.find((criterion) => criterion.isPrice)?.id;
  const criteria = priceCriterionFirst(
    input.criteriaDetails.map((criterion) => ({
      ...criterion,
      isPrice: Boolean(criterion.isPrice || (storedPriceId && criterion.id === storedPriceId)),
    })),
  ).map((criterion, position) => ({ ...criterion, isPrice: position === 0 }));
  const addressSource = addressSourceForServer(input.addressSource);
  const newDeliveryAddress =
    addressSource === AddressSource.DELIVERY
      ? (input.newDeliveryAddress ?? null)
      : addressSource === AddressSource.USER || addressSource === AddressSource.COMPANY
        ? await addressOfSource(db, userId, addressSource)
        : null;
  return {
    ...input,
    tenderId: stored.tenderId,
    currency: input.currency.toUpperCase(),
    industries: [...new Set(input.industries)],
    criteriaDetails: criteria,
    mustHaveConditions: withMandatoryFirst(stored.mustHaveConditions, input.mustHaveConditions),
    addressSource,
    newDeliveryAddress,
  };
}

export async function updateTender(
  ctx: AppContext,
  userId: string,
  input: TTenderDraftParameters,
): Promise<TTender> {
  const now = ctx.clock.now();
  const saved = await inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, input.tenderId, userId, { forUpdate: true });
    assertEditable(tender);
    if (input.version !== undefined && input.version !== tender.version)
      throw conflict(Messages.tenderChangedElsewhere, 'version_conflict');
    await assertKnownReferences(tx, input);
    const stored = await readParameters(tx, tender);
    const next = await normalize(tx, userId, stored, input);
    // minBid above maxBid may be a bound half retyped: ScheduleTender refuses it.
    const problems = criteriaProblems(next.criteriaDetails).filter(
      (problem) => problem !== Messages.minBidAboveMaxBid,
    );
    if (problems.length > 0) throw invalid(problems[0]);
    // Weights may not add up yet, but a price weighted 0 is never a step towards a valid tender.
    if (!hasPricedWeight(next.criteriaDetails.map((criterion) => criterion.weight.id)))
      throw invalid(ScheduleProblems.priceWeightRequired);

    const changes = describeParameterChanges(stored, next);
    const isUnchanged =
      Object.keys(changes).length === 0 && next.stepProgress === stored.stepProgress;
    if (isUnchanged) return tender;

    if (input.addressSource === AddressSource.NEW_DELIVERY && next.newDeliveryAddress)
      await saveDeliveryAddress(tx, userId, next.newDeliveryAddress, now);
    await writeParts(tx, tender.id, next, storedPartIds(stored));
    const [updated] = await tx
      .update(tenders)
      .set({
        ...tenderColumnsOf(next, tender.prolongedMinutes),
        version: tender.version + 1,
        updatedAt: now,
      })
      .where(eq(tenders.id, tender.id))
      .returning();
    if (Object.keys(changes).length > 0)
      await recordChange(tx, {
        tenderId: tender.id,
        userId,
        action: AuditAction.UPDATED,
        changes,
        at: now,
      });
    recordDraftSaved(events, tender, updated);
    return updated;
  });
  return tenderDto(ctx, saved, { id: userId, relation: 'owner' });
}
