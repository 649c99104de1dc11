// Connects the API client's session-expired and maintenance signals to the router.
import { paths } from '../config/paths.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { endSessionLocally } from '../lib/auth/session.ts';
import type { router as appRouter } from './router.tsx';

export function wireApiClient(router: typeof appRouter): void {
  configureApiClient({
    onSessionExpired: () => {
      endSessionLocally();
      const { pathname, search, hash } = router.state.location;
      const isAdminArea = pathname.startsWith(paths.admin.root.path);
      const login = isAdminArea ? paths.admin.login : paths.auth.login;
      if (pathname === login.path) return;
      void router.navigate(login.getHref(`${pathname}${search}${hash}`), { replace: true });
    },
    onMaintenance: () => {
      void router.navigate(paths.maintenance.getHref());
    },
  });
}
