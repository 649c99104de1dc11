// How offers are ranked, on the supplier's tender page: each criterion with its weight and
// winning direction, and the score in plain words — so a supplier knows before the live auction
// what a lower price (or a better delivery time) is worth (issue 27), and how equal scores rank
// under this auction's tie rule (issue 29).
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { WinningThreshold, round2, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

export function RankingExplanation({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const criteria = tender.criteriaDetails;
  if (criteria.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="ranking-explanation-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="ranking-explanation-title">
          {t('supplier.ranking.title')}
        </Title>
        <List size="sm" spacing={4} data-testid="ranking-weights">
          {criteria.map((criterion) => (
            <List.Item key={criterion.id ?? criterion.name}>
              {t('supplier.ranking.weight', {
                name: criterion.name,
                percent: round2(criterion.weight.id * 100),
                direction: t(
                  criterion.winningThreshold.id === WinningThreshold.HIGHEST
                    ? 'supplier.ranking.highestWins'
                    : 'supplier.ranking.lowestWins',
                ),
              })}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          {criteria.length === 1 ? t('supplier.ranking.priceOnly') : t('supplier.ranking.score')}
        </Text>
        <Text size="sm" data-testid="ranking-tie-rule">
          <Text span inherit fw={600}>
            {t(`tieRules.${tender.tieRule}`)}:
          </Text>{' '}
          {t(`tieRules.${tender.tieRule}.hint`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('supplier.ranking.complete')}
        </Text>
      </Stack>
    </Card>
  );
}
