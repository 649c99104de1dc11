// Step 1, items: the items table (cards on phones), adding rows from the server's default item,
// and the expected total.
import { Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { newItemFrom } from '@/features/tenders/model/item-edits.ts';
import { useTenderEditor } from './editor-context.tsx';
import { EditorRows } from './editor-rows.tsx';
import { ItemEditor } from './item-editor.tsx';
import { ItemsTotal } from './items-total.tsx';
import { SectionCard } from '@/components/section-card.tsx';

export function ItemsSection() {
  const { t } = useTranslation();
  const { form, isReadOnly, itemTemplate } = useTenderEditor();

  return (
    <SectionCard
      id="items"
      title={t('tenders.items.title')}
      description={t('tenders.items.description')}
    >
      <EditorRows
        minWidth={880}
        header={
          <>
            <Table.Th>{t('tenders.items.name')}</Table.Th>
            <Table.Th w={130}>{t('tenders.items.unitPrice')}</Table.Th>
            <Table.Th w={170}>{t('tenders.items.unit')}</Table.Th>
            <Table.Th w={110}>{t('tenders.items.quantity')}</Table.Th>
            <Table.Th w={130} ta="right">
              {t('tenders.items.expectedPrice')}
            </Table.Th>
            <Table.Th w={110}>{t('tenders.items.bidStep')}</Table.Th>
          </>
        }
        renderRows={(layout) =>
          form.values.itemsDetails.map((item, index) => (
            <ItemEditor key={item.key} item={item} index={index} layout={layout} />
          ))
        }
      />
      {isReadOnly ? null : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('itemsDetails', newItemFrom(itemTemplate))}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('tenders.items.add')}
        </Button>
      )}
      <ItemsTotal />
    </SectionCard>
  );
}
