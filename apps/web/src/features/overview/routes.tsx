// Route objects of the auction overview pages, lazily loaded; the app mounts them under its
// signed-in guard.
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const overviewRoutes: RouteObject[] = [
  {
    path: paths.auctions.overviewList.path,
    lazy: async () => ({
      Component: (await import('./pages/overview-list-page.tsx')).OverviewListPage,
    }),
  },
  {
    path: paths.auctions.overview.path,
    lazy: async () => ({
      Component: (await import('./pages/auction-overview-page.tsx')).AuctionOverviewPage,
    }),
  },
];
