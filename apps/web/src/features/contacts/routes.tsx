// Route objects of the contacts pages, lazily loaded; the app mounts them under its signed-in guard.
import type { RouteObject } from 'react-router';
import { contactPaths } from './paths.ts';

export const contactRoutes: RouteObject[] = [
  {
    path: contactPaths.my.path,
    lazy: async () => ({
      Component: (await import('./pages/contacts-page.tsx')).ContactsPage,
    }),
  },
];
