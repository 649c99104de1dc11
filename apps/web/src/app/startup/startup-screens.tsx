// Screens shown before the localization texts exist, so their words are English: the bundled
// start-up texts, and the shared messages for maintenance (loaded then, as the server answers).
import { useEffect, useRef, useState } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconTool, IconWifiOff } from '@tabler/icons-react';
import { StartupTexts } from '@tendermark/shared';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { waitForServer } from '@/lib/server-recovery.ts';

type StartupProblemProps = {
  kind: 'maintenance' | 'localization-failed';
  onRetry: () => void;
};

export function StartupProblemScreen({ kind, onRetry }: StartupProblemProps) {
  const isMaintenance = kind === 'maintenance';
  const texts = useScreenTexts(isMaintenance);
  const Icon = isMaintenance ? IconTool : IconWifiOff;
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });

  // In maintenance the start is tried again by itself once the server answers.
  useEffect(() => {
    if (!isMaintenance) return;
    const controller = new AbortController();
    void waitForServer({ signal: controller.signal }).then(() => {
      if (!controller.signal.aborted) retry.current();
    });
    return () => controller.abort();
  }, [isMaintenance]);

  if (!texts) return <FullPageLoader label={StartupTexts['common.loading']} />;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={420} role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <Icon size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {texts.title}
        </Title>
        <Text c="dimmed">{texts.text}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
          {StartupTexts['startup.retry']}
        </Button>
      </Stack>
    </Center>
  );
}

type ScreenTexts = { title: string; text: string };

const failedTexts: ScreenTexts = {
  title: StartupTexts['startup.failed.title'],
  text: StartupTexts['startup.failed.text'],
};

/**
 * The screen's words: bundled for a failed start (which may have no connection at all), loaded
 * for maintenance (the server answers then). Should they not load, the server is not answering
 * after all: the failed start's words fit.
 */
function useScreenTexts(isMaintenance: boolean): ScreenTexts | null {
  const [maintenance, setMaintenance] = useState<ScreenTexts | null>(null);
  useEffect(() => {
    if (!isMaintenance) return;
    let isCurrent = true;
    import('./maintenance-texts.ts').then(
      ({ maintenanceTexts }) => isCurrent && setMaintenance(maintenanceTexts),
      () => isCurrent && setMaintenance(failedTexts),
    );
    return () => {
      isCurrent = false;
    };
  }, [isMaintenance]);
  return isMaintenance ? maintenance : failedTexts;
}
