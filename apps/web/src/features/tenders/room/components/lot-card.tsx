// One lot of a Japanese or Dutch auction (issue 30): the item, its state in words, the level as a
// unit price and the lot's total, the round's countdown, how many suppliers remain (Japanese, a
// count, never who), how it ended, and for a supplier the own part and the actions. An English lot
// with staggered close (the owner's view) shows its own close instead of a round, and its final best
// price once closed.
import { memo, type ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconUsers } from '@tabler/icons-react';
import type { AuctionFormat, LotStateName } from '@tendermark/shared';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatMoney } from '@/lib/money.ts';
import { formatQuantity } from '@/lib/quantity.ts';
import type { LotRow, OwnLotStatus } from '../model/lots.ts';
import { BidFact } from './bid-row-parts.tsx';
import { FlashValue } from './flash-value.tsx';
import { LotCloseCountdown } from './lot-close.tsx';
import { LotCountdown } from './lot-countdown.tsx';

/** What happened to the supplier's last action on this lot, in the round it was taken. */
export type LotFeedback = { tone: 'ok' | 'error'; text: string; round: number | null };

const stateColor: Record<LotStateName, string> = { waiting: 'gray', open: 'teal', closed: 'dark' };

const ownKeys: Partial<Record<OwnLotStatus, `lots.mine.${string}`>> = {
  notMember: 'lots.mine.notMember',
  toAccept: 'lots.mine.toAccept',
  acceptedThisRound: 'lots.mine.acceptedThisRound',
  dropped: 'lots.mine.dropped',
  won: 'lots.mine.won',
  lost: 'lots.mine.lost',
};

type LotCardProps = {
  row: LotRow;
  format: AuctionFormat;
  currency: string;
  viewer: 'owner' | 'supplier';
  isPending: boolean;
  feedback: LotFeedback | undefined;
  onAccept: (row: LotRow) => void;
  onDrop: (row: LotRow) => void;
};

function OwnStatus({ row }: { row: LotRow }) {
  const { t } = useTranslation();
  const key = ownKeys[row.own];
  if (!key) return null;
  const isGood = row.own === 'won' || row.own === 'acceptedThisRound';
  return (
    <Group gap={6} wrap="nowrap" data-testid="lot-own" data-own={row.own}>
      {isGood ? (
        <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-8)" />
      ) : null}
      <Text size="sm" fw={isGood ? 600 : 400}>
        {t(key as 'lots.mine.won')}
      </Text>
    </Group>
  );
}

