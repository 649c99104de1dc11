/** Must-have answers (spec §3, §6): checked against the tender's conditions; all must be "yes" to apply or finalize. */
import { asc, eq } from 'drizzle-orm';
import { Messages, allMustHavesChecked, type TMustHaveResponse } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { mustHaveConditions } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

export async function conditionIdsOf(db: DbExecutor, tenderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: mustHaveConditions.id })
    .from(mustHaveConditions)
    .where(eq(mustHaveConditions.tenderId, tenderId))
    .orderBy(asc(mustHaveConditions.position));
  return rows.map((row) => row.id);
}

/**
 * The stored answers with `responses` applied. An answer to a condition the tender does not have
 * is refused (400 "Unknown must have condition").
 */
export async function mergeMustHaveAnswers(
  db: DbExecutor,
  tenderId: string,
  stored: Readonly<Record<string, boolean>>,
  responses: readonly TMustHaveResponse[],
): Promise<{ answers: Record<string, boolean>; allChecked: boolean }> {
  const conditionIds = await conditionIdsOf(db, tenderId);
  const known = new Set(conditionIds);
  const answers: Record<string, boolean> = {};
  for (const id of conditionIds) if (id in stored) answers[id] = stored[id];
  for (const { mhcId, response } of responses) {
    if (!known.has(mhcId)) throw badRequest(Messages.unknownMustHave, 'validation_error');
    answers[mhcId] = response;
  }
  return { answers, allChecked: allMustHavesChecked(conditionIds, answers) };
}

/** 400 "You need to check all must have conditions" unless every condition is answered "yes". */
export function assertAllChecked(allChecked: boolean): void {
  if (!allChecked) throw badRequest(Messages.checkAllMustHave, 'must_have_unchecked');
}
