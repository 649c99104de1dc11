// The entries of the main and admin navigation; each later feature adds its page here once it exists.
import {
  IconBook,
  IconBug,
  IconHelp,
  IconHistory,
  IconId,
  IconLanguage,
  IconMail,
  IconTool,
  IconUserSearch,
  IconUsers,
  IconAddressBook,
  IconBuildingBank,
  IconBuildingStore,
  IconGavel,
  IconLayoutDashboard,
  IconSearch,
  IconSquarePlus,
} from '@tabler/icons-react';
import type { EnglishTextKey } from '@tendermark/shared';
import { paths } from '../../config/paths.ts';
import { supplierPaths } from '../../features/suppliers/paths.ts';
import { contactPaths } from '../../features/contacts/paths.ts';

export type NavEntry = {
  labelKey: EnglishTextKey;
  href: string;
  Icon: typeof IconLayoutDashboard;
};

const publicAuctions: NavEntry = {
  labelKey: 'nav.publicAuctions',
  href: paths.search.public.getHref(),
  Icon: IconSearch,
};
const wiki: NavEntry = { labelKey: 'nav.wiki', href: paths.wiki.getHref(), Icon: IconHelp };

/** A member's sections. */
export const mainNavigation: NavEntry[] = [
  { labelKey: 'nav.dashboard', href: paths.home.getHref(), Icon: IconLayoutDashboard },
  { labelKey: 'nav.myAuctions', href: paths.auctions.myList.getHref(), Icon: IconGavel },
  { labelKey: 'nav.newAuction', href: paths.auctions.create.getHref(), Icon: IconSquarePlus },
  {
    labelKey: 'nav.supplierAuctions',
    href: supplierPaths.list.getHref(),
    Icon: IconBuildingStore,
  },
  { labelKey: 'nav.contacts', href: contactPaths.my.getHref(), Icon: IconAddressBook },
  publicAuctions,
  wiki,
];

/** What a visitor can use without an account: public auctions, government tenders, the wiki. */
export const visitorNavigation: NavEntry[] = [
  publicAuctions,
  {
    labelKey: 'nav.govTenders',
    href: paths.search.public.getHref('tab=gov'),
    Icon: IconBuildingBank,
  },
  wiki,
];

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

/**
 * An entry is current on its own page and on the pages nested below it (the roots match exactly);
 * an entry with a query (a tab of a page) only when the location has that query too, and then the
 * page's entry without it is not.
 */
export function isNavEntryActive(
  entry: NavEntry,
  pathname: string,
  search = '',
  navigation: readonly NavEntry[] = [],
): boolean {
  const [entryPath = '', entryQuery] = entry.href.split('?');
  const isRoot = entryPath === paths.home.getHref() || entryPath === paths.admin.root.getHref();
  const normalized = pathname.replace(/\/+$/, '') || '/';
  const pathMatches = isRoot ? normalized === entryPath : normalized.startsWith(entryPath);
  if (!pathMatches) return false;
  const params = new URLSearchParams(search);
  const hasQuery = (query: string) =>
    [...new URLSearchParams(query)].every(([key, value]) => params.get(key) === value);
  if (entryQuery) return hasQuery(entryQuery);
  // A sibling entry for a tab of this page is the current one instead.
  return !navigation.some((other) => {
    const [otherPath, otherQuery] = other.href.split('?');
    return otherPath === entryPath && otherQuery !== undefined && hasQuery(otherQuery);
  });
}
