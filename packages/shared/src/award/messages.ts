/**
 * The award's texts the server sends: its refusals (400, 409) and what suppliers are told. English,
 * with {placeholders} for fillMessage; the web app shows the refusals as the server gives them.
 */
export const AwardMessages = {
  notEnded: 'The award is decided once the auction has ended.',
  alreadyAwarded: 'The tender is already awarded: cancel the award first.',
  closedWithoutAward: 'The tender was closed without award; that decision is final.',
  nothingToCancel: 'There is no award to cancel.',
  isFinal: 'The award is final and can no longer be cancelled.',
  nothingToFinalize: 'There is no award to make final.',
  alreadyFinal: 'The award is already final.',

  mixedLines: 'Award either the whole tender to one supplier or items to suppliers, not both.',
  duplicateItem: 'Each item can be awarded only once.',
  unknownItem: 'The item is not part of this tender.',
  notParticipating:
    'The supplier has no offer in this auction (never bid, rejected, blocked, removed or left).',
  incompleteOffer: 'The whole tender can be awarded only to an offer with a bid on every item.',
  noBidOnItem: 'The supplier made no bid on this item.',
  reasonRequired:
    'A reason is required: the award does not go to the best-ranked offer, or the supplier did not confirm every mandatory condition.',

  decisionHeadline: 'Award decision',
  canceledHeadline: 'Award cancelled',
  finalHeadline: 'Award final',
  noticeTitle: '{headline}: "{name}"',
  winnerWholeText: 'The buyer awarded you the whole tender "{name}" for {amount}.',
  winnerItemsText: 'The buyer awarded you in "{name}": {lines}. Total: {amount}.',
  winnerNextStep: 'The award is not final yet: the buyer will contact you about the next steps.',
  othersText: 'The buyer awarded "{name}" to another supplier.',
  othersRankText: 'Your final position in the auction: {rank}.',
  othersUnrankedText: 'Your offer was not complete, so it was not ranked.',
  notAwardedText: 'The buyer closed "{name}" without awarding it.',
  reasonText: 'Reason: {reason}',
  canceledWinnerText: 'The buyer cancelled the award of "{name}" to you and will decide again.',
  canceledOthersText: 'The buyer cancelled the award of "{name}" and will decide again.',
  finalWinnerText:
    'The award of "{name}" to you is final: {lines}. The buyer will contact you to conclude the contract.',
} as const;

/** How the reason rule reads for the buyer, beside the reason field. */
export const AWARD_REASON_RULE =
  'A reason is required when a line does not go to the best-ranked offer (position 1) or, for an item, to the lowest bid on that item, and when the supplier did not confirm every mandatory condition.';
