// /admin/: the administrator's start page, a hub of the admin sections (a Translator sees only
// the localization texts, as the navigation does).
import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconBug,
  IconHistory,
  IconId,
  IconLanguage,
  IconMail,
  IconTool,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import type { EnglishTextKey } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { hasRole, useCurrentUser } from '@/lib/auth/session-store.ts';

type Section = {
  href: string;
  labelKey: EnglishTextKey;
  textKey: EnglishTextKey;
  Icon: typeof IconBook;
  /** Open to Translators too. */
  isForTranslators?: boolean;
};

const sections: Section[] = [
  {
    href: paths.admin.localization.getHref(),
    labelKey: 'admin.nav.localization',
    textKey: 'admin.dashboard.localization',
    Icon: IconLanguage,
    isForTranslators: true,
  },
  {
    href: paths.admin.wiki.getHref(),
    labelKey: 'admin.nav.wiki',
    textKey: 'admin.dashboard.wiki',
    Icon: IconBook,
  },
  {
    href: paths.admin.users.getHref(),
    labelKey: 'admin.nav.users',
    textKey: 'admin.dashboard.users',
    Icon: IconUsers,
  },
  {
    href: paths.admin.profiles.getHref(),
    labelKey: 'admin.nav.profiles',
    textKey: 'admin.dashboard.profiles',
    Icon: IconId,
  },
  {
    href: paths.admin.userOverviewList.getHref(),
    labelKey: 'admin.nav.userOverview',
    textKey: 'admin.dashboard.userOverview',
    Icon: IconUserSearch,
  },
  {
    href: paths.admin.outbox.getHref(),
    labelKey: 'admin.nav.outbox',
    textKey: 'admin.dashboard.outbox',
    Icon: IconMail,
  },
  {
    href: paths.admin.errorLog.getHref(),
    labelKey: 'admin.nav.errorLog',
    textKey: 'admin.dashboard.errorLog',
    Icon: IconBug,
  },
  {
    href: paths.admin.auditLog.getHref(),
    labelKey: 'admin.nav.auditLog',
    textKey: 'admin.dashboard.auditLog',
    Icon: IconHistory,
  },
  {
    href: paths.admin.maintenance.getHref(),
    labelKey: 'admin.nav.maintenance',
    textKey: 'admin.dashboard.maintenance',
    Icon: IconTool,
  },
];

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isAdmin = hasRole(user, 'Admin');
  const shown = sections.filter((section) => isAdmin || section.isForTranslators);

  return (
    <>
      <PageTitle
        title={t('admin.dashboard.title')}
        description={`${t('admin.dashboard.welcome', { name: user?.Name ?? '' })}. ${t('admin.dashboard.text')}`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0}>
        {shown.map((section) => (
          <li key={section.href} style={{ listStyle: 'none' }}>
            <UnstyledButton component={Link} to={section.href} display="block" h="100%">
              <Card withBorder h="100%">
                <ThemeIcon variant="light" size="lg" radius="md" mb="sm" aria-hidden>
                  <section.Icon size={20} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600}>{t(section.labelKey)}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(section.textKey)}
                </Text>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </>
  );
}
