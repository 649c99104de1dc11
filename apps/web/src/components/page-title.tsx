// The visible title of a page, also written to the browser tab.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/use-page-title.ts';

type PageTitleProps = {
  title: string;
  description?: ReactNode;
};

export function PageTitle({ title, description }: PageTitleProps) {
  usePageTitle(title);

  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
