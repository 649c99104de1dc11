// /admin/: the administrator's start page.
import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCurrentUser } from '../../../lib/auth/session-store.ts';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <>
      <PageTitle title={t('admin.dashboard.title')} />
      <Card>
        <Text fw={600}>{t('admin.dashboard.welcome', { name: user?.Name ?? '' })}</Text>
        <Text c="dimmed" mt={4}>
          {t('admin.dashboard.text')}
        </Text>
      </Card>
    </>
  );
}
