// Shown by the router when a page fails to load or render: a way to recover instead of a blank screen.
import { Button, Center } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '../../../components/result-screen.tsx';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <ResultScreen
        tone="error"
        title={t('system.error.title')}
        actions={
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {t('system.error.reload')}
          </Button>
        }
      >
        {t('messages.generalError')}
      </ResultScreen>
    </Center>
  );
}
