// The contacts as cards on phones: name (renamed in place), e-mail, company, country and removal.
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { TContact } from '@tendermark/shared';
import { formatDate } from '@/lib/format.ts';
import { ContactNameCell } from './contact-name-cell.tsx';
import { RemoveContactButton } from './remove-contact-button.tsx';

type ContactsCardsProps = { contacts: TContact[]; onRemove: (contact: TContact) => void };

export function ContactsCards({ contacts, onRemove }: ContactsCardsProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {contacts.map((contact) => (
        <Paper key={contact.userName} withBorder p="sm" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <ContactNameCell contact={contact} />
              <Anchor
                href={`mailto:${contact.userName}`}
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {contact.userName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[contact.companyName, contact.country?.name, formatDate(contact.addedDate)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <RemoveContactButton contact={contact} onRemove={onRemove} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
