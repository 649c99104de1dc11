// The end of the auction (status 22), from GetAuctionResult: the winner (the owner sees who; a
// supplier sees whether it won or its final position), expected and winning totals, and savings.
// Under a sharing tie rule (issue 29) offers may tie for first: the owner sees every one of them
// and which is recorded as the winner, each tied supplier that it tied (never "You won").
// In a Japanese or Dutch tender (issue 30) the headline tells what became of each lot instead (the
// lots may go to different suppliers): at which price, and taken by whom (the owner), by the
// supplier or another one (a supplier), or by nobody; an English tender's wording stays.
import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconFlag, IconTrophy } from '@tabler/icons-react';
import { Constants, standingKind, type TAuctionResult, type TieRule } from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import { Link } from 'react-router';
import { Money } from '@/components/money.tsx';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/money.ts';
import type { LotRow } from '../model/lots.ts';

type ResultPanelProps = {
  result: TAuctionResult;
  viewer: 'owner' | 'supplier';
  tieRule: TieRule;
  /** Japanese and Dutch: the lots as GetLots tells them (the supplier's own part included). */
  lots?: LotRow[];
};

type RankingEntry = TAuctionResult['finalRanking'][number];

const isTiedForFirst = (tieRule: TieRule) => (entry: RankingEntry) =>
  standingKind(tieRule, entry.position, entry.tiedWith) === 'tiedForFirst';

/** The owner's headline when offers tied for first: all of them, and who is recorded as winner. */
function OwnerTie({ tied, winner }: { tied: RankingEntry[]; winner?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="result-winner" data-tied>
      <Text fz="lg">
        {t('room.result.tiedForFirst')}{' '}
        <Text span fw={700} inherit style={{ wordBreak: 'break-all' }}>
          {tied.map((entry) => entry.userName).join(', ')}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {t('room.result.tieNote', { name: winner ?? '' })}
      </Text>
    </Stack>
  );
}

function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A clock lot's end: taken by nobody, or, for the owner, by whom (every supplier who tied at the
 * floor), and for a supplier, by them or by another supplier.
 */
function lotResultText(
  t: TFunction,
  row: LotRow,
  currency: string,
  viewer: ResultPanelProps['viewer'],
): string {
  const { name } = row;
  if (row.lot.outcome === 'noAcceptance' || row.level === null)
    return t('room.result.lots.nobody', { name });
  const amount = formatMoney(row.level, currency);
  if (viewer === 'owner')
    return t('room.result.lots.ownerTook', { winner: row.winnerNames.join(', '), name, amount });
  return t(row.mine?.isWinner ? 'room.result.lots.youTook' : 'room.result.lots.otherTook', {
    name,
    amount,
  });
}

function LotResults({
  lots,
  currency,
  viewer,
}: {
  lots: LotRow[];
  currency: string;
  viewer: ResultPanelProps['viewer'];
}) {
  const { t } = useTranslation();
  const closed = lots.filter((row) => row.lot.state === 'closed');
  return (
    <Stack
      gap={4}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      data-testid="result-winner"
    >
      {closed.map((row) => (
        <Text
          component="li"
          key={row.itemId}
          fz="lg"
          fw={row.mine?.isWinner ? 700 : 400}
          data-testid={`result-lot-${row.itemId}`}
        >
          {lotResultText(t, row, currency, viewer)}
        </Text>
      ))}
    </Stack>
  );
}

function Headline({ result, viewer, tieRule, lots }: ResultPanelProps) {
  const { t } = useTranslation();
  if (lots) return <LotResults lots={lots} currency={result.currency} viewer={viewer} />;
  const tied = result.finalRanking.filter(isTiedForFirst(tieRule));
  if (viewer === 'owner' && tied.length > 0)
    return <OwnerTie tied={tied} winner={result.winner?.userName} />;
  if (viewer === 'owner')
    return result.winner ? (
      <Text fz="lg" data-testid="result-winner">
        {t('room.result.winner')}{' '}
        <Text span fw={700} inherit style={{ wordBreak: 'break-all' }}>
          {result.winner.userName}
        </Text>
      </Text>
    ) : (
      <Text fz="lg" data-testid="result-winner">
        {t('room.result.noWinner')}
      </Text>
    );
  if (tied.length > 0)
    return (
      <Group gap="xs" c="orange.9" data-testid="result-winner" data-tied>
        <IconTrophy size={26} aria-hidden />
        <Text fz="xl" fw={800} inherit>
          {t('room.result.youTied')}
        </Text>
      </Group>
    );
  if (result.winner?.isMe)
    return (
      <Group gap="xs" c="green.9" data-testid="result-winner">
        <IconTrophy size={26} aria-hidden />
        <Text fz="xl" fw={800} inherit>
          {t('room.result.youWon')}
        </Text>
      </Group>
    );
  const position = result.finalRanking[0]?.position ?? Constants.noPosition;
  return (
    <Text fz="lg" data-testid="result-winner">
      {position === Constants.noPosition
        ? t('room.result.notRanked')
        : t('room.result.finalPosition', {
            place: t('room.position.place', { count: position, ordinal: true }),
          })}
    </Text>
  );
}

export function ResultPanel({ result, viewer, tieRule, lots }: ResultPanelProps) {
  const { t } = useTranslation();
  const { currency, savings, expectedTotal, winningTotal } = result;
  const percent = savings !== null && expectedTotal > 0 ? (savings / expectedTotal) * 100 : null;
  return (
    <Paper
      withBorder
      p="lg"
      data-testid="result-panel"
      style={{ borderColor: 'var(--mantine-color-green-filled)', borderWidth: 2 }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <IconFlag size={22} aria-hidden />
            <Title order={2} fz="h3">
              {t('room.result.title')}
            </Title>
          </Group>
          <Button
            component={Link}
            to={paths.auctions.overview.getHref(result.tenderId)}
            size="xs"
            variant="light"
            leftSection={<IconFileText size={14} aria-hidden />}
          >
            {t('overview.link')}
          </Button>
        </Group>
        <Headline result={result} viewer={viewer} tieRule={tieRule} lots={lots} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Figure label={t('room.result.expectedTotal')} testId="result-expected">
            <Money amount={expectedTotal} currency={currency} />
          </Figure>
          <Figure label={t('room.result.winningTotal')} testId="result-winning">
            {winningTotal === null ? '—' : <Money amount={winningTotal} currency={currency} />}
          </Figure>
          <Figure label={t('room.result.savings')} testId="result-savings">
            {savings === null ? (
              '—'
            ) : (
              <>
                <Money amount={savings} currency={currency} />
                {percent !== null ? (
                  <Text span size="sm" c="dimmed" ml={6}>
                    {t('room.result.savingsPercent', { percent: percent.toFixed(1) })}
                  </Text>
                ) : null}
              </>
            )}
          </Figure>
        </SimpleGrid>
        {winningTotal === null && result.winner ? (
          <Alert color="gray" variant="light">
            {t('room.result.totalsHidden')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
