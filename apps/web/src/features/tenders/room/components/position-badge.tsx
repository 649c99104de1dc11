// The supplier's overall position, large: 1st in green with "leading", N/A (9999) while the offer
// is incomplete. Under a sharing tie rule (issue 29) an offer may share its position: the badge
// says "tied for first" (never "leading" or "won" while another offer holds the same score) or
// "tied". Colour is never the only signal: a caption says the same. Once the auction has ended it
// is the final position, and the caption says how it ended (never "leading").
import { memo } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import {
  Constants,
  DEFAULT_TIE_RULE,
  standingKind,
  type EnglishTextKey,
  type StandingKind,
  type TieRule,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FlashValue } from './flash-value.tsx';
import classes from './position-badge.module.css';

export function positionColor(position: number): string {
  if (position === 1) return 'green';
  if (position === Constants.noPosition) return 'gray';
  return 'brand';
}

type Tone = 'leading' | 'tiedForFirst' | 'ranked' | 'unranked';

const TONES: Record<StandingKind, Tone> = {
  leading: 'leading',
  tiedForFirst: 'tiedForFirst',
  tied: 'ranked',
  behind: 'ranked',
  unranked: 'unranked',
};

const CAPTIONS: Record<StandingKind, { live: EnglishTextKey; ended: EnglishTextKey }> = {
  leading: { live: 'room.position.leading', ended: 'room.position.won' },
  tiedForFirst: { live: 'room.position.tiedForFirst', ended: 'room.position.endedTiedForFirst' },
  tied: { live: 'room.position.tied', ended: 'room.position.endedTied' },
  behind: { live: 'room.position.behind', ended: 'room.position.endedBehind' },
  unranked: { live: 'room.position.unranked', ended: 'room.position.endedUnranked' },
};

type PositionBadgeProps = {
  position: number;
  /** How many other offers share the position (a sharing tie rule). */
  tiedWith?: number;
  tieRule?: TieRule;
  isEnded?: boolean;
};

export const PositionBadge = memo(function PositionBadge({
  position,
  tiedWith = 0,
  tieRule = DEFAULT_TIE_RULE,
  isEnded = false,
}: PositionBadgeProps) {
  const { t } = useTranslation();
  const kind = standingKind(tieRule, position, tiedWith);
  const isRanked = kind !== 'unranked';
  const caption = t(CAPTIONS[kind][isEnded ? 'ended' : 'live']);
  return (
    <Paper
      withBorder
      p="md"
      miw={180}
      data-testid="position-badge"
      data-position={position}
      data-tone={TONES[kind]}
      data-tied={tiedWith > 0 || undefined}
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
            {kind === 'leading' || kind === 'tiedForFirst' ? (
              <IconTrophy size={30} aria-hidden style={{ marginRight: 6 }} />
            ) : null}
            {isRanked
              ? t('room.position.place', { count: position, ordinal: true })
              : t('room.position.none')}
          </FlashValue>
        </Text>
        <Text size="xs" ta="center" maw={220} data-testid="position-caption">
          {caption}
        </Text>
      </Stack>
    </Paper>
  );
});
