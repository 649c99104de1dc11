// Pricing, Log in and Register for visitors: buttons in the header, full-width in the small-screen
// navbar.
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';

export function HeaderVisitorActions() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" component={Link} to={paths.pricing.getHref()} visibleFrom="xs">
        {t('shell.pricing')}
      </Button>
      <Button variant="default" component={Link} to={paths.auth.login.getHref()}>
        {t('shell.login')}
      </Button>
      <Button component={Link} to={paths.auth.register.getHref()} visibleFrom="xs">
        {t('shell.register')}
      </Button>
    </Group>
  );
}

export function NavbarVisitorActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="md">
      <Button component={Link} to={paths.auth.register.getHref()} onClick={onNavigate} fullWidth>
        {t('shell.register')}
      </Button>
      <Button
        variant="default"
        component={Link}
        to={paths.auth.login.getHref()}
        onClick={onNavigate}
        fullWidth
      >
        {t('shell.login')}
      </Button>
      <Button
        variant="subtle"
        component={Link}
        to={paths.pricing.getHref()}
        onClick={onNavigate}
        fullWidth
      >
        {t('shell.pricing')}
      </Button>
    </Stack>
  );
}
