/**
 * The auction formats' texts (issue 30): the editor's choice and its rules, and the plain-words
 * explanation on the owner's page and the supplier's tender page.
 */
export const FormatTexts = {
  'tenders.format.title': 'Auction format',
  'tenders.format.description':
    'How suppliers compete. Suppliers see the format and its rules before they accept. Fixed once the auction is scheduled.',
  'tenders.format.choice': 'Format',
  'tenders.format.rules': 'Rules of the format',
  'tenders.format.roundSeconds': 'Round length (seconds)',
  'tenders.format.roundSecondsHint':
    'Each round offers one price; it lasts {{min}} to {{max}} seconds.',
  'tenders.format.floorPercent': 'Floor (% of the expected price)',
  'tenders.format.floorPercentHint':
    'The price of each item stops falling here (at least one bid step).',
  'tenders.format.startPercent': 'First offer (% of the expected price)',
  'tenders.format.startPercentHint':
    'The first price offered for each item; it rises to the expected price (the ceiling).',
  'tenders.format.lotCloseMinutes': 'Lots close apart (minutes)',
  'tenders.format.lotCloseMinutesHint':
    '0: all items close together. Otherwise the first item closes at the end and each next one this many minutes later, each with its own overtime.',
  'tenders.format.levelsNote': 'Prices move by each item’s bid step, from its expected unit price.',
  'tenders.format.sealedDates':
    'Sealed offers have no live room: all offers open together at the proposal deadline. The auction start and duration below only keep the schedule valid; nobody bids then.',
  'tenders.format.sealedDeadlineHint': 'Sealed offers are taken until then and open together then',

  'formats.english': 'Open auction (English)',
  'formats.japanese': 'Japanese (falling price)',
  'formats.dutch': 'Dutch (rising offer)',
  'formats.sealed': 'Sealed offers',
  'formats.english.hint': 'Suppliers bid prices down in the live room.',
  'formats.japanese.hint':
    'The price falls by one bid step each round and every supplier accepts or drops out; the last one left wins.',
  'formats.dutch.hint':
    'The price you offer rises each round and the first supplier to accept wins.',
  'formats.sealed.hint':
    'Suppliers submit priced offers until the deadline and all open together at the deadline; no one can read a price before.',

  'formats.explain.title': 'How this auction runs',
  'formats.explain.english':
    'Suppliers bid prices down in the live room and see their rank as it changes.',
  'formats.explain.englishTogether': 'All items close together at the end of the auction.',
  'formats.explain.englishStaggered':
    'Items close one after another: the first at the end of the auction, each next one {{minutes}} min later, each with its own overtime.',
  'formats.explain.japanese':
    'For each item the price falls by one bid step every round. In every round each remaining supplier accepts the price or drops out for good; the last supplier left wins the item at that price. If several are still in at the floor, or the last ones drop out in the same round, the tie rule decides.',
  'formats.explain.japaneseExample':
    'For {{item}}: the price starts at {{start}} and falls by {{step}} every {{seconds}} s down to {{floor}}.',
  'formats.explain.dutch':
    'For each item the price the buyer offers rises by one bid step every round. The first supplier to accept takes the item at that price; no one else can take it after.',
  'formats.explain.dutchExample':
    'For {{item}}: the offer starts at {{start}} and rises by {{step}} every {{seconds}} s up to {{ceiling}}.',
  'formats.explain.sealed':
    'Suppliers submit one priced offer each until the proposal deadline ({{deadline}}). All offers open together at the deadline; until then nobody, the buyer included, can read a price.',
  'formats.explain.lotTotal': 'A lot’s total is the price × the quantity.',
  'formats.explain.firstItem': 'the first item',
  'formats.dates.sealedDeadline': 'Sealed offers until (they open then)',
  'formats.proposal.clockTitle': 'Prices',
  'formats.proposal.clockNote':
    'This auction takes no initial bids: the clock sets the prices in the live room, and you accept them there, lot by lot.',
} as const;
