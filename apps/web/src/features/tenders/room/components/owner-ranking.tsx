// The owner's ranking of every supplier, live: position, who, derived total and weighted score,
// and whether they are in the room now — a table, or a compact list on a phone. Unranked
// (incomplete) offers come last as N/A; offers sharing a position under a sharing tie rule
// (issue 29) say "tied".
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Constants, type PositionEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { FlashValue } from './flash-value.tsx';
import { positionColor } from './position-badge.tsx';

type OwnerRankingProps = {
  entries: PositionEntry[];
  currency: string;
  /** Who is in the room; null once nobody can be (the auction is over): no presence dots. */
  activeUserNames: ReadonlySet<string> | null;
};

const PHONE_QUERY = '(max-width: 48em)';
const numeric = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

function PlaceBadge({ position, tiedWith = 0 }: { position: number; tiedWith?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <FlashValue value={position}>
        <Badge
          color={positionColor(position)}
          variant={position === 1 ? 'filled' : 'light'}
          size="lg"
          tt="none"
        >
          {position === Constants.noPosition
            ? t('room.position.none')
            : t('room.position.place', { count: position, ordinal: true })}
        </Badge>
      </FlashValue>
      {tiedWith > 0 ? (
        <Text span size="xs" fw={600} data-testid="ranking-tied">
          {t('room.owner.tied')}
        </Text>
      ) : null}
    </Group>
  );
}

function Supplier({ userName, isActive }: { userName: string; isActive: boolean | null }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="center">
      {isActive === null ? null : (
        <span
          role="img"
          aria-label={isActive ? t('room.owner.inRoom') : t('room.owner.notInRoom')}
          title={isActive ? t('room.owner.inRoom') : t('room.owner.notInRoom')}
          style={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            background: isActive ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-4)',
          }}
        />
      )}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {userName}
      </Text>
    </Group>
  );
}

function Total({ entry, currency }: { entry: PositionEntry; currency: string }) {
  const { t } = useTranslation();
  return (
    <FlashValue value={entry.total}>
      {entry.total === null || entry.total === undefined ? (
        <Text span c="dimmed" inherit>
          {t('room.items.noBid')}
        </Text>
      ) : (
        <Money amount={entry.total} currency={currency} />
      )}
    </FlashValue>
  );
}

const scoreText = (score: number | null | undefined) =>
  score === null || score === undefined ? '—' : score.toFixed(4);

function RankingTable({ entries, currency, activeUserNames }: OwnerRankingProps) {
  const { t } = useTranslation();
  return (
    <Table
      verticalSpacing="xs"
      data-testid="owner-ranking"
      aria-label={t('room.owner.rankingTitle')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>{t('room.owner.position')}</Table.Th>
          <Table.Th>{t('room.owner.supplier')}</Table.Th>
          <Table.Th style={numeric}>{t('room.owner.total')}</Table.Th>
          <Table.Th style={numeric}>{t('room.owner.score')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.userName} data-testid="ranking-row" data-user={entry.userName}>
            <Table.Td>
              <PlaceBadge position={entry.position} tiedWith={entry.tiedWith} />
            </Table.Td>
            <Table.Td>
              <Supplier
                userName={entry.userName}
                isActive={activeUserNames ? activeUserNames.has(entry.userName) : null}
              />
            </Table.Td>
            <Table.Td style={numeric}>
              <Total entry={entry} currency={currency} />
            </Table.Td>
            <Table.Td style={numeric}>
              <FlashValue value={entry.score}>{scoreText(entry.score)}</FlashValue>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RankingList({ entries, currency, activeUserNames }: OwnerRankingProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      component="ol"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      data-testid="owner-ranking"
    >
      {entries.map((entry) => (
        <Group
          key={entry.userName}
          component="li"
          gap="sm"
          wrap="nowrap"
          align="flex-start"
          data-testid="ranking-row"
          data-user={entry.userName}
        >
          <div style={{ flexShrink: 0 }}>
            <PlaceBadge position={entry.position} tiedWith={entry.tiedWith} />
          </div>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Supplier
              userName={entry.userName}
              isActive={activeUserNames ? activeUserNames.has(entry.userName) : null}
            />
            <Text size="sm" fw={600}>
              <Total entry={entry} currency={currency} />
              <Text span size="xs" c="dimmed" fw={400} ml={8}>
                {t('room.owner.scoreValue', { score: scoreText(entry.score) })}
              </Text>
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

export function OwnerRanking(props: OwnerRankingProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Card>
      <Title order={2} fz="h4" mb="sm">
        {t('room.owner.rankingTitle')}
      </Title>
      {props.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('room.owner.noSuppliers')}
        </Text>
      ) : isPhone ? (
        <RankingList {...props} />
      ) : (
        <RankingTable {...props} />
      )}
    </Card>
  );
}
