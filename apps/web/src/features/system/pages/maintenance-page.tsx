// /maintenance: shown when the server answers 503 (spec §2 maintenance page): its database is away,
// or an admin turned maintenance on, whose message it shows. It asks the server again by itself, as
// its Retry-After says and then less and less often, and brings the user back to the page they were
// on once it answers and maintenance is off.
import { useEffect, useState } from 'react';
import { Button, Center, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { waitForServer } from '@/lib/server-recovery.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** What the API client leaves in the location's state when it sends the user here. */
export type MaintenanceState = {
  from?: string;
  retryAfterSeconds?: number | null;
  /** The admin's message, when an admin turned maintenance on. */
  message?: string | null;
};

/** The page to return to: one of this app's own paths, never this page itself. */
function returnPath(state: unknown): string {
  const from = (state as MaintenanceState | null)?.from;
  const isOwnPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return isOwnPath && !from.startsWith(paths.maintenance.path) ? from : paths.home.getHref();
}

export function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(t('messages.maintenanceTitle'));
  const target = returnPath(location.state);
  const state = location.state as MaintenanceState | null;
  const retryAfterSeconds = state?.retryAfterSeconds;
  const [message, setMessage] = useState(state?.message ?? null);

  useEffect(() => {
    const controller = new AbortController();
    void waitForServer({
      retryAfterSeconds,
      signal: controller.signal,
      onMaintenance: setMessage,
    }).then(() => {
      if (!controller.signal.aborted) void navigate(target, { replace: true });
    });
    return () => controller.abort();
  }, [navigate, target, retryAfterSeconds]);

  return (
    <Center mih="100vh" p="md">
      <ResultScreen
        tone="info"
        title={t('messages.maintenanceTitle')}
        actions={
          <Button
            leftSection={<IconRefresh size={18} />}
            onClick={() => navigate(target, { replace: true })}
          >
            {t('system.tryAgain')}
          </Button>
        }
      >
        {t('messages.maintenanceText')}
        {message ? (
          <Text span display="block" mt="sm" c="var(--mantine-color-text)" fw={500}>
            {message}
          </Text>
        ) : null}
      </ResultScreen>
    </Center>
  );
}
