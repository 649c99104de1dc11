// The outcome of a one-step flow (activation, registration, password reset): icon, page heading, text, actions.
import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

type ResultTone = 'success' | 'error' | 'info';

const toneLook: Record<ResultTone, { color: string; Icon: typeof IconCircleCheck }> = {
  success: { color: 'teal', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconAlertTriangle },
  info: { color: 'brand', Icon: IconInfoCircle },
};

type ResultScreenProps = {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

export function ResultScreen({ tone, title, children, actions }: ResultScreenProps) {
  const { color, Icon } = toneLook[tone];
  return (
    <Stack align="center" ta="center" gap="md" role={tone === 'error' ? 'alert' : 'status'}>
      <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz="h3">
        {title}
      </Title>
      {children ? <Text c="dimmed">{children}</Text> : null}
      {actions ? (
        <Group justify="center" mt="sm">
          {actions}
        </Group>
      ) : null}
    </Stack>
  );
}
