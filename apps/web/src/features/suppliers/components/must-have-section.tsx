// The proposal's must-have checklist: answers are checked here and saved together
// (ResponseMustHaveCondition); unsaved changes are shown and keep the proposal from finalizing.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSaveMustHaves } from '../api/proposal-calls.ts';
import { MustHaveCheckboxes } from './must-have-checkboxes.tsx';
import { ProposalPart } from './proposal-part.tsx';

type MustHaveSectionProps = {
  tender: TTender;
  answers: Record<string, boolean>;
  isDirty: boolean;
  canEdit: boolean;
  onChange: (answers: Record<string, boolean>) => void;
  onSaved: () => void;
};

export function MustHaveSection({
  tender,
  answers,
  isDirty,
  canEdit,
  onChange,
  onSaved,
}: MustHaveSectionProps) {
  const { t } = useTranslation();
  const save = useSaveMustHaves(tender.tenderId);
  const conditions = tender.mustHaveConditions;
  const checked = conditions.filter((condition) => answers[String(condition.id)] === true).length;

  const handleSave = () => {
    if (save.isPending) return;
    const responses = conditions.map((condition) => ({
      mhcId: String(condition.id),
      response: answers[String(condition.id)] === true,
    }));
    save.mutate(responses, {
      onSuccess: () => {
        notifySuccess(t('supplier.mustHaves.saved'));
        onSaved();
      },
      onError: (error) => notifyError(errorText(t, error)),
    });
  };

  return (
    <ProposalPart
      title={t('supplier.mustHaves.title')}
      hint={t('supplier.mustHaves.hint', { checked, total: conditions.length })}
    >
      <Stack gap="sm">
        <MustHaveCheckboxes
          conditions={conditions}
          answers={answers}
          disabled={!canEdit}
          onChange={(id, isChecked) => onChange({ ...answers, [id]: isChecked })}
        />
        {canEdit ? (
          <Group gap="sm">
            <Button onClick={handleSave} loading={save.isPending} disabled={!isDirty}>
              {t('supplier.mustHaves.save')}
            </Button>
            {isDirty ? (
              <Text size="sm" c="var(--mantine-color-orange-light-color)">
                {t('supplier.mustHaves.unsaved')}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </ProposalPart>
  );
}
