/**
 * The English UI texts of the comparison and the award (issue 29), spread into EnglishTexts. The
 * auction's ranking and the buyer's award are worded apart: a supplier may rank first and not be
 * awarded, or be awarded an item without ranking first.
 */
import { AWARD_REASON_RULE } from './messages.ts';

export const AwardTexts = {
  'award.wholeTender': 'Whole tender',
  'award.link.compare': 'Compare offers and award',
  'award.link.comparison': 'Comparison and award',

  'award.audit.awarded': 'Awarded',
  'award.audit.notAwarded': 'Closed without award',
  'award.audit.canceled': 'Award cancelled',
  'award.audit.final': 'Award made final',

  'award.state.pending': 'Pending award',
  'award.state.awarded': 'Awarded',
  'award.state.awardedFinal': 'Awarded, final',
  'award.state.notAwarded': 'Not awarded',

  'award.page.title': 'Comparison and award',
  'award.page.documentTitle': 'Comparison: {{name}}',
  'award.page.kicker': 'Comparison and award',
  'award.page.back': 'Back to the auction',
  'award.page.overview': 'Auction overview (bid history, PDF)',
  'award.page.notEnded': 'The comparison opens once the auction has ended.',
  'award.page.notFound': 'This tender does not exist, or you are not its owner.',

  'award.panel.title': 'Award',
  'award.panel.award': 'Award…',
  'award.panel.closeWithout': 'Close without award…',
  'award.panel.makeFinal': 'Make final…',
  'award.panel.cancel': 'Cancel award…',
  'award.panel.pendingText':
    'Compare the offers below, then award the whole tender or each item to a supplier, or close the tender without award. Every supplier is told by notification and e-mail.',
  'award.panel.openText':
    'The award is not final: you can still cancel it with a reason. Make it final once it is settled.',
  'award.panel.finalText': 'The award is final.',
  'award.panel.ranksShared': 'The other suppliers were told their rank.',
  'award.panel.ranksNotShared': 'The other suppliers were not told their rank.',
  'award.panel.reason': 'Reason:',
  'award.panel.line': 'Awarded',
  'award.panel.supplier': 'Supplier',
  'award.panel.amount': 'Amount',
  'award.panel.total': 'Total:',

  'award.dialog.title': 'Award the tender',
  'award.dialog.what': 'What to award',
  'award.dialog.whole': 'The whole tender to one supplier',
  'award.dialog.items': 'Each item to a supplier',
  'award.dialog.supplier': 'Supplier',
  'award.dialog.position': 'position {{position}}',
  'award.dialog.notAwarded': 'Not awarded',
  'award.dialog.noCompleteOffer': 'No offer has a bid on every item',
  'award.dialog.reason': 'Reason',
  'award.dialog.reasonRule': AWARD_REASON_RULE,
  'award.dialog.reasonNeeded': 'A reason is required for these choices',
  'award.dialog.shareRanks': 'Share ranks with the other suppliers',
  'award.dialog.shareRanksHint':
    'Suppliers who are not awarded are told their final position in the auction.',
  'award.dialog.total': 'Awarded total:',
  'award.dialog.confirm': 'Award',
  'award.dialog.done': 'Awarded. The suppliers are told.',

  'award.close.title': 'Close without award',
  'award.close.message':
    'The tender is closed without awarding anything. This is final; every supplier is told, with the reason.',
  'award.close.reason': 'Reason (shown to the suppliers)',
  'award.close.confirm': 'Close without award',
  'award.close.done': 'Closed without award. The suppliers are told.',

  'award.cancel.title': 'Cancel the award',
  'award.cancel.message':
    'The award is withdrawn and the tender is pending award again. The awarded suppliers are told the reason; the others that you decide again.',
  'award.cancel.reason': 'Reason (shown to the awarded suppliers)',
  'award.cancel.confirm': 'Cancel the award',
  'award.cancel.done': 'Award cancelled. The suppliers are told.',

  'award.final.title': 'Make the award final',
  'award.final.message':
    'A final award can no longer be cancelled. The awarded suppliers are told that the contract comes next.',
  'award.final.confirm': 'Make final',
  'award.final.done': 'The award is final. The awarded suppliers are told.',

  'award.matrix.title': 'Offers side by side',
  'award.matrix.intro':
    'The final offers of every supplier who bid. The best of each row is marked "Best"; choose a row to order the suppliers by it.',
  'award.matrix.regionLabel': 'Comparison of the offers (scrolls sideways)',
  'award.matrix.caption': 'One column per supplier; the first column names each row.',
  'award.matrix.supplier': 'Supplier',
  'award.matrix.best': 'Best',
  'award.matrix.demo': 'Demo bidder',
  'award.matrix.orderBy': 'Order suppliers by',
  'award.matrix.direction': 'Order',
  'award.matrix.ascending': 'Lowest first',
  'award.matrix.descending': 'Highest first',
  'award.matrix.sortBy': 'Order suppliers by {{label}}',
  'award.matrix.sortedBy': 'Suppliers ordered by {{label}}: reverse the order',
  'award.matrix.result': 'Result',
  'award.matrix.items': 'Items (unit price)',
  'award.matrix.criteria': 'Criteria',
  'award.matrix.conditions': 'Must-have conditions',
  'award.matrix.offer': 'Offer',
  'award.matrix.position': 'Position',
  'award.matrix.notRanked': 'Not ranked',
  'award.matrix.score': 'Score',
  'award.matrix.total': 'Total',
  'award.matrix.startingValue': 'Starting value {{amount}}',
  'award.matrix.savings': 'Savings',
  'award.matrix.name': 'Name',
  'award.matrix.itemHint': '{{quantity}} {{unit}}, starting at {{start}}',
  'award.matrix.lineTotal': 'line',
  'award.matrix.lowestWins': 'Weight {{weight}} %, lowest wins',
  'award.matrix.highestWins': 'Weight {{weight}} %, highest wins',
  'award.matrix.weighted': 'weighted {{score}}',
  'award.matrix.mandatory': 'Mandatory',
  'award.matrix.meetsMandatory': 'Every mandatory condition confirmed',
  'award.matrix.yes': 'Yes',
  'award.matrix.no': 'No',
  'award.matrix.noAnswer': 'No answer',
  'award.matrix.offerDescription': 'Description',
  'award.matrix.attachments': 'Attachments',
  'award.matrix.empty':
    'No supplier made an offer, so there is nothing to compare. You can close the tender without award.',

  'award.excluded.title': 'Not compared',
  'award.excluded.noBid': 'took part but never bid',
  'award.excluded.rejected': 'rejected or declined',
  'award.excluded.blocked': 'blocked',
  'award.excluded.removed': 'removed',
  'award.excluded.left': 'left the auction',
  'award.excluded.notAdmitted': 'never admitted to the auction',

  'award.supplier.title': 'Award decision',
  'award.supplier.pendingText':
    'The buyer is now comparing the offers and will decide the award. You will be told by notification and e-mail.',
  'award.supplier.rankingIsNotAward':
    "The auction's ranking is not the award: the buyer decides after weighing every offer, its criteria and conditions.",
  'award.supplier.wonText': 'The buyer awarded you:',
  'award.supplier.openNext':
    'The award is not final yet: the buyer will contact you about the next steps.',
  'award.supplier.finalNext':
    'The award is final: the buyer will contact you to conclude the contract.',
  'award.supplier.otherText': 'The buyer awarded this tender to another supplier.',
  'award.supplier.rank': 'Your final position in the auction: {{rank}}',
  'award.supplier.notRanked': 'Your offer was not complete, so it was not ranked.',
  'award.supplier.notAwardedText': 'The buyer closed this tender without awarding it.',
  'award.supplier.reason': 'Reason: {{reason}}',
  'award.letter.download': 'Award letter (PDF)',
  'award.letter.downloadFor': 'Award letter for {{supplier}} (PDF)',
  'award.letter.failed': 'The award letter could not be downloaded. Please try again.',
} as const;
