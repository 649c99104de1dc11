// The header's actions of a signed-in user: the notification bell and the user menu. Loaded on
// demand, so that visitors do not download the popovers, menus and the notification hub.
import type { TUserInfo } from '@tendermark/shared';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

export default function SignedInActions({ user }: { user: TUserInfo }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
