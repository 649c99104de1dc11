// A titled, linkable card section (#id) of a long page: the tender editor's steps, the profile.
import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

type SectionCardProps = {
  id: string;
  title: string;
  description?: ReactNode;
  /** Shown at the right of the title (e.g. an add button). */
  action?: ReactNode;
  /** Lets a wide action move below the title on narrow screens instead of squeezing it. */
  actionWraps?: boolean;
  children: ReactNode;
};

export function SectionCard({
  id,
  title,
  description,
  action,
  actionWraps = false,
  children,
}: SectionCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" id={id} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group
          justify="space-between"
          align="flex-start"
          gap="sm"
          wrap={actionWraps ? 'wrap' : 'nowrap'}
        >
          <Stack gap={2}>
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
