// The live connection's state (spec §4: connecting, connected, reconnecting, disconnected) as a
// dot with a label, announced when it changes; a retry button once reconnection gave up.
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import type { ConnectionState } from '@/lib/realtime/connection.ts';

const dotColor: Record<ConnectionState, string> = {
  connecting: 'var(--mantine-color-yellow-6)',
  connected: 'var(--mantine-color-teal-6)',
  reconnecting: 'var(--mantine-color-orange-6)',
  disconnected: 'var(--mantine-color-red-7)',
};

export function ConnectionStatus({
  state,
  onReconnect,
}: {
  state: ConnectionState;
  onReconnect?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: dotColor[state],
          flexShrink: 0,
        }}
      />
      <Text size="xs" c="dimmed">
        {t(`realtime.state.${state}`)}
      </Text>
      {state === 'disconnected' && onReconnect ? (
        <Button size="compact-xs" variant="subtle" onClick={onReconnect}>
          {t('realtime.reconnect')}
        </Button>
      ) : null}
    </Group>
  );
}
