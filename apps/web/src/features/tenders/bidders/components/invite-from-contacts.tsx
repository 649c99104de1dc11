// Invite suppliers picked from the contacts list (GetContacts), searchable; contacts who already
// take part (or may not be invited now) are shown with their status and cannot be picked.
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  Constants,
  ParticipationAction,
  canTransition,
  type ParticipationState,
  type TContact,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { useContacts } from '@/lib/contacts-api.ts';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useSendInvitations } from '../api/send-invitations.ts';

const PICKER_PAGE_SIZE = 50;

type InviteFromContactsProps = {
  tender: TTender;
  /** The tender is a draft: contacts are picked now and invited when it is scheduled. */
  isDraft?: boolean;
  onDone: () => void;
  onCancel: () => void;
};

const displayName = (contact: TContact) =>
  contact.customName || contact.companyName || contact.userName;

export function InviteFromContacts({
  tender,
  isDraft = false,
  onDone,
  onCancel,
}: InviteFromContactsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const contacts = useContacts({
    filter: filter.length >= Constants.keywordMinLength ? filter : undefined,
    recordsPerPage: PICKER_PAGE_SIZE,
    sort: 'name',
    order: 'asc',
  });
  const send = useSendInvitations(tender.tenderId);
  const statusByUser = new Map(
    tender.suppliers.map((entry) => [entry.user.userName.toLowerCase(), entry.status.id]),
  );

  const toggle = (userName: string, isChecked: boolean) =>
    setSelected((current) =>
      isChecked ? [...current, userName] : current.filter((name) => name !== userName),
    );

  const handleSend = () => {
    if (selected.length === 0 || send.isPending) return;
    send.mutate(
      { emails: selected, message: isDraft ? undefined : message },
      {
        onSuccess: () => {
          notifySuccess(
            t(isDraft ? 'bidders.invite.picked' : 'bidders.invite.sent', {
              count: selected.length,
            }),
          );
          onDone();
        },
      },
    );
  };

  const items = contacts.data?.items ?? [];
  return (
    <Stack gap="md">
      <FormFailure message={failureText(t, send)} />
      <TextInput
        label={t('bidders.invite.searchContacts')}
        leftSection={<IconSearch size={16} />}
        value={search}
        data-autofocus
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {contacts.isPending ? (
        <Stack gap="xs">
          <Skeleton h={28} />
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {filter ? t('bidders.invite.noContactsMatch') : t('bidders.invite.noContacts')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Stack gap="xs" role="group" aria-label={t('bidders.invite.contactsList')}>
            {items.map((contact) => {
              const status = statusByUser.get(contact.userName.toLowerCase());
              const canInvite =
                status === undefined ||
                canTransition(
                  status as ParticipationState,
                  isDraft ? ParticipationAction.PREPARE : ParticipationAction.INVITE,
                );
              return (
                <Group key={contact.userName} justify="space-between" wrap="nowrap" gap="sm">
                  <Checkbox
                    label={displayName(contact)}
                    description={
                      displayName(contact) === contact.userName ? undefined : contact.userName
                    }
                    disabled={!canInvite}
                    checked={selected.includes(contact.userName)}
                    onChange={(event) => toggle(contact.userName, event.currentTarget.checked)}
                  />
                  {status !== undefined ? <SupplierStatusBadge status={status} size="sm" /> : null}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {isDraft ? (
        <Text size="sm" c="dimmed">
          {t('bidders.invite.pickNote')}
        </Text>
      ) : (
        <Textarea
          label={t('bidders.invite.message')}
          description={t('bidders.invite.messageHint')}
          autosize
          minRows={2}
          maxLength={2000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={send.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={handleSend} loading={send.isPending} disabled={selected.length === 0}>
          {t(isDraft ? 'bidders.invite.pickSelected' : 'bidders.invite.sendSelected', {
            count: selected.length,
          })}
        </Button>
      </Group>
    </Stack>
  );
}
