// One criterion: the fixed price criterion (only its weight changes) or an owner's criterion with
// unit, winning direction, weight and bid range. A table row on wide screens, a card on phones.
import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { WinningThreshold, WinningThresholdLabels } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '../../../../lib/code-lists.ts';
import { changeWeight, removeCriterion } from '../../model/criterion-edits.ts';
import type { DraftCriterion } from '../../model/draft.ts';
import { useTenderEditor } from './editor-context.tsx';
import type { RowLayout } from './item-editor.tsx';
import { WeightInput } from './weight-input.tsx';

type CriterionEditorProps = { criterion: DraftCriterion; index: number; layout: RowLayout };

export function CriterionEditor({ criterion, index, layout }: CriterionEditorProps) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const units = useCodeList('UnitOfTenderCriterion');
  const path = `criteriaDetails.${index}` as const;
  const row = index + 1;
  const isPrice = index === 0;
  const isCard = layout === 'card';
  const criteria = form.values.criteriaDetails;
  const labelled = (rowLabel: string, visible: string) =>
    isCard ? { 'aria-label': rowLabel, label: visible } : { 'aria-label': rowLabel };

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
    <Stack gap={6}>
      <TextInput
        {...labelled(t('tenders.criteria.nameOf', { row }), t('tenders.items.nameLabel'))}
        placeholder={t('tenders.criteria.namePlaceholder')}
        readOnly={isReadOnly}
        {...form.getInputProps(`${path}.name`)}
      />
      <Textarea
        aria-label={t('tenders.criteria.descriptionOf', { row })}
        placeholder={t('tenders.criteria.descriptionPlaceholder')}
        autosize
        minRows={1}
        maxRows={3}
        size="xs"
        readOnly={isReadOnly}
        {...form.getInputProps(`${path}.description`)}
      />
    </Stack>
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
      onCommit={(fraction) =>
        form.setFieldValue('criteriaDetails', changeWeight(criteria, index, fraction))
      }
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
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('tenders.criteria.remove', { row })}
        onClick={() => form.setFieldValue('criteriaDetails', removeCriterion(criteria, index))}
      >
        <IconTrash size={18} />
      </ActionIcon>
    );

  if (isCard) {
    return (
      <Paper withBorder p="sm" component="li">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            {isPrice ? (
              name
            ) : (
              <Text fw={600} size="sm">
                {t('tenders.criteria.rowTitle', { row })}
              </Text>
            )}
            {remove}
          </Group>
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
        </Stack>
      </Paper>
    );
  }
  const cell = (content: ReactNode) => (
    <Table.Td style={{ verticalAlign: 'top' }}>{content}</Table.Td>
  );
  return (
    <Table.Tr>
      {cell(name)}
      {cell(unit)}
      {cell(threshold)}
      {cell(weight)}
      {cell(bound('minBid'))}
      {cell(bound('maxBid'))}
      {cell(remove)}
    </Table.Tr>
  );
}
