// Shown by the router when a page fails to load or render: a way to recover instead of a blank screen.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, Center } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { ResultScreen } from '@/components/result-screen.tsx';
import { reportClientError } from '@/lib/client-error-log.ts';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportClientError('boundary', error), [error]);
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
