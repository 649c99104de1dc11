/** Must-have condition editing: commit on Enter/Tab/blur, an emptied condition disappears, the first stays. */
import type { TMustHaveCondition } from './schemas.ts';

export function commitMustHaveText(
  conditions: readonly TMustHaveCondition[],
  index: number,
  text: string,
): TMustHaveCondition[] {
  const trimmed = text.trim();
  const target = conditions[index];
  if (!target) return [...conditions];
  if (target.isMandatory || index === 0) return [...conditions];
  if (trimmed === '') return conditions.filter((_, position) => position !== index);
  return conditions.map((condition, position) =>
    position === index ? { ...condition, text: trimmed } : condition,
  );
}

export function canDeleteMustHave(index: number, condition: TMustHaveCondition): boolean {
  return index > 0 && !condition.isMandatory;
}

/** Keys that commit a must-have text in the editor. */
export const MUST_HAVE_COMMIT_KEYS = ['Enter', 'Tab'] as const;
