// Connects the API client's session-expired and maintenance signals to the router.
import { paths } from '@/config/paths.ts';
import { configureApiClient } from '@/lib/api-client.ts';
import { endSessionLocally } from '@/lib/auth/session.ts';
import type { LoginState } from '@/features/auth/pages/login-page.tsx';
import type { MaintenanceState } from '@/features/system/pages/maintenance-page.tsx';
import type { router as appRouter } from './router.tsx';

export function wireApiClient(router: typeof appRouter): void {
  configureApiClient({
    onSessionExpired: ({ hadSession }) => {
      endSessionLocally();
      const { pathname, search, hash } = router.state.location;
      const isAdminArea = pathname.startsWith(paths.admin.root.path);
      const login = isAdminArea ? paths.admin.login : paths.auth.login;
      if (pathname === login.path) return;
      // A session that could not be renewed says so; a visitor is only asked to log in.
      const state: LoginState = { sessionLost: hadSession };
      void router.navigate(login.getHref(`${pathname}${search}${hash}`), { replace: true, state });
    },
    onMaintenance: ({ retryAfterSeconds, message }) => {
      const { pathname, search, hash } = router.state.location;
      if (pathname === paths.maintenance.path) return;
      // An admin stays in the admin area (where the switch is): the refused call shows its error.
      if (message !== null && pathname.startsWith(paths.admin.root.path)) return;
      // The maintenance page brings the user back here once the server answers again.
      const state: MaintenanceState = {
        from: `${pathname}${search}${hash}`,
        retryAfterSeconds,
        message,
      };
      void router.navigate(paths.maintenance.getHref(), { state });
    },
  });
}
