// The parameters form: Mantine form state validated by the shared ZTenderParameters, with the
// spec's messages under each field on blur and on save. A refused duration reads as ScheduleTender
// words it, whichever bound it crosses (the schema's own text differs).
import { useForm, type FormErrors } from '@mantine/form';
import { ScheduleProblems, ZTenderParameters } from '@tendermark/shared';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';
import type { TenderDraft } from '@/features/tenders/model/draft.ts';
import type { TenderForm } from './editor-context.tsx';

const resolveSchema = zod4Resolver(ZTenderParameters);

function resolveParameters(values: TenderDraft): FormErrors {
  const errors = resolveSchema(values);
  return errors.duration ? { ...errors, duration: ScheduleProblems.durationOutOfRange } : errors;
}

export function useTenderForm(initialDraft: TenderDraft): TenderForm {
  const { t } = useTranslation();
  return useForm<TenderDraft>({
    mode: 'controlled',
    initialValues: initialDraft,
    validateInputOnBlur: true,
    validate: (values): FormErrors =>
      Object.fromEntries(
        Object.entries(resolveParameters(values)).map(([path, error]) => [
          path,
          typeof error === 'string' ? translateMessage(t, error) : error,
        ]),
      ),
  });
}
