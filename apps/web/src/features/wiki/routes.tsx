// The public wiki guide's route, lazily loaded; the app mounts it in the main layout without a guard.
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const wikiRoutes: RouteObject[] = [
  {
    path: paths.wiki.path,
    lazy: async () => ({ Component: (await import('./pages/wiki-page.tsx')).WikiPage }),
  },
];
