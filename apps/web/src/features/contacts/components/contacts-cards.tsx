// The contacts as cards on phones: name (renamed in place), e-mail, company, country and removal.
import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TContact } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ContactNameCell } from './contact-name-cell.tsx';

type ContactsCardsProps = { contacts: TContact[]; onRemove: (contact: TContact) => void };

export function ContactsCards({ contacts, onRemove }: ContactsCardsProps) {
  const { t } = useTranslation();
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
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('contacts.remove.of', { name: contact.userName })}
              onClick={() => onRemove(contact)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
