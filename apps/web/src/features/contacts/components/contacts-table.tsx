// The contacts as a table: name (renamed in place), e-mail, company, country, date added, and
// removal; sortable where the server sorts.
import { ActionIcon, Anchor, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TContact, TContactSortColumn } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { ContactsListState } from '../model/list-state.ts';
import { ContactNameCell } from './contact-name-cell.tsx';

type ContactsTableProps = {
  contacts: TContact[];
  state: ContactsListState;
  onSort: (column: TContactSortColumn) => void;
  onRemove: (contact: TContact) => void;
};

export function ContactsTable({ contacts, state, onSort, onRemove }: ContactsTableProps) {
  const { t } = useTranslation();
  const header = (column: TContactSortColumn, label: string) => (
    <SortHeader
      label={label}
      isSorted={state.sort === column}
      order={state.order}
      onSort={() => onSort(column)}
    />
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table stickyHeader highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('name', t('contacts.columns.name'))}
            {header('userName', t('contacts.columns.email'))}
            {header('companyName', t('contacts.columns.company'))}
            {header('country', t('contacts.columns.country'))}
            {header('createdDate', t('contacts.columns.added'))}
            <Table.Th w={52}>
              <VisuallyHidden>{t('contacts.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => (
            <Table.Tr key={contact.userName}>
              <Table.Td>
                <ContactNameCell contact={contact} />
              </Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${contact.userName}`} size="sm">
                  {contact.userName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{contact.companyName ?? '—'}</Text>
                {contact.web ? (
                  <Anchor href={contact.web} target="_blank" rel="noreferrer" size="xs">
                    {contact.web}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{contact.country?.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(contact.addedDate)}</Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('contacts.remove.menu')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('contacts.remove.of', { name: contact.userName })}
                    onClick={() => onRemove(contact)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
