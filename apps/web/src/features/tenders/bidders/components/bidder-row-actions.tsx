// A bidder row's actions: approve and reject in plain sight for those waiting for approval, the
// rest in a menu; only what the transition table allows in the tender's current stage.
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconBan,
  IconCheck,
  IconDots,
  IconLockOpen,
  IconMail,
  IconMessage,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { TSupplierEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { bidderActions, inviteLabelKey, type BidderActionName } from '../model/bidder-actions.ts';

export type BidderActionRequest = { action: BidderActionName; entry: TSupplierEntry };

type BidderRowActionsProps = {
  entry: TSupplierEntry;
  tenderStatus: number;
  isPending: boolean;
  onAction: (request: BidderActionRequest) => void;
};

const menuIcons = {
  invite: IconMail,
  comment: IconMessage,
  block: IconBan,
  unblock: IconLockOpen,
  remove: IconTrash,
} as const;

type MenuAction = keyof typeof menuIcons;
const isMenuAction = (action: BidderActionName): action is MenuAction => action in menuIcons;

export function BidderRowActions({
  entry,
  tenderStatus,
  isPending,
  onAction,
}: BidderRowActionsProps) {
  const { t } = useTranslation();
  const actions = bidderActions(entry, tenderStatus);
  const menuActions = actions.filter(isMenuAction);
  const name = entry.user.userName;
  const request = (action: BidderActionName) => () => onAction({ action, entry });

  const labelOf = (action: MenuAction) =>
    action === 'invite' ? t(inviteLabelKey(entry.status.id)) : t(`bidders.actions.${action}`);

  return (
    <Group gap="xs" wrap="nowrap">
      {actions.includes('approve') ? (
        <Button
          size="compact-sm"
          color="teal"
          leftSection={<IconCheck size={14} />}
          loading={isPending}
          onClick={request('approve')}
          aria-label={t('bidders.actions.approveOf', { name })}
        >
          {t('bidders.actions.approve')}
        </Button>
      ) : null}
      {actions.includes('reject') ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          disabled={isPending}
          onClick={request('reject')}
          aria-label={t('bidders.actions.rejectOf', { name })}
        >
          {t('bidders.actions.reject')}
        </Button>
      ) : null}
      {menuActions.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              loading={isPending && !actions.includes('approve')}
              aria-label={t('bidders.actions.menuOf', { name })}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menuActions.map((action) => {
              const Icon = menuIcons[action];
              const isDestructive = action === 'remove' || action === 'block';
              return (
                <Menu.Item
                  key={action}
                  leftSection={<Icon size={16} />}
                  color={isDestructive ? 'red' : undefined}
                  onClick={request(action)}
                >
                  {labelOf(action)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
