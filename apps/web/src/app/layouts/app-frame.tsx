// The AppShell shared by the product and the admin area: header with logo, navigation and actions,
// and a navbar that replaces the header navigation behind a burger on small screens.
import type { ReactNode } from 'react';
import {
  AppShell,
  Burger,
  Container,
  Group,
  NavLink,
  Stack,
  UnstyledButton,
  useMantineTheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { headerHeight, navbarWidth } from '../theme.ts';
import { isNavEntryActive, type NavEntry } from './nav-config.ts';
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
  /** From this width the navigation sits in the header on one line; below it, behind the burger. */
  navBreakpoint?: MantineBreakpoint;
  /**
   * 'side': from navBreakpoint the navigation is a navbar beside the content instead of a header
   * line (for more sections than one header line holds: the admin area).
   */
  navPlacement?: 'header' | 'side';
};

const navbarId = 'app-navbar';

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
    <AppShell
      header={{ height: headerHeight }}
      navbar={{
        width: navbarWidth,
        breakpoint: navBreakpoint,
        collapsed: { desktop: !isSide, mobile: !isNavbarOpen },
      }}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header className={headerClassName}>
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
      </AppShell.Header>
      {/* Off-screen while closed: inert keeps its links out of the tab order and the accessibility tree. */}
      <AppShell.Navbar
        p="md"
        id={navbarId}
        hiddenFrom={isSide ? undefined : navBreakpoint}
        inert={!isNavbarShown}
        aria-label={t('shell.mainNavigation')}
      >
        <Stack gap="xs">
          {navigation.map((entry) => {
            const isActive = isNavEntryActive(entry, pathname, search, navigation);
            return (
              <NavLink
                key={entry.href}
                component={Link}
                to={entry.href}
                label={t(entry.labelKey)}
                leftSection={<entry.Icon size={18} stroke={1.6} />}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
          {navbarFooter?.(close)}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="xl" px={0}>
          {banner}
          <Outlet />
        </Container>
        {footer ? (
          <Container component="footer" size="xl" px={0} mt="xl" pt="md">
            {footer}
          </Container>
        ) : null}
      </AppShell.Main>
    </AppShell>
  );
}
