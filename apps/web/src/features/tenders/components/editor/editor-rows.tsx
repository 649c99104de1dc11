// What the step-1 lists of items and criteria share: a table on wide screens and a card per row on
// phones, the name and description fields, the cells, and the row's remove button.
import type { ReactNode } from 'react';
import {
  ActionIcon,
  Group,
  Paper,
  Stack,
  Table,
  Textarea,
  TextInput,
  VisuallyHidden,
  type TableTdProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { useTenderEditor } from './editor-context.tsx';

export type RowLayout = 'row' | 'card';

type EditorRowsProps = {
  /** The table's narrowest width before it scrolls sideways. */
  minWidth: number;
  /** The header cells of the columns before the remove button's. */
  header: ReactNode;
  renderRows: (layout: RowLayout) => ReactNode;
};

export function EditorRows({ minWidth, header, renderRows }: EditorRowsProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  if (isPhone)
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {renderRows('card')}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {header}
            <Table.Th w={44}>
              <VisuallyHidden>{t('tenders.items.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{renderRows('row')}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Rows name each field for screen readers; cards also show the column name above it.
 * Returns the props that label one field in `layout`.
 */
export function fieldLabels(layout: RowLayout) {
  return (rowLabel: string, visible: string) =>
    layout === 'card' ? { 'aria-label': rowLabel, label: visible } : { 'aria-label': rowLabel };
}

/** The lists of step 1 and where their rows live in the form. */
const listPaths = { items: 'itemsDetails', criteria: 'criteriaDetails' } as const;

type NameFieldsProps = {
  list: keyof typeof listPaths;
  index: number;
  layout: RowLayout;
  /** How far the description grows before it scrolls. */
  descriptionMaxRows: number;
};

/** The row's name, with its description in a small field below. */
export function NameFields({ list, index, layout, descriptionMaxRows }: NameFieldsProps) {
  const { t } = useTranslation();
  const { form, isReadOnly } = useTenderEditor();
  const path = `${listPaths[list]}.${index}`;
  const row = index + 1;
  return (
    <Stack gap={6}>
      <TextInput
        {...fieldLabels(layout)(t(`tenders.${list}.nameOf`, { row }), t('tenders.items.nameLabel'))}
        placeholder={t(`tenders.${list}.namePlaceholder`)}
        readOnly={isReadOnly}
        {...form.getInputProps(`${path}.name`)}
      />
      <Textarea
        aria-label={t(`tenders.${list}.descriptionOf`, { row })}
        placeholder={t(`tenders.${list}.descriptionPlaceholder`)}
        autosize
        minRows={1}
        maxRows={descriptionMaxRows}
        size="xs"
        readOnly={isReadOnly}
        {...form.getInputProps(`${path}.description`)}
      />
    </Stack>
  );
}

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** A table cell of a row; its content sits at the top, level with the fields beside it. */
export function RowCell({ children, style, ...props }: TableTdProps & { children?: ReactNode }) {
  return (
    <Table.Td style={[{ verticalAlign: 'top' }, style]} {...props}>
      {children}
    </Table.Td>
  );
}

/** A row on a phone: its title and remove button, then its fields. */
export function RowCard({
  title,
  remove,
  children,
}: {
  title: ReactNode;
  remove: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          {title}
          {remove}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
