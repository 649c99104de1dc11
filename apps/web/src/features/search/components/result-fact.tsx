// One labelled fact of a search result or the overview: a small caption above its value.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

export function ResultFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
