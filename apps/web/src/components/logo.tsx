// The Tendermark word mark, linking home.
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';

export function Logo({ href, suffix }: { href: string; suffix?: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={href}
      // With a suffix its visible words name the link (axe label-content-name-mismatch).
      aria-label={suffix ? undefined : t('shell.logo.home')}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconGavel size={20} stroke={1.8} />
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {t('app.name')}
        </Text>
        {suffix ? ' ' : null}
        {suffix ? (
          <Text fw={600} fz="sm" c="dimmed">
            {suffix}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
