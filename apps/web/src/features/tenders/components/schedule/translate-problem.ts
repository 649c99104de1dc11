// Schedule problems arrive as the shared English texts; show them in the loaded localization.
import { Messages, ScheduleProblems } from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';

type ProblemKey = keyof typeof ScheduleProblems;

const keyByText = new Map<string, ProblemKey>(
  (Object.keys(ScheduleProblems) as ProblemKey[])
    // The address problems are the shared Messages texts: translated as such.
    .filter((key) => !Object.values(Messages).includes(ScheduleProblems[key] as never))
    .map((key) => [ScheduleProblems[key], key]),
);

export function translateScheduleProblem(t: TFunction, text: string): string {
  const key = keyByText.get(text);
  return key ? t(`scheduleProblems.${key}`) : translateMessage(t, text);
}
