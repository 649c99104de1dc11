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

export type LotMember = {
  supplierId: string;
  acceptedRound: number;
  acceptedSeq: number;
  droppedRound: number | null;
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

const earliestFirst = (a: LotMember, b: LotMember) => a.acceptedSeq - b.acceptedSeq;

function decided(holders: LotMember[], level: number): RoundClose {
  const [first] = [...holders].sort(earliestFirst);
  return {
    kind: 'closed',
    outcome: holders.length > 1 ? 'tied' : 'won',
    winnerId: first.supplierId,
    finalLevel: level,
    holders: holders.length,
  };
}

export function closeJapaneseRound(input: {
  members: readonly LotMember[];
  round: number;
  level: number;
  previousLevel: number;
  /** The round's level is the floor: no round follows. */
  isFloor: boolean;
  /** The tender's end (or its cancellation) closes the lot in this round. */
  isEnd: boolean;
}): RoundClose {
  const { members, round } = input;
  const survivors = members.filter((member) => member.acceptedRound === round);
  if (survivors.length === 0) {
    const previous = members.filter((member) => member.acceptedRound === round - 1);
    if (round === 0 || previous.length === 0) return NO_ACCEPTANCE;
    return decided(previous, input.previousLevel);
  }
  const goingOn = survivors.filter((member) => member.droppedRound === null).length;
  if (survivors.length === 1 || input.isFloor || input.isEnd || goingOn <= 1)
    return decided(survivors, input.level);
  return { kind: 'next', remaining: goingOn };
}
