// Step 1, items: the items table (cards on phones), adding rows from the server's default item,
// and the expected total.
import { Button, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newItemFrom } from '../../model/item-edits.ts';
import { useTenderEditor } from './editor-context.tsx';
import { ItemEditor } from './item-editor.tsx';
import { ItemsTotal } from './items-total.tsx';
import { SectionCard } from './section-card.tsx';

function ItemsTable() {
  const { t } = useTranslation();
  const { form } = useTenderEditor();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tenders.items.name')}</Table.Th>
            <Table.Th w={130}>{t('tenders.items.unitPrice')}</Table.Th>
            <Table.Th w={170}>{t('tenders.items.unit')}</Table.Th>
            <Table.Th w={110}>{t('tenders.items.quantity')}</Table.Th>
            <Table.Th w={130} ta="right">
              {t('tenders.items.expectedPrice')}
            </Table.Th>
            <Table.Th w={110}>{t('tenders.items.bidStep')}</Table.Th>
            <Table.Th w={44}>
              <VisuallyHidden>{t('tenders.items.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.itemsDetails.map((item, index) => (
            <ItemEditor key={item.key} item={item} index={index} layout="row" />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ItemsSection() {
  const { t } = useTranslation();
  const { form, isReadOnly, itemTemplate } = useTenderEditor();
  const isPhone = useMediaQuery('(max-width: 48em)');

  return (
    <SectionCard
      id="items"
      title={t('tenders.items.title')}
      description={t('tenders.items.description')}
    >
      {isPhone ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {form.values.itemsDetails.map((item, index) => (
            <ItemEditor key={item.key} item={item} index={index} layout="card" />
          ))}
        </Stack>
      ) : (
        <ItemsTable />
      )}
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
