// One criterion: the fixed price criterion (only its weight changes) or an owner's criterion with
// unit, winning direction, weight and bid range. A table row on wide screens, a card on phones.
import {
  Badge,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Table,
  Text,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ScheduleProblems, WinningThreshold, WinningThresholdLabels } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';
import { useCodeList } from '@/lib/code-lists.ts';
import { changeWeight, removeCriterion } from '@/features/tenders/model/criterion-edits.ts';
import type { DraftCriterion } from '@/features/tenders/model/draft.ts';
import { useTenderEditor } from './editor-context.tsx';
import {
  NameFields,
  RemoveRowButton,
  RowCard,
  RowCell,
  fieldLabels,
  type RowLayout,
} from './editor-rows.tsx';
import { WeightInput } from './weight-input.tsx';

/** A weight the editor refused (it would weight the price 0 %): which row, and why. */
export type WeightRefusal = { index: number; message: string } | null;

type CriterionEditorProps = {
  criterion: DraftCriterion;
  index: number;
  layout: RowLayout;
  weightRefusal: WeightRefusal;
  onWeightRefused: (refusal: WeightRefusal) => void;
};

export function CriterionEditor({
  criterion,
  index,
  layout,
  weightRefusal,
  onWeightRefused,
}: CriterionEditorProps) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const units = useCodeList('UnitOfTenderCriterion');
  const path = `criteriaDetails.${index}` as const;
  const row = index + 1;
  const isPrice = index === 0;
  const isCard = layout === 'card';
  const criteria = form.values.criteriaDetails;
  const labelled = fieldLabels(layout);

  const setBound = (field: 'minBid' | 'maxBid', value: number | string) =>
    form.setFieldValue(`${path}.${field}`, typeof value === 'number' ? value : null);

  const name = isPrice ? (
    <Group gap={6} wrap="nowrap" mt={isCard ? 0 : 6}>
      <IconLock size={16} aria-hidden />
      <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
        {criterion.name}
      </Text>
      <Badge size="xs" variant="light" color="gray">
        {t('tenders.criteria.fixed')}
      </Badge>
    </Group>
  ) : (
    <NameFields list="criteria" index={index} layout={layout} descriptionMaxRows={3} />
  );
  const unit = isPrice ? (
    <Text mt={isCard ? 0 : 6}>
      {t('tenders.criteria.inCurrency', { currency: form.values.currency })}
    </Text>
  ) : (
    <Select
      {...labelled(t('tenders.criteria.unitOf', { row }), t('tenders.criteria.unit'))}
      data={(units.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
      allowDeselect={false}
      readOnly={isReadOnly}
      value={String(criterion.unit.id)}
      onChange={(value) => {
        const picked = units.data?.find((entry) => String(entry.id) === value);
        if (picked) form.setFieldValue(`${path}.unit`, picked);
      }}
    />
  );
  const threshold = isPrice ? (
    <Text mt={isCard ? 0 : 6}>{t(`tenders.criteria.threshold.${WinningThreshold.LOWEST}`)}</Text>
  ) : (
    <SegmentedControl
      aria-label={t('tenders.criteria.thresholdOf', { row })}
      data={[WinningThreshold.LOWEST, WinningThreshold.HIGHEST].map((id) => ({
        value: String(id),
        label: t(`tenders.criteria.threshold.${id}`),
      }))}
      readOnly={isReadOnly}
      size="xs"
      value={String(criterion.winningThreshold.id)}
      onChange={(value) => {
        const id = Number(value) as keyof typeof WinningThresholdLabels;
        form.setFieldValue(`${path}.winningThreshold`, { id, name: WinningThresholdLabels[id] });
      }}
    />
  );
  const weight = (
    <WeightInput
      label={t('tenders.criteria.weightOf', { row })}
      visibleLabel={isCard ? t('tenders.criteria.weight') : undefined}
      fraction={criterion.weight.id}
      isReadOnly={isReadOnly || criteria.length === 1}
      error={weightRefusal?.index === index ? weightRefusal.message : null}
      onCommit={(fraction) => {
        const changed = changeWeight(criteria, index, fraction);
        onWeightRefused(
          changed
            ? null
            : { index, message: translateMessage(t, ScheduleProblems.priceWeightRequired) },
        );
        if (changed) form.setFieldValue('criteriaDetails', changed);
        return changed !== null;
      }}
    />
  );
  const bound = (field: 'minBid' | 'maxBid') =>
    isPrice ? null : (
      <NumberInput
        {...labelled(
          t(field === 'minBid' ? 'tenders.criteria.minOf' : 'tenders.criteria.maxOf', { row }),
          t(field === 'minBid' ? 'tenders.criteria.min' : 'tenders.criteria.max'),
        )}
        hideControls
        readOnly={isReadOnly}
        {...form.getInputProps(`${path}.${field}`)}
        value={criterion[field] ?? ''}
        onChange={(value) => setBound(field, value)}
      />
    );
  const remove =
    isPrice || isReadOnly ? null : (
      <RemoveRowButton
        label={t('tenders.criteria.remove', { row })}
        onClick={() => {
          onWeightRefused(null);
          form.setFieldValue('criteriaDetails', removeCriterion(criteria, index));
        }}
      />
    );

  if (isCard) {
    return (
      <RowCard
        title={
          isPrice ? (
            name
          ) : (
            <Text fw={600} size="sm">
              {t('tenders.criteria.rowTitle', { row })}
            </Text>
          )
        }
        remove={remove}
      >
        {isPrice ? null : name}
        {isPrice ? (
          <Group gap="xs">
            {unit}
            <Text c="dimmed">·</Text>
            {threshold}
          </Group>
        ) : (
          <>
            {unit}
            {threshold}
          </>
        )}
        <SimpleGrid cols={isPrice ? 1 : 3} spacing="sm">
          {weight}
          {bound('minBid')}
          {bound('maxBid')}
        </SimpleGrid>
      </RowCard>
    );
  }
  return (
    <Table.Tr>
      <RowCell>{name}</RowCell>
      <RowCell>{unit}</RowCell>
      <RowCell>{threshold}</RowCell>
      <RowCell>{weight}</RowCell>
      <RowCell>{bound('minBid')}</RowCell>
      <RowCell>{bound('maxBid')}</RowCell>
      <RowCell>{remove}</RowCell>
    </Table.Tr>
  );
}
