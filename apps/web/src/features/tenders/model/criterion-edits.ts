// Criterion edits with the shared weight rules: adding takes weight from the first criterion,
// changing one weight rebalances the others, removing gives the weight back to the first; the
// price criterion never drops to 0 %.
import {
  hasPricedWeight,
  rebalanceWeights,
  TenderCriterionUnit,
  weightOf,
  weightsAfterAdding,
  weightsAfterRemoving,
  WinningThreshold,
  WinningThresholdLabels,
  type TIdName,
} from '@tendermark/shared';
import { newRowKey, type DraftCriterion } from './draft.ts';

/** The weight a new criterion starts with, taken from the price criterion. */
export const NEW_CRITERION_WEIGHT = 0.1;

function withWeights(criteria: readonly DraftCriterion[], weights: readonly number[]) {
  return criteria.map((criterion, index) => ({ ...criterion, weight: weightOf(weights[index]) }));
}

const weightsOf = (criteria: readonly DraftCriterion[]) =>
  criteria.map((criterion) => criterion.weight.id);

export function newCriterion(units: readonly TIdName[]): DraftCriterion {
  const unit =
    units.find((entry) => entry.id === TenderCriterionUnit.DAYS) ??
    units.find((entry) => entry.id !== TenderCriterionUnit.CURRENCY) ??
    units[0];
  return {
    id: null,
    key: newRowKey(),
    name: '',
    unit: { id: unit.id, name: unit.name },
    winningThreshold: {
      id: WinningThreshold.LOWEST,
      name: WinningThresholdLabels[WinningThreshold.LOWEST],
    },
    weight: weightOf(0),
    bestBid: -1,
    description: '',
    minBid: null,
    maxBid: null,
    isPrice: false,
  };
}

export function addCriterion(
  criteria: readonly DraftCriterion[],
  units: readonly TIdName[],
): DraftCriterion[] {
  const weights = weightsAfterAdding(weightsOf(criteria), NEW_CRITERION_WEIGHT);
  return withWeights([...criteria, newCriterion(units)], weights);
}

/**
 * Sets one criterion's weight (a fraction 0–1) and rebalances the others; null when that would
 * weight the price criterion 0 % (the editor then keeps the weights and says why).
 */
export function changeWeight(
  criteria: readonly DraftCriterion[],
  index: number,
  fraction: number,
): DraftCriterion[] | null {
  const weights = rebalanceWeights(weightsOf(criteria), index, fraction);
  return hasPricedWeight(weights) ? withWeights(criteria, weights) : null;
}

export function removeCriterion(
  criteria: readonly DraftCriterion[],
  index: number,
): DraftCriterion[] {
  const weights = weightsAfterRemoving(weightsOf(criteria), index);
  return withWeights(
    criteria.filter((_, position) => position !== index),
    weights,
  );
}
