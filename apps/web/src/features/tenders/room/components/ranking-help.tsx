// "How ranking works": the weighted score formula and this auction's tie rule (issue 29), so the
// ranking is never a black box (issue 5 trust features), with this auction's weights.
import { memo, useState } from 'react';
import { Button, Collapse, List, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconHelpCircle } from '@tabler/icons-react';
import type { TieRule } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

type RankingHelpProps = {
  criteria: { name: string; weight: number; isHighest: boolean }[];
  tieRule: TieRule;
};

export const RankingHelp = memo(function RankingHelp({ criteria, tieRule }: RankingHelpProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm">
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconHelpCircle size={16} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{
              transform: isOpen ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
        aria-expanded={isOpen}
        aria-controls="room-ranking-help"
        onClick={() => setOpen((open) => !open)}
      >
        {t('room.ranking.howItWorks')}
      </Button>
      <Collapse expanded={isOpen}>
        <Stack gap="xs" p="sm" id="room-ranking-help">
          <Text size="sm">{t('room.ranking.score')}</Text>
          <Stack gap={0} data-testid="room-tie-rule">
            <Text size="sm" fw={600}>
              {t('room.ranking.tieRuleOf', { rule: t(`tieRules.${tieRule}`) })}
            </Text>
            <Text size="sm">{t(`tieRules.${tieRule}.hint`)}</Text>
          </Stack>
          <List size="sm" spacing={2}>
            {criteria.map((criterion) => (
              <List.Item key={criterion.name}>
                {t('room.ranking.criterionWeight', {
                  name: criterion.name,
                  percent: Math.round(criterion.weight * 100),
                  direction: t(
                    criterion.isHighest ? 'room.criteria.highestWins' : 'room.criteria.lowestWins',
                  ),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Collapse>
    </Paper>
  );
});
