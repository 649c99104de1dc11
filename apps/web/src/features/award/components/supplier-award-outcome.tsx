// The award as a supplier sees it on their tender page, beside the auction's result: the ranking
// is the auction's, the award is the buyer's decision after it, and the two are worded apart.
// Pending: the buyer is deciding; awarded to them: what they won and the next step; awarded to
// another supplier: that, and their rank when the buyer shares ranks; closed without award: why.
import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import type { TTender, TTenderAward } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { AwardLetterButton } from './award-letter-button.tsx';
import { AwardStateBadge } from './award-state-badge.tsx';

function WonLines({ award, currency }: { award: TTenderAward; currency: string }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={2} data-testid="award-won-lines">
      {award.lines.map((line) => (
        <List.Item key={line.itemId ?? 'whole'}>
          {line.itemName ?? t('award.wholeTender')}:{' '}
          <Money fw={700} amount={line.amount} currency={currency} />
        </List.Item>
      ))}
    </List>
  );
}

function OutcomeText({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const { award, currency } = tender;
  if (!award) return null;
  if (award.state === 'pending') return <Text size="sm">{t('award.supplier.pendingText')}</Text>;
  if (award.state === 'notAwarded')
    return (
      <Stack gap={4}>
        <Text size="sm">{t('award.supplier.notAwardedText')}</Text>
        {award.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('award.supplier.reason', { reason: award.reason })}
          </Text>
        ) : null}
      </Stack>
    );
  if (award.lines.length > 0)
    return (
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('award.supplier.wonText')}
        </Text>
        <WonLines award={award} currency={currency} />
        <Group>
          <AwardLetterButton tender={{ id: tender.tenderId, name: tender.name }} />
        </Group>
        {award.total !== null && award.lines.length > 1 ? (
          <Text size="sm">
            {t('award.panel.total')} <Money fw={700} amount={award.total} currency={currency} />
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {award.isFinal ? t('award.supplier.finalNext') : t('award.supplier.openNext')}
        </Text>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">{t('award.supplier.otherText')}</Text>
      {award.myRank !== undefined ? (
        <Text size="sm">
          {award.myRank === null
            ? t('award.supplier.notRanked')
            : t('award.supplier.rank', { rank: award.myRank })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Nothing for a tender without an award to show (not ended, or not the supplier's to see). */
export function SupplierAwardOutcome({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const { award } = tender;
  if (!award) return null;
  const hasWon = award.state === 'awarded' && award.lines.length > 0;
  const Icon = award.state === 'pending' ? IconHourglass : hasWon ? IconAward : IconInfoCircle;
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="award-outcome-title"
      mb="lg"
      data-testid="award-outcome"
      style={
        hasWon ? { borderColor: 'var(--mantine-color-green-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="award-outcome-title">
          <Icon size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {t('award.supplier.title')} <AwardStateBadge award={award} />
        </Title>
        <OutcomeText tender={tender} />
        {award.state === 'pending' ? (
          <Alert variant="light" color="gray" p="xs">
            <Text size="xs">{t('award.supplier.rankingIsNotAward')}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
