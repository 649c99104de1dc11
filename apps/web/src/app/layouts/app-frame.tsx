// The frame shared by the product and the admin area: header with logo, navigation and actions,
// and a navbar that replaces the header navigation behind a burger on small screens. Laid out by
// frame.module.css as Mantine's AppShell lays out its header, navbar and main: the AppShell
// component (its responsive variables computed in JavaScript, resizing, aside and footer) weighed
// 9 KB gzipped on every first page. The navbar's entries are drawn as Mantine's NavLink draws
// them, without its nested-links machinery (Collapse, 2 KB).
import type { CSSProperties, ReactNode } from 'react';
import {
  Burger,
  Container,
  Group,
  Stack,
  rem,
  UnstyledButton,
  useMantineTheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { headerHeight, navbarWidth } from '../theme.ts';
import { isNavEntryActive, type NavEntry } from './nav-config.ts';
import frame from './frame.module.css';
import classes from './shell.module.css';

type AppFrameProps = {
  logo: ReactNode;
  navigation: NavEntry[];
  headerActions: ReactNode;
  /** Extra content at the bottom of the small-screen navbar; gets a callback that closes it. */
  navbarFooter?: (closeNavbar: () => void) => ReactNode;
  headerClassName?: string;
  /** A notice above every page's content (e.g. the first-login survey's invitation). */
  banner?: ReactNode;
  /** A quiet line below every page (e.g. "Report an issue"). */
  footer?: ReactNode;
  /**
   * From this width the navigation sits in the header on one line; below it, behind the burger
   * (the breakpoints frame.module.css lays out).
   */
  navBreakpoint?: Extract<MantineBreakpoint, 'sm' | 'md' | 'lg'>;
  /**
   * 'side': from navBreakpoint the navigation is a navbar beside the content instead of a header
   * line (for more sections than one header line holds: the admin area).
   */
  navPlacement?: 'header' | 'side';
};

const navbarId = 'app-navbar';

/**
 * The sizes as the variables AppShell set (pages read --app-shell-header-offset and -height to
 * stay below the header); below the navigation breakpoint frame.module.css widens the navbar.
 */
const frameVariables = {
  '--app-shell-header-height': rem(headerHeight),
  '--app-shell-header-offset': rem(headerHeight),
  '--frame-navbar-width': rem(navbarWidth),
} as CSSProperties;

/** react-remove-scroll's class: a dialog's scroll lock keeps the fixed header where it was. */
const keepsPlaceWhenScrollLocks = 'right-scroll-bar-position';

export function AppFrame({
  logo,
  navigation,
  headerActions,
  navbarFooter,
  headerClassName,
  banner,
  footer,
  navBreakpoint = 'sm',
  navPlacement = 'header',
}: AppFrameProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [isNavbarOpen, { toggle, close }] = useDisclosure(false);
  const isSide = navPlacement === 'side';
  const isWide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints[navBreakpoint]})`);
  const isNavbarShown = isNavbarOpen || (isSide && isWide === true);

  return (
    <div
      className={frame.root}
      style={frameVariables}
      data-breakpoint={navBreakpoint}
      data-placement={navPlacement}
      data-navbar-open={isNavbarOpen || undefined}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header
        className={[frame.header, keepsPlaceWhenScrollLocks, headerClassName]
          .filter(Boolean)
          .join(' ')}
      >
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <Burger
              opened={isNavbarOpen}
              onClick={toggle}
              hiddenFrom={navBreakpoint}
              size="sm"
              aria-label={isNavbarOpen ? t('shell.closeNavigation') : t('shell.openNavigation')}
              aria-expanded={isNavbarOpen}
              aria-controls={navbarId}
            />
            {logo}
            {isSide ? null : (
              <Group
                component="nav"
                gap={4}
                wrap="nowrap"
                visibleFrom={navBreakpoint}
                aria-label={t('shell.mainNavigation')}
              >
                {navigation.map((entry) => {
                  const isActive = isNavEntryActive(entry, pathname, search, navigation);
                  return (
                    <UnstyledButton
                      key={entry.href}
                      component={Link}
                      to={entry.href}
                      className={classes.headerLink}
                      data-active={isActive || undefined}
                      aria-current={isActive ? 'page' : undefined}
                    >
                      {t(entry.labelKey)}
                    </UnstyledButton>
                  );
                })}
              </Group>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
          </Group>
        </Group>
      </header>
      {/* Off-screen while closed: inert keeps its links out of the tab order and the accessibility tree. */}
      <nav
        className={frame.navbar}
        id={navbarId}
        inert={!isNavbarShown}
        aria-label={t('shell.mainNavigation')}
      >
        <Stack gap="xs">
          {navigation.map((entry) => {
            const isActive = isNavEntryActive(entry, pathname, search, navigation);
            return (
              <UnstyledButton
                key={entry.href}
                component={Link}
                to={entry.href}
                className={frame.link}
                data-active={isActive || undefined}
                aria-current={isActive ? 'page' : undefined}
                onClick={close}
              >
                <span className={frame.linkSection}>
                  <entry.Icon size={18} stroke={1.6} />
                </span>
                <span className={frame.linkBody}>
                  <span className={frame.linkLabel}>{t(entry.labelKey)}</span>
                </span>
              </UnstyledButton>
            );
          })}
          {navbarFooter?.(close)}
        </Stack>
      </nav>
      <main className={frame.main} id="main-content" tabIndex={-1}>
        <Container size="xl" px={0}>
          {banner}
          <Outlet />
        </Container>
        {footer ? (
          <Container component="footer" size="xl" px={0} mt="xl" pt="md">
            {footer}
          </Container>
        ) : null}
      </main>
    </div>
  );
}
