// The actions of one list row: open, and for the owner duplicate, cancel, hide/unhide, delete.
import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { TTenderListRow } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { actionsFor, type RowAction } from '@/features/tenders/model/row-actions.ts';
import { openHrefOf } from './open-href.ts';
import { RowActionDialog } from './row-action-dialog.tsx';

const actionIcons: Record<RowAction, typeof IconCopy> = {
  duplicate: IconCopy,
  cancel: IconX,
  hide: IconEyeOff,
  unhide: IconEye,
  delete: IconTrash,
};

export function RowActionsMenu({ row }: { row: TTenderListRow }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<RowAction | null>(null);
  const name = row.name.trim() || t('tenders.untitled');

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('tenders.actions.menuOf', { name })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={openHrefOf(row)}
            leftSection={<IconExternalLink size={16} />}
          >
            {t('tenders.actions.open')}
          </Menu.Item>
          {actionsFor(row).map((action) => {
            const Icon = actionIcons[action];
            const isDestructive = action === 'cancel' || action === 'delete';
            return (
              <Menu.Item
                key={action}
                color={isDestructive ? 'red' : undefined}
                leftSection={<Icon size={16} />}
                onClick={() => setPending(action)}
              >
                {t(`tenders.actions.${action}.menu`)}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <RowActionDialog row={row} action={pending} onClose={() => setPending(null)} />
    </>
  );
}
