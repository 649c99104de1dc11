// The admin area's own shell and colour accent (UI.md Frame), with a way back to the product.
import { ActionIcon, Button, MantineThemeProvider } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle.tsx';
import { Logo } from '@/components/logo.tsx';
import { paths } from '@/config/paths.ts';
import { signOut } from '@/lib/auth/session.ts';
import { hasRole, useCurrentUser } from '@/lib/auth/session-store.ts';
import { adminThemeOverride } from '../theme.ts';
import { AppFrame } from './app-frame.tsx';
import { adminNavigation, translatorNavigation } from './admin-navigation.ts';
import classes from './shell.module.css';

export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();

  const handleLogout = async () => {
    await navigate(paths.admin.login.getHref());
    await signOut();
  };

  return (
    <MantineThemeProvider theme={adminThemeOverride}>
      <div className={classes.adminScope}>
        <AppFrame
          headerClassName={classes.adminHeader}
          // Ten sections do not fit one header line: a navbar beside the pages from 992 px.
          navBreakpoint="md"
          navPlacement="side"
          logo={<Logo href={paths.admin.root.getHref()} suffix={t('admin.shell.badge')} />}
          navigation={
            hasRole(user, 'Translator') && !hasRole(user, 'Admin')
              ? translatorNavigation
              : adminNavigation
          }
          headerActions={
            <>
              <Button
                variant="subtle"
                component={Link}
                to={paths.home.getHref()}
                leftSection={<IconArrowLeft size={16} />}
                visibleFrom="sm"
              >
                {t('admin.shell.backToApp')}
              </Button>
              <ColorSchemeToggle />
              {user ? (
                <>
                  <Button
                    variant="default"
                    onClick={handleLogout}
                    leftSection={<IconLogout size={16} />}
                    visibleFrom="sm"
                  >
                    {t('shell.userMenu.logout')}
                  </Button>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    onClick={handleLogout}
                    aria-label={t('shell.userMenu.logout')}
                    title={t('shell.userMenu.logout')}
                    hiddenFrom="sm"
                  >
                    <IconLogout size={18} />
                  </ActionIcon>
                </>
              ) : null}
            </>
          }
          navbarFooter={(close) => (
            <Button
              variant="subtle"
              component={Link}
              to={paths.home.getHref()}
              onClick={close}
              leftSection={<IconArrowLeft size={16} />}
              justify="flex-start"
            >
              {t('admin.shell.backToApp')}
            </Button>
          )}
        />
      </div>
    </MantineThemeProvider>
  );
}
