// What the buyer asks for, as anyone may see it: the items with quantities and expected prices, the
// criteria with their weights and winning direction, and the must-have conditions.
import { Card, List, Stack, Table, Text, Title } from '@mantine/core';
import type { TPublicTenderOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatQuantity } from '@/lib/quantity.ts';

function ItemsTable({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('publicOverview.items.item')}</Table.Th>
            <Table.Th ta="right">{t('publicOverview.items.quantity')}</Table.Th>
            <Table.Th ta="right">{t('publicOverview.items.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('publicOverview.items.expected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.items.map((item, index) => (
            <Table.Tr key={`${index}-${item.name}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
                {item.description ? (
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(item.quantity)} {item.unitName}
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.unitPrice} currency={overview.currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Money amount={item.unitPrice * item.quantity} currency={overview.currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CriteriaTable({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('publicOverview.criteria.criterion')}</Table.Th>
            <Table.Th>{t('publicOverview.criteria.winner')}</Table.Th>
            <Table.Th ta="right">{t('publicOverview.criteria.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.criteria.map((criterion, index) => (
            <Table.Tr key={`${index}-${criterion.name}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {criterion.name}
                </Text>
                {criterion.unitName ? (
                  <Text size="xs" c="dimmed">
                    {criterion.unitName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {criterion.highestWins
                  ? t('publicOverview.criteria.highestWins')
                  : t('publicOverview.criteria.lowestWins')}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {Math.round(criterion.weightPercent)} %
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OverviewRequirements({ overview }: { overview: TPublicTenderOverview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="overview-items-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="overview-items-title">
            {t('publicOverview.items.title')}
          </Title>
          <ItemsTable overview={overview} />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="overview-criteria-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="overview-criteria-title">
            {t('publicOverview.criteria.title')}
          </Title>
          <CriteriaTable overview={overview} />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="overview-must-haves-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="overview-must-haves-title">
            {t('publicOverview.mustHaves.title')}
          </Title>
          {overview.mustHaveConditions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('publicOverview.mustHaves.none')}
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {overview.mustHaveConditions.map((condition, index) => (
                <List.Item key={`${index}-${condition}`}>{condition}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
