/**
 * English UI texts of a tender's downloads (issue 29): the export menu of bids, ranking and
 * comparison, the award letter and "Add to calendar". Merged into the keyed texts of en.ts.
 */
export const ExportTexts = {
  'exports.menu': 'Export',
  'exports.myBids': 'Export my bids',
  'exports.item': '{{what}} ({{format}})',
  'exports.kind.bid-history': 'Bid history',
  'exports.kind.my-bids': 'My bids',
  'exports.kind.ranking': 'Ranking',
  'exports.kind.comparison': 'Comparison',
  'exports.calendar.add': 'Add to calendar',
} as const;
