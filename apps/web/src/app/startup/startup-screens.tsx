// Screens shown before the localization texts exist, so their words come from the bundled English texts.
import { useEffect, useRef } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconTool, IconWifiOff } from '@tabler/icons-react';
import { Messages, StartupTexts } from '@tendermark/shared';
import { waitForServer } from '@/lib/server-recovery.ts';

type StartupProblemProps = {
  kind: 'maintenance' | 'localization-failed';
  onRetry: () => void;
};

export function StartupProblemScreen({ kind, onRetry }: StartupProblemProps) {
  const isMaintenance = kind === 'maintenance';
  const title = isMaintenance ? Messages.maintenanceTitle : StartupTexts['startup.failed.title'];
  const text = isMaintenance ? Messages.maintenanceText : StartupTexts['startup.failed.text'];
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

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={420} role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <Icon size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
          {StartupTexts['startup.retry']}
        </Button>
      </Stack>
    </Center>
  );
}
