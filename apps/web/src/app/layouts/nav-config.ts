// The entries of the main navigation (the admin area's are in admin-navigation.ts, loaded with it);
// each later feature adds its page here once it exists.
import {
  IconHelp,
  IconAddressBook,
  IconBuildingStore,
  IconGavel,
  IconLayoutDashboard,
  IconSearch,
  IconSquarePlus,
} from '@tabler/icons-react';
import type { EnglishTextKey } from '@tendermark/shared';
import { paths } from '@/config/paths.ts';

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
    href: paths.auctions.supplierList.getHref(),
    Icon: IconBuildingStore,
  },
  { labelKey: 'nav.contacts', href: paths.contacts.getHref(), Icon: IconAddressBook },
  publicAuctions,
  wiki,
];

/** What a visitor can use without an account: public auctions, government tenders, the wiki. */
export const visitorNavigation: NavEntry[] = [
  publicAuctions,
  {
    labelKey: 'nav.govTenders',
    href: paths.search.public.getHref('tab=gov'),
    // An icon the shell already loads: each new one weighs on the first page's budget.
    Icon: IconGavel,
  },
  wiki,
];

/**
 * An entry is current on its own page and on the pages nested below it (the roots match exactly);
 * an entry for a tab of a page (`?tab=gov`) only on that tab, and then the page's own entry is not.
 */
export function isNavEntryActive(
  entry: NavEntry,
  pathname: string,
  search = '',
  navigation: readonly NavEntry[] = [],
): boolean {
  const [path = '', query] = entry.href.split('?');
  const isRoot = path === paths.home.getHref() || path === paths.admin.root.getHref();
  const normalized = pathname.replace(/\/+$/, '') || '/';
  if (!(isRoot ? normalized === path : normalized.startsWith(path))) return false;
  const isTab = (href: string) =>
    href.startsWith(`${path}?`) && search.includes(href.split('?')[1]!);
  return query ? isTab(entry.href) : !navigation.some((other) => isTab(other.href));
}
