// A validation problem in words, with where it is: "Items, row 2: This field is required".
import { useTranslation } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';
import { placeOfProblem } from '@/features/tenders/model/problems.ts';

export type Problem = { path: readonly PropertyKey[]; message: string };

/** A form error path ("itemsDetails.1.name") as the path of a schema issue. */
export function pathOfField(field: string): PropertyKey[] {
  return field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

export function useDescribeProblem(): (problem: Problem) => string {
  const { t } = useTranslation();
  return ({ path, message }) => {
    const text = translateMessage(t, message);
    const { sectionKey, row } = placeOfProblem(path);
    if (!sectionKey) return text;
    const place = row ? t('tenders.save.placeRow', { section: t(sectionKey), row }) : t(sectionKey);
    return t('tenders.save.problemAt', { place, message: text });
  };
}
