// The header's actions of a signed-in user: the notification bell and the user menu, and the app
// hub's live updates. Loaded on demand, so that visitors do not download the popovers, menus and
// the hubs.
import type { TUserInfo } from '@tendermark/shared';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useAppLive } from '@/lib/realtime/use-app-live.ts';
import { UserMenu } from './user-menu.tsx';

export default function SignedInActions({ user }: { user: TUserInfo }) {
  const appHub = useAppLive({ enabled: true });
  return (
    <>
      {/* The app hub's state, for the journeys (nothing to see). */}
      <span hidden data-testid="app-hub" data-connection={appHub.state} />
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
