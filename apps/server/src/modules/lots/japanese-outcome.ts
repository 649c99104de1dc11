/**
 * How a Japanese round ends (issue 30), as a pure rule over the lot's members. An acceptance is
 * binding: a member who accepted the round and dropped out afterwards still holds that level.
 *
 * - One member accepted the round: the lot is theirs at its level.
 * - Nobody did: in round 0 nobody takes the lot; later, those who accepted the round before tie
 *   at its level (all of them dropped in this round), the earliest acceptance first.
 * - Several did, and the round's level is the floor, or the tender's end cut the clock, or at most
 *   one of them goes on: they tie at this level, the earliest acceptance first.
 * - Otherwise the clock goes on with those who accepted and did not drop out.
 *
 * The winner recorded is always the earliest acceptance of the deciding level: it ranks first
 * under earlierWins, and under the sharing tie rules the ranking shares the position (rankOffers).
 */
import type { LotOutcome } from '@tendermark/shared';

/** What a round's close reads of the lot's members (counted in the database, not listed). */
export type RoundTally = {
  /** Accepted the round. */
  survivors: number;
  /** Accepted the round and did not drop out since. */
  goingOn: number;
  /** Accepted the round before (and not this one). */
  previous: number;
  /** The earliest acceptance of the round, and of the round before. */
  firstSurvivor: string | null;
  firstPrevious: string | null;
};

export type RoundClose =
  | { kind: 'next'; remaining: number }
  | {
      kind: 'closed';
      outcome: LotOutcome;
      winnerId: string | null;
      finalLevel: number | null;
      /** How many hold the final level. */
      holders: number;
    };

const NO_ACCEPTANCE: RoundClose = {
  kind: 'closed',
  outcome: 'noAcceptance',
  winnerId: null,
  finalLevel: null,
  holders: 0,
};

const decided = (holders: number, first: string | null, level: number): RoundClose => ({
  kind: 'closed',
  outcome: holders > 1 ? 'tied' : 'won',
  winnerId: first,
  finalLevel: level,
  holders,
});

export function closeJapaneseRound(input: {
  tally: RoundTally;
  round: number;
  level: number;
  previousLevel: number;
  /** The round's level is the floor: no round follows. */
  isFloor: boolean;
  /** The tender's end (or its cancellation) closes the lot in this round. */
  isEnd: boolean;
}): RoundClose {
  const { tally, round } = input;
  if (tally.survivors === 0) {
    if (round === 0 || tally.previous === 0) return NO_ACCEPTANCE;
    return decided(tally.previous, tally.firstPrevious, input.previousLevel);
  }
  if (tally.survivors === 1 || input.isFloor || input.isEnd || tally.goingOn <= 1)
    return decided(tally.survivors, tally.firstSurvivor, input.level);
  return { kind: 'next', remaining: tally.goingOn };
}
