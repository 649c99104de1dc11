// The signed-in user's menu in the header: profile, change password, admin area, log out.
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconLogout,
  IconReceipt,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import type { TUserInfo } from '@tendermark/shared';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { signOut } from '@/lib/auth/session.ts';
import { hasRole } from '@/lib/auth/session-store.ts';
import { initialsOf } from '@/lib/format.ts';

export function UserMenu({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const handleLogout = async () => {
    // Leave protected pages first, so their guards do not send the user to the login page.
    await navigate(paths.home.getHref());
    await signOut();
  };

  return (
    // No initial focus placeholder: Mantine's is a focusable role=presentation div, not a menu
    // item (axe aria-required-children); opening the menu focuses its first item instead.
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Named by its content, not aria-label: a label must contain the visible text (WCAG
            2.5.3), and on phones that is the avatar's initials. */}
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Avatar size={34} radius="xl" color="brand" aria-hidden>
              {initialsOf(user.Name)}
            </Avatar>
            <Text size="sm" fw={500} maw={180} truncate="end" visibleFrom="md" aria-hidden>
              {user.Name}
            </Text>
            <VisuallyHidden>{t('shell.userMenu.label', { name: user.Name })}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Only menu items may be read inside role=menu (axe aria-required-children): the name is
            for the eye, the menu's button already names the user to a screen reader. */}
        <Menu.Label aria-hidden>{user.Name}</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.profile.getHref()}
          leftSection={<IconUser size={16} />}
        >
          {t('shell.userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.profile.changePasswordHref}
          leftSection={<IconKey size={16} />}
        >
          {t('shell.userMenu.changePassword')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.pricing.getHref()}
          leftSection={<IconReceipt size={16} />}
        >
          {t('shell.userMenu.plans')}
        </Menu.Item>
        {hasRole(user, 'Admin') ? (
          <Menu.Item
            component={Link}
            to={paths.admin.root.getHref()}
            leftSection={<IconShieldLock size={16} />}
          >
            {t('shell.userMenu.admin')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        {/* Not red: Mantine's red text on white falls short of WCAG AA contrast (axe). */}
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={handleLogout}>
          {t('shell.userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
