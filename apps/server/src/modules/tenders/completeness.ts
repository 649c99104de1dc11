/** What a draft still misses before it can be scheduled, beyond the shared scheduleProblems. */
import {
  ZTenderParameters,
  criteriaProblems,
  type TTenderDraftParameters,
} from '@tendermark/shared';

/** Fields whose problems scheduleProblems already names in its own words. */
const NAMED_BY_SCHEDULE_PROBLEMS = new Set<PropertyKey>([
  'name',
  'duration',
  'proposalEndDate',
  'startDate',
  'addressSource',
]);

/**
 * The field rules of spec §5 that a draft may still break (ZTenderParameters: names and texts
 * required, quantities above 0) and minBid ≤ maxBid, each message once, in the order of the form.
 */
export function completenessProblems(parameters: TTenderDraftParameters): string[] {
  const parsed = ZTenderParameters.safeParse(parameters);
  const fieldProblems = parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => !NAMED_BY_SCHEDULE_PROBLEMS.has(issue.path[0]))
        .map((issue) => issue.message);
  return [...new Set([...fieldProblems, ...criteriaProblems(parameters.criteriaDetails)])];
}
