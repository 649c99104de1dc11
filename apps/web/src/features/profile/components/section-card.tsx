// A titled card of the profile page, linkable by its id (#change-password, #delete-account, …).
import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';

type ProfileSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
};

export function ProfileSection({ id, title, description, aside, children }: ProfileSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card component="section" id={id} aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
