// The supplier's overall position, large: 1st in green with "leading", N/A (9999) while the offer
// is incomplete. Colour is never the only signal: a caption says the same.
import { memo } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Constants } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { FlashValue } from './flash-value.tsx';
import classes from './position-badge.module.css';

export function positionColor(position: number): string {
  if (position === 1) return 'green';
  if (position === Constants.noPosition) return 'gray';
  return 'brand';
}

export function positionTone(position: number): 'leading' | 'ranked' | 'unranked' {
  if (position === 1) return 'leading';
  if (position === Constants.noPosition) return 'unranked';
  return 'ranked';
}

export const PositionBadge = memo(function PositionBadge({ position }: { position: number }) {
  const { t } = useTranslation();
  const isRanked = position !== Constants.noPosition;
  const caption = !isRanked
    ? t('room.position.unranked')
    : position === 1
      ? t('room.position.leading')
      : t('room.position.behind');
  return (
    <Paper
      withBorder
      p="md"
      miw={180}
      data-testid="position-badge"
      data-position={position}
      data-tone={positionTone(position)}
      className={classes.badge}
    >
      <Stack gap={2} align="center">
        <Text size="sm" fw={600} c="dimmed">
          {t('room.position.label')}
        </Text>
        <Text
          fz={44}
          fw={800}
          lh={1.1}
          className={classes.value}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="position-value"
        >
          <FlashValue value={position}>
            {position === 1 ? (
              <IconTrophy size={30} aria-hidden style={{ marginRight: 6 }} />
            ) : null}
            {isRanked
              ? t('room.position.place', { count: position, ordinal: true })
              : t('room.position.none')}
          </FlashValue>
        </Text>
        <Text size="xs" ta="center" maw={220}>
          {caption}
        </Text>
      </Stack>
    </Paper>
  );
});
