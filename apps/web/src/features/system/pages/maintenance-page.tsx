// /maintenance: shown when the server answers 503 (spec §2 maintenance page).
import { Button, Center } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '../../../components/result-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('messages.maintenanceTitle'));
  return (
    <Center mih="100vh" p="md">
      <ResultScreen
        tone="info"
        title={t('messages.maintenanceTitle')}
        actions={
          <Button
            leftSection={<IconRefresh size={18} />}
            onClick={() => navigate(paths.home.getHref())}
          >
            {t('system.tryAgain')}
          </Button>
        }
      >
        {t('messages.maintenanceText')}
      </ResultScreen>
    </Center>
  );
}
