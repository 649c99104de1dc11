// The frame of every dashboard card (a titled section with an optional link to more) and the
// states its body can be in: loading rows, empty with a next step, failed with a retry.
import { useId, type ReactNode } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';

type DashboardCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title: a link to the full list, a picker. */
  headerAction?: ReactNode;
  children: ReactNode;
  testId?: string;
};

export function DashboardCard({
  title,
  description,
  headerAction,
  children,
  testId,
}: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} h="100%" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {headerAction}
      </Group>
      {children}
    </Card>
  );
}

/** Placeholder rows of the height of the real ones while the list loads. */
export function RowsSkeleton({ rows = 3, height = 52 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} radius="sm" />
      ))}
    </Stack>
  );
}

type CardEmptyStateProps = { title?: string; text: string; action?: ReactNode };

/** What an empty list means and what to do next. */
export function CardEmptyState({ title, text, action }: CardEmptyStateProps) {
  return (
    <Stack gap="xs" align="flex-start" py="sm">
      {title ? <Text fw={600}>{title}</Text> : null}
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      {action}
    </Stack>
  );
}

type CardErrorStateProps = { onRetry: () => void; isRetrying: boolean };

/** A call that failed: the card stays, says so, and offers to try again. */
export function CardErrorState({ onRetry, isRetrying }: CardErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('dashboard.loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={isRetrying}>
          {t('system.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
