// One titled part of the supplier's proposal (conditions, bids, description, files).
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export function ProposalPart({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section">
      <Stack gap={2}>
        <Title order={3} fz="md">
          {title}
        </Title>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
