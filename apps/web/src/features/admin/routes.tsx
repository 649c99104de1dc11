// Route objects of the admin pages, lazily loaded. adminRoutes need the Admin role; translatorRoutes
// are open to Translators too (the app mounts each under its guard).
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const translatorRoutes: RouteObject[] = [
  {
    path: paths.admin.localization.path,
    lazy: async () => ({
      Component: (await import('./pages/localization-page.tsx')).LocalizationPage,
    }),
  },
];

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.wiki.path,
    lazy: async () => ({ Component: (await import('./pages/wiki-admin-page.tsx')).WikiAdminPage }),
  },
  {
    path: paths.admin.users.path,
    lazy: async () => ({ Component: (await import('./pages/users-page.tsx')).UsersPage }),
  },
  {
    path: paths.admin.profiles.path,
    lazy: async () => ({ Component: (await import('./pages/profiles-page.tsx')).ProfilesPage }),
  },
  {
    path: paths.admin.userOverviewList.path,
    lazy: async () => ({
      Component: (await import('./pages/users-page.tsx')).UserOverviewListPage,
    }),
  },
  {
    path: paths.admin.userOverview.path,
    lazy: async () => ({
      Component: (await import('./pages/user-detail-page.tsx')).UserDetailPage,
    }),
  },
  {
    path: paths.admin.errorLog.path,
    lazy: async () => ({ Component: (await import('./pages/error-log-page.tsx')).ErrorLogPage }),
  },
  {
    path: paths.admin.auditLog.path,
    lazy: async () => ({ Component: (await import('./pages/audit-log-page.tsx')).AuditLogPage }),
  },
  {
    path: paths.admin.outbox.path,
    lazy: async () => ({ Component: (await import('./pages/outbox-page.tsx')).OutboxPage }),
  },
  {
    path: paths.admin.maintenance.path,
    lazy: async () => ({
      Component: (await import('./pages/maintenance-admin-page.tsx')).MaintenanceAdminPage,
    }),
  },
];
