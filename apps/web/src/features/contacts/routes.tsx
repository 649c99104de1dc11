// Route objects of the contacts pages, lazily loaded; the app mounts them under its signed-in guard.
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const contactRoutes: RouteObject[] = [
  {
    path: paths.contacts.path,
    lazy: async () => ({
      Component: (await import('./pages/contacts-page.tsx')).ContactsPage,
    }),
  },
];
