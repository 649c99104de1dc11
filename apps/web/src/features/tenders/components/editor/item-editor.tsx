// One item of the items table: a table row on wide screens, a card on phones. Expected price is
// the shared expectedItemPrice; the bid step follows the unit price until the owner sets one.
import { Group, NumberInput, Select, SimpleGrid, Table, Text } from '@mantine/core';
import { expectedItemPrice } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { useCodeList } from '@/lib/code-lists.ts';
import type { DraftItem } from '@/features/tenders/model/draft.ts';
import { withUnitPrice } from '@/features/tenders/model/item-edits.ts';
import { formNumber, toNumber } from '@/features/tenders/model/numbers.ts';
import { useTenderEditor } from './editor-context.tsx';
import {
  NameFields,
  RemoveRowButton,
  RowCard,
  RowCell,
  fieldLabels,
  type RowLayout,
} from './editor-rows.tsx';

/** Unit lists are long (UN/CEFACT): the dropdown shows the first matches only. */
const UNIT_OPTIONS_LIMIT = 50;

type ItemEditorProps = { item: DraftItem; index: number; layout: RowLayout };

export function ItemEditor({ item, index, layout }: ItemEditorProps) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const units = useCodeList('UnitOfMeasurement');
  const path = `itemsDetails.${index}` as const;
  const row = index + 1;
  const canRemove = !isReadOnly && form.values.itemsDetails.length > 1;
  const labelled = fieldLabels(layout);

  const unitOptions = (units.data ?? []).map((unit) => ({
    value: String(unit.id),
    label: unit.symbol ? `${unit.name} (${unit.symbol})` : unit.name,
  }));
  const expected = expectedItemPrice({
    unitPrice: toNumber(item.unitPrice),
    quantity: toNumber(item.quantity),
  });

  const handleUnitPrice = (value: number | string) =>
    form.setFieldValue(path, withUnitPrice(item, value));
  const handleUnit = (value: string | null) => {
    const unit = units.data?.find((entry) => String(entry.id) === value);
    if (unit) form.setFieldValue(`${path}.unitOfMeasurement`, { id: unit.id, name: unit.name });
  };

  const name = <NameFields list="items" index={index} layout={layout} descriptionMaxRows={4} />;
  const unitPrice = (
    <NumberInput
      {...labelled(t('tenders.items.unitPriceOf', { row }), t('tenders.items.unitPrice'))}
      min={0}
      decimalScale={2}
      hideControls
      readOnly={isReadOnly}
      {...form.getInputProps(`${path}.unitPrice`)}
      onChange={handleUnitPrice}
    />
  );
  const unit = (
    <Select
      {...labelled(t('tenders.items.unitOf', { row }), t('tenders.items.unit'))}
      data={unitOptions}
      searchable
      limit={UNIT_OPTIONS_LIMIT}
      allowDeselect={false}
      readOnly={isReadOnly}
      nothingFoundMessage={t('messages.noEntriesFound')}
      value={String(item.unitOfMeasurement.id)}
      onChange={handleUnit}
      error={form.errors[`${path}.unitOfMeasurement.id`]}
    />
  );
  const quantity = (
    <NumberInput
      {...labelled(t('tenders.items.quantityOf', { row }), t('tenders.items.quantity'))}
      min={0}
      decimalScale={3}
      hideControls
      readOnly={isReadOnly}
      {...form.getInputProps(`${path}.quantity`)}
      onChange={(value) => form.setFieldValue(`${path}.quantity`, formNumber(value))}
    />
  );
  const bidStep = (
    <NumberInput
      {...labelled(t('tenders.items.bidStepOf', { row }), t('tenders.items.bidStep'))}
      min={0}
      decimalScale={2}
      hideControls
      readOnly={isReadOnly}
      {...form.getInputProps(`${path}.bidStep`)}
      onChange={(value) => form.setFieldValue(`${path}.bidStep`, formNumber(value))}
    />
  );
  const expectedPrice = (
    <Money
      amount={expected}
      currency={form.values.currency}
      aria-label={t('tenders.items.expectedOf', { row })}
    />
  );
  const remove = canRemove ? (
    <RemoveRowButton
      label={t('tenders.items.remove', { row })}
      onClick={() => form.removeListItem('itemsDetails', index)}
    />
  ) : null;

  if (layout === 'card') {
    return (
      <RowCard
        title={
          <Text fw={600} size="sm">
            {t('tenders.items.rowTitle', { row })}
          </Text>
        }
        remove={remove}
      >
        {name}
        <SimpleGrid cols={2} spacing="sm">
          {unitPrice}
          {quantity}
          {unit}
          {bidStep}
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('tenders.items.expectedPrice')}
          </Text>
          <Text fw={600}>{expectedPrice}</Text>
        </Group>
      </RowCard>
    );
  }
  return (
    <Table.Tr>
      <RowCell>{name}</RowCell>
      <RowCell>{unitPrice}</RowCell>
      <RowCell>{unit}</RowCell>
      <RowCell>{quantity}</RowCell>
      <RowCell ta="right" pt={14} style={{ whiteSpace: 'nowrap' }}>
        {expectedPrice}
      </RowCell>
      <RowCell>{bidStep}</RowCell>
      <RowCell>{remove}</RowCell>
    </Table.Tr>
  );
}
