// The supplier's overall position, large: 1st in green with "leading", N/A (9999) while the offer
// is incomplete. Colour is never the only signal: a caption says the same. Once the auction has
// ended it is the final position, and the caption says how it ended (never "leading").
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

type PositionBadgeProps = { position: number; isEnded?: boolean };

function captionKey(position: number, isEnded: boolean) {
  if (position === Constants.noPosition)
    return isEnded ? 'room.position.endedUnranked' : 'room.position.unranked';
  if (position === 1) return isEnded ? 'room.position.won' : 'room.position.leading';
  return isEnded ? 'room.position.endedBehind' : 'room.position.behind';
}

export const PositionBadge = memo(function PositionBadge({
  position,
  isEnded = false,
}: PositionBadgeProps) {
  const { t } = useTranslation();
  const isRanked = position !== Constants.noPosition;
  const caption = t(captionKey(position, isEnded));
  return (
    <Paper
      withBorder
      p="md"
      miw={180}
      data-testid="position-badge"
      data-position={position}
      data-tone={positionTone(position)}
      data-ended={isEnded || undefined}
      className={classes.badge}
    >
      <Stack gap={2} align="center">
        <Text size="sm" fw={600} c="dimmed">
          {t(isEnded ? 'room.position.finalLabel' : 'room.position.label')}
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
