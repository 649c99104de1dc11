// Route objects of the comparison and award pages, lazily loaded; the app mounts them under its
// signed-in guard.
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const awardRoutes: RouteObject[] = [
  {
    path: paths.auctions.comparison.path,
    lazy: async () => ({
      Component: (await import('./pages/comparison-page.tsx')).ComparisonPage,
    }),
  },
];
