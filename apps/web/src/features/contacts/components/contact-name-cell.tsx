// A contact's name, renamed in place (EditCompanyName): Enter or the tick saves, Escape cancels;
// an empty name falls back to the company name.
import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { TContact } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { useRenameContact } from '../api/contact-calls.ts';

export function ContactNameCell({ contact }: { contact: TContact }) {
  const { t } = useTranslation();
  const rename = useRenameContact();
  const [draft, setDraft] = useState<string | null>(null);
  const shownName = contact.customName || contact.companyName || contact.userName;

  const save = () => {
    if (draft === null || rename.isPending) return;
    if (draft.trim() === (contact.customName ?? '')) {
      setDraft(null);
      return;
    }
    rename.mutate(
      { userName: contact.userName, customName: draft },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => notifyError(errorText(t, error)),
      },
    );
  };

  if (draft !== null)
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={t('contacts.rename.label', { name: contact.userName })}
            placeholder={contact.companyName ?? contact.userName}
            value={draft}
            maxLength={200}
            autoFocus
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(null);
            }}
          />
          <ActionIcon
            type="submit"
            variant="light"
            loading={rename.isPending}
            aria-label={t('contacts.rename.save')}
          >
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setDraft(null)}
            aria-label={t('common.cancel')}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </form>
    );

  return (
    <Group gap={4} wrap="nowrap">
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {shownName}
        </Text>
        {contact.customName && contact.companyName ? (
          <Text size="xs" c="dimmed">
            {contact.companyName}
          </Text>
        ) : null}
      </Stack>
      <Tooltip label={t('contacts.rename.open')}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('contacts.rename.openOf', { name: shownName })}
          onClick={() => setDraft(contact.customName ?? '')}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
