// A titled card of the overview page, a region named by its title for screen readers.
import { useId, type ReactNode } from 'react';
import { Card, Stack, Table, Title } from '@mantine/core';

export function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A table that scrolls sideways on a phone instead of squeezing its numbers. */
export function OverviewTable({
  minWidth,
  header,
  children,
}: {
  minWidth: number;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>{header}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Right-aligned cells with tabular figures for amounts (UI.md Data). */
export const numberCell = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;
