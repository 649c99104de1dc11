// Step 1, criteria: the fixed price criterion first, then the owner's own criteria; adding,
// removing and re-weighting follow the shared weight rules, shown as percent.
import { useState } from 'react';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { round2 } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { addCriterion } from '@/features/tenders/model/criterion-edits.ts';
import { CriterionEditor, type WeightRefusal } from './criterion-editor.tsx';
import { useTenderEditor } from './editor-context.tsx';
import { EditorRows } from './editor-rows.tsx';
import { SectionCard } from '@/components/section-card.tsx';

export function CriteriaSection() {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const units = useCodeList('UnitOfTenderCriterion');
  const criteria = form.values.criteriaDetails;
  const [weightRefusal, setWeightRefusal] = useState<WeightRefusal>(null);
  const totalPercent = round2(
    criteria.reduce((sum, criterion) => sum + criterion.weight.id, 0) * 100,
  );

  return (
    <SectionCard
      id="criteria"
      title={t('tenders.criteria.title')}
      description={t('tenders.criteria.description')}
    >
      <EditorRows
        minWidth={860}
        header={
          <>
            <Table.Th miw={220}>{t('tenders.criteria.name')}</Table.Th>
            <Table.Th w={150}>{t('tenders.criteria.unit')}</Table.Th>
            <Table.Th w={210}>{t('tenders.criteria.winner')}</Table.Th>
            <Table.Th w={100}>{t('tenders.criteria.weight')}</Table.Th>
            <Table.Th w={100}>{t('tenders.criteria.min')}</Table.Th>
            <Table.Th w={100}>{t('tenders.criteria.max')}</Table.Th>
          </>
        }
        renderRows={(layout) =>
          criteria.map((criterion, index) => (
            <CriterionEditor
              key={criterion.key}
              criterion={criterion}
              index={index}
              layout={layout}
              weightRefusal={weightRefusal}
              onWeightRefused={setWeightRefusal}
            />
          ))
        }
      />
      <Group justify="space-between">
        {isReadOnly ? (
          <span />
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={!units.data}
            onClick={() => {
              setWeightRefusal(null);
              form.setFieldValue('criteriaDetails', addCriterion(criteria, units.data ?? []));
            }}
          >
            {t('tenders.criteria.add')}
          </Button>
        )}
        <Text
          size="sm"
          c={totalPercent === 100 ? 'dimmed' : 'var(--mantine-color-error)'}
          data-testid="weights-total"
        >
          {t('tenders.criteria.totalWeight', { percent: totalPercent })}
        </Text>
      </Group>
    </SectionCard>
  );
}
