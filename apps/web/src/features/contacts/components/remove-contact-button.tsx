// The trash button of one contact; the table explains it on hover, phones have no hover.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TContact } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

type RemoveContactButtonProps = {
  contact: TContact;
  onRemove: (contact: TContact) => void;
  hasTooltip?: boolean;
};

export function RemoveContactButton({
  contact,
  onRemove,
  hasTooltip = false,
}: RemoveContactButtonProps) {
  const { t } = useTranslation();
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('contacts.remove.of', { name: contact.userName })}
      onClick={() => onRemove(contact)}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
  return hasTooltip ? <Tooltip label={t('contacts.remove.menu')}>{button}</Tooltip> : button;
}
