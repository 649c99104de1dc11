// Route objects of the profile area, lazily loaded. The account-removal link works signed in or
// not; the company invitation and the user overview need a signed-in user.
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const publicProfileRoutes: RouteObject[] = [
  {
    path: paths.profile.accountRemoval.path,
    lazy: async () => ({
      Component: (await import('./pages/account-removal-page.tsx')).AccountRemovalPage,
    }),
  },
];

export const profileRoutes: RouteObject[] = [
  {
    path: paths.profile.companyInvitation.path,
    lazy: async () => ({
      Component: (await import('./pages/company-invitation-page.tsx')).CompanyInvitationPage,
    }),
  },
  {
    path: paths.userOverviewList.path,
    lazy: async () => ({
      Component: (await import('./pages/user-overview-list-page.tsx')).UserOverviewListPage,
    }),
  },
  {
    path: paths.userOverview.path,
    lazy: async () => ({
      Component: (await import('./pages/user-overview-page.tsx')).UserOverviewPage,
    }),
  },
];