function Outcome({
  row,
  format,
  currency,
}: {
  row: LotRow;
  format: AuctionFormat;
  currency: string;
}) {
  const { t } = useTranslation();
  const { lot } = row;
  if (lot.state !== 'closed' || !lot.outcome) return null;
  const amount = lot.finalLevel === null ? '' : formatMoney(lot.finalLevel, currency);
  return (
    <Stack gap={2} data-testid="lot-outcome">
      <Text size="sm" fw={600}>
        {lot.outcome === 'noAcceptance'
          ? t(format === 'english' ? 'lots.outcome.noBid' : 'lots.outcome.noAcceptance')
          : t(lot.outcome === 'won' ? 'lots.outcome.won' : 'lots.outcome.tied', { amount })}
      </Text>
      {lot.closedAt ? (
        <Text size="xs" c="dimmed">
          {t('lots.closedAt', { time: dayjs(lot.closedAt).format('HH:mm:ss') })}
        </Text>
      ) : null}
      {row.winnerNames.length > 0 ? (
        <Text size="sm" data-testid="lot-winners">
          {row.winnerNames.length === 1
            ? t('lots.winner', { name: row.winnerNames[0] })
            : t('lots.winners', { names: row.winnerNames.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Actions({ row, format, currency, isPending, onAccept, onDrop }: LotCardProps) {
  const { t } = useTranslation();
  if (!row.canAccept && !row.canDrop) return null;
  const amount = row.level === null ? '' : formatMoney(row.level, currency);
  return (
    <Group gap="sm" wrap="wrap">
      {row.canAccept ? (
        <Button
          onClick={() => onAccept(row)}
          loading={isPending}
          aria-label={t(format === 'dutch' ? 'lots.acceptOfferLabel' : 'lots.acceptLabel', {
            amount,
            name: row.name,
          })}
        >
          {t(format === 'dutch' ? 'lots.acceptOffer' : 'lots.accept')}
        </Button>
      ) : null}
      {row.canDrop ? (
        <Button
          variant="default"
          color="red"
          onClick={() => onDrop(row)}
          disabled={isPending}
          aria-label={t('lots.dropOutLabel', { name: row.name })}
        >
          {t('lots.dropOut')}
        </Button>
      ) : null}
    </Group>
  );
}

/** A clock lot's round, or an English lot's own close (staggered close). */
function Timing({ row }: { row: LotRow }) {
  const { t } = useTranslation();
  const { lot } = row;
  if (lot.state !== 'open') return null;
  if (!lot.roundEndsAt) return <LotCloseCountdown lot={lot} testId="lot-countdown" />;
  return (
    <LotCountdown
      until={lot.roundEndsAt}
      label={t('lots.roundEndsIn')}
      overLabel={t('lots.roundOver')}
      testId="lot-countdown"
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return <BidFact label={label}>{children}</BidFact>;
}

export const LotCard = memo(function LotCard(props: LotCardProps) {
  const { t } = useTranslation();
  const { row, format, currency, viewer, feedback } = props;
  const { lot } = row;
  const titleId = `lot-${row.itemId}-title`;
  // An open English lot has no price of its own to show (the ranking shows the bids): its close.
  const hasPrice = format !== 'english' || lot.state === 'closed';
  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={titleId}
      data-testid={`lot-${row.itemId}`}
      data-state={lot.state}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Title>
            <Text size="xs" c="dimmed">
              {t('lots.quantity', { quantity: formatQuantity(row.quantity), unit: row.unitName })}
              {lot.round !== null && lot.state === 'open'
                ? ` · ${t('lots.round', { round: lot.round + 1 })}`
                : ''}
            </Text>
          </Stack>
          <Badge color={stateColor[lot.state]} variant="light" data-testid="lot-state">
            {t(`lots.state.${lot.state}`)}
          </Badge>
        </Group>
        {hasPrice ? (
          <SimpleGrid cols={2} spacing="xs">
            <Fact
              label={t(
                lot.state === 'closed'
                  ? 'lots.finalPrice'
                  : format === 'dutch'
                    ? 'lots.offer'
                    : 'lots.level',
              )}
            >
              {row.level === null ? (
                <Text span c="dimmed" inherit>
                  —
                </Text>
              ) : (
                <span data-testid="lot-level">
                  <FlashValue value={row.level}>
                    <Money amount={row.level} currency={currency} />
                  </FlashValue>
                </span>
              )}
            </Fact>
            <Fact label={t('lots.lotTotal')}>
              {row.lotTotal === null ? (
                <Text span c="dimmed" inherit>
                  —
                </Text>
              ) : (
                <span data-testid="lot-total">
                  <Money amount={row.lotTotal} currency={currency} />
                </span>
              )}
            </Fact>
          </SimpleGrid>
        ) : null}
        <Timing row={row} />
        {format === 'japanese' && lot.remaining !== null ? (
          <Group gap={6} wrap="nowrap" data-testid="lot-remaining">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('lots.remaining', { count: lot.remaining })}</Text>
          </Group>
        ) : null}
        <Outcome row={row} format={format} currency={currency} />
        {viewer === 'supplier' ? <OwnStatus row={row} /> : null}
        {viewer === 'supplier' ? <Actions {...props} /> : null}
        {/* An earlier round's receipt would contradict what this round asks: it goes. */}
        {feedback &&
        (feedback.tone === 'error' || feedback.round === lot.round || lot.state === 'closed') ? (
          <Text
            size="sm"
            c={feedback.tone === 'ok' ? 'teal.9' : 'red.8'}
            role={feedback.tone === 'error' ? 'alert' : undefined}
            data-testid="lot-feedback"
          >
            {feedback.text}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
});
