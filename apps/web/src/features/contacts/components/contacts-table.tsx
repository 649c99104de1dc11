// The contacts as a table: name (renamed in place), e-mail, company, country, date added, and
// removal; sortable where the server sorts.
import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TContact, TContactSortColumn } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ListTable } from '@/components/list-table.tsx';
import { sortHeaders } from '@/components/sort-header.tsx';
import { WebsiteLink } from '@/components/website-link.tsx';
import { formatDate } from '@/lib/format.ts';
import type { ContactsListState } from '../model/list-state.ts';
import { ContactNameCell } from './contact-name-cell.tsx';
import { RemoveContactButton } from './remove-contact-button.tsx';

type ContactsTableProps = {
  contacts: TContact[];
  state: ContactsListState;
  onSort: (column: TContactSortColumn) => void;
  onRemove: (contact: TContact) => void;
};

export function ContactsTable({ contacts, state, onSort, onRemove }: ContactsTableProps) {
  const { t } = useTranslation();
  const header = sortHeaders(state, onSort);
  return (
    <ListTable
      minWidth={720}
      header={
        <>
          {header('name', t('contacts.columns.name'))}
          {header('userName', t('contacts.columns.email'))}
          {header('companyName', t('contacts.columns.company'))}
          {header('country', t('contacts.columns.country'))}
          {header('createdDate', t('contacts.columns.added'))}
          <Table.Th w={52}>
            <VisuallyHidden>{t('contacts.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
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
            <Text size="xs">
              <WebsiteLink web={contact.web} size="xs" empty={null} />
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{contact.country?.name ?? '—'}</Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm">{formatDate(contact.addedDate)}</Text>
          </Table.Td>
          <Table.Td>
            <RemoveContactButton contact={contact} onRemove={onRemove} hasTooltip />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
