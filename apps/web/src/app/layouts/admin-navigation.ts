// The admin area's navigation, loaded with its shell (admin-layout.tsx) rather than by every page.
import {
  IconBook,
  IconBug,
  IconHistory,
  IconId,
  IconLanguage,
  IconLayoutDashboard,
  IconMail,
  IconTool,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '@/config/paths.ts';
import type { NavEntry } from './nav-config.ts';

export const adminNavigation: NavEntry[] = [
  { labelKey: 'admin.nav.dashboard', href: paths.admin.root.getHref(), Icon: IconLayoutDashboard },
  {
    labelKey: 'admin.nav.localization',
    href: paths.admin.localization.getHref(),
    Icon: IconLanguage,
  },
  { labelKey: 'admin.nav.wiki', href: paths.admin.wiki.getHref(), Icon: IconBook },
  { labelKey: 'admin.nav.users', href: paths.admin.users.getHref(), Icon: IconUsers },
  { labelKey: 'admin.nav.profiles', href: paths.admin.profiles.getHref(), Icon: IconId },
  {
    labelKey: 'admin.nav.userOverview',
    href: paths.admin.userOverviewList.getHref(),
    Icon: IconUserSearch,
  },
  { labelKey: 'admin.nav.outbox', href: paths.admin.outbox.getHref(), Icon: IconMail },
  { labelKey: 'admin.nav.errorLog', href: paths.admin.errorLog.getHref(), Icon: IconBug },
  { labelKey: 'admin.nav.auditLog', href: paths.admin.auditLog.getHref(), Icon: IconHistory },
  { labelKey: 'admin.nav.maintenance', href: paths.admin.maintenance.getHref(), Icon: IconTool },
];

/** A Translator reaches the localization texts only. */
export const translatorNavigation: NavEntry[] = adminNavigation.filter(
  (entry) => entry.href === paths.admin.localization.getHref(),
);
