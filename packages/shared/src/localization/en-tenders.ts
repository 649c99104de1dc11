/**
 * English UI texts of tender authoring (owner wizard, lists, dashboard shortcuts), merged into
 * the keyed texts of en.ts. Interpolations use i18next's {{name}} syntax.
 */
import { TenderStatusLabels, type TenderStatusId } from '../common/enums.ts';
import { TIE_RULE_EXPLANATIONS } from '../auction/ranking.ts';
import { ScheduleProblems } from '../tenders/schedule.ts';

export const tenderUiTexts = {
  'common.cancel': 'Cancel',
  'common.close': 'Close',

  'nav.myAuctions': 'My auctions',
  'nav.newAuction': 'New auction',

  'time.secondsAgo_one': '{{count}} second ago',
  'time.secondsAgo_other': '{{count}} seconds ago',
  'time.minutesAgo_one': '{{count}} minute ago',
  'time.minutesAgo_other': '{{count}} minutes ago',
  'time.hoursAgo_one': '{{count}} hour ago',
  'time.hoursAgo_other': '{{count}} hours ago',
  'time.daysAgo_one': '{{count}} day ago',
  'time.daysAgo_other': '{{count}} days ago',

  'map.clickToPlace': 'Click the map to place the pin',
  'map.noPin': 'No pin placed',
  'map.pinAt': 'Pin at {{latitude}}, {{longitude}}',
  'map.removePin': 'Remove pin',

  'dashboard.createTitle': 'Run a reverse auction',
  'dashboard.createText':
    'Describe what you buy, invite suppliers and let them bid the price down in a live room.',
  'dashboard.createAuction': 'Create auction',
  'dashboard.continueDraft': 'Continue your draft',
  'dashboard.draftSummary_one': '{{count}} item · created {{date}}',
  'dashboard.draftSummary_other': '{{count}} items · created {{date}}',
  'dashboard.continueEditing': 'Continue editing',

  'tenders.untitled': 'Untitled auction',
  'tenders.demo': 'Demo',
  'tenders.public': 'Public',
  'tenders.hidden': 'Hidden',
  'tenders.notFound': 'This auction does not exist or is not yours',
  'tenders.canceledBecause': 'Canceled: {{reason}}',

  'tenders.new.title': 'New auction',
  'tenders.new.create': 'New auction',
  'tenders.new.tryDemo': 'Try a demo auction',
  'tenders.new.creating': 'Opening a new auction…',
  'tenders.new.creatingDemo': 'Preparing a demo auction…',
  'tenders.new.failed': 'The auction could not be created',

  'tenders.attachments.afterFirstSave':
    'Attachments can be added as soon as the draft is saved: it is saved with your first change (a name, for example).',
  'tenders.picture.afterFirstSave':
    'A main picture can be added as soon as the draft is saved, with your first change.',
  'tenders.new.notSavedYet':
    'Nothing is saved until you change something: the draft is created with your first change.',
  'tenders.share.open': 'Share auction',
  'tenders.share.text':
    'Anyone with this link sees the public overview of the auction and can apply to take part.',
  'tenders.share.link': 'Public link',
  'tenders.share.copy': 'Copy link',
  'tenders.share.copied': 'Copied',
  'tenders.share.copiedNote': 'The link is copied to your clipboard.',
  'tenders.share.mail': 'Send by e-mail',
  'tenders.share.mailSubject': 'Auction: {{name}}',
  'tenders.share.mailBody':
    'You are welcome to take part in the auction "{{name}}" on Tendermark:\n\n{{url}}',
  'tenders.frozen.title': 'An administrator froze this auction',
  'tenders.frozen.text':
    'While it is frozen, suppliers cannot bid or change their proposals, its dates do not advance and you cannot change or cancel it. You get a notification when it is released; contact support if you think this is a mistake.',
  'tenders.steps.label': 'Steps of the auction',
  'tenders.steps.parameters': 'Parameters',
  'tenders.steps.parametersHint': 'What you buy and how offers are compared',
  'tenders.steps.bidders': 'Bidders',
  'tenders.steps.biddersHint': 'Pick suppliers; they are invited when you schedule',
  'tenders.steps.room': 'Auction room',
  'tenders.steps.roomHint': 'Follow the live bidding once the auction starts',

  'tenders.save.save': 'Save',
  'tenders.save.saving': 'Saving…',
  'tenders.save.unsaved': 'Unsaved changes',
  'tenders.save.savedAt': 'Saved at {{time}}',
  'tenders.save.allSaved': 'All changes saved',
  'tenders.save.failedRetrying': "Couldn't save — retrying",
  'tenders.save.failed': "Couldn't save: {{message}}",
  'tenders.save.problemAt': '{{place}}: {{message}}',
  'tenders.save.placeRow': '{{section}}, row {{row}}',

  'tenders.readOnly.text':
    'This auction has been scheduled. Its parameters can no longer be changed.',
  'tenders.conflict.title': 'Changed elsewhere',
  'tenders.conflict.text':
    'Someone saved this auction in another window. Reload it to continue from the saved version; your changes here are discarded.',
  'tenders.conflict.reload': 'Reload the auction',
  'tenders.leave.title': 'Leave without saving?',
  'tenders.leave.text': 'This auction has unsaved changes.',
  'tenders.leave.stay': 'Stay',
  'tenders.leave.discard': 'Discard changes',
  'tenders.leave.save': 'Save and leave',

  'tenders.general.title': 'General',
  'tenders.general.name': 'Auction name',
  'tenders.general.namePlaceholder': 'e.g. Office supplies 2026',
  'tenders.general.keywords': 'Keywords',
  'tenders.general.keywordsHint': 'Words suppliers search for, separated by commas',
  'tenders.general.industries': 'Industries',
  'tenders.general.industriesPlaceholder': 'Choose the industries of your suppliers',
  'tenders.general.currency': 'Currency',
  'tenders.general.vatIncluded': 'Prices include VAT',
  'tenders.general.vatIncludedHint': 'Suppliers bid prices with VAT included',
  'tenders.general.isPublic': 'Public auction',
  'tenders.general.isPublicHint':
    'Any registered supplier can find it and apply; you approve who takes part',

  'tenders.picture.title': 'Main picture',
  'tenders.picture.none': 'No picture',
  'tenders.picture.upload': 'Upload a picture',
  'tenders.picture.replace': 'Replace the picture',
  'tenders.picture.hint': 'PNG, JPEG, GIF or WebP, up to 10 MB',
  'tenders.picture.remove': 'Remove picture',
  'tenders.picture.alt': 'Main picture of {{name}}',

  'tenders.items.title': 'Items',
  'tenders.items.description':
    'Suppliers bid a unit price per item. The bid step is the smallest price cut a new bid must make.',
  'tenders.items.name': 'Item',
  'tenders.items.nameLabel': 'Name',
  'tenders.items.unitPrice': 'Unit price',
  'tenders.items.unit': 'Unit',
  'tenders.items.quantity': 'Quantity',
  'tenders.items.expectedPrice': 'Expected price',
  'tenders.items.bidStep': 'Bid step',
  'tenders.items.actions': 'Actions',
  'tenders.items.namePlaceholder': 'Item name',
  'tenders.items.descriptionPlaceholder': 'Description (optional)',
  'tenders.items.nameOf': 'Item {{row}} name',
  'tenders.items.descriptionOf': 'Item {{row}} description',
  'tenders.items.unitPriceOf': 'Item {{row}} unit price',
  'tenders.items.unitOf': 'Item {{row}} unit',
  'tenders.items.quantityOf': 'Item {{row}} quantity',
  'tenders.items.expectedOf': 'Item {{row}} expected price',
  'tenders.items.bidStepOf': 'Item {{row}} bid step',
  'tenders.items.remove': 'Remove item {{row}}',
  'tenders.items.add': 'Add item',
  'tenders.items.rowTitle': 'Item {{row}}',
  'tenders.items.total': 'Expected total',
  'tenders.items.totalInUserCurrency': 'In your currency (rate of {{date}}):',
  'tenders.items.conversionAfterSave': '(as last saved)',

  'tenders.criteria.title': 'Criteria',
  'tenders.criteria.description':
    'Offers are ranked by the weighted criteria. The total price always comes first; weights add up to 100%.',
  'tenders.criteria.name': 'Criterion',
  'tenders.criteria.unit': 'Unit',
  'tenders.criteria.winner': 'Winner',
  'tenders.criteria.weight': 'Weight',
  'tenders.criteria.min': 'Min bid',
  'tenders.criteria.max': 'Max bid',
  'tenders.criteria.fixed': 'Fixed',
  'tenders.criteria.inCurrency': 'Currency ({{currency}})',
  'tenders.criteria.threshold.0': 'Lowest wins',
  'tenders.criteria.threshold.1': 'Highest wins',
  'tenders.criteria.namePlaceholder': 'e.g. Delivery time',
  'tenders.criteria.descriptionPlaceholder': 'Description (optional)',
  'tenders.criteria.nameOf': 'Criterion {{row}} name',
  'tenders.criteria.descriptionOf': 'Criterion {{row}} description',
  'tenders.criteria.unitOf': 'Criterion {{row}} unit',
  'tenders.criteria.thresholdOf': 'Criterion {{row}} winner',
  'tenders.criteria.weightOf': 'Criterion {{row}} weight',
  'tenders.criteria.minOf': 'Criterion {{row}} minimum bid',
  'tenders.criteria.maxOf': 'Criterion {{row}} maximum bid',
  'tenders.criteria.remove': 'Remove criterion {{row}}',
  'tenders.criteria.add': 'Add criterion',
  'tenders.criteria.rowTitle': 'Criterion {{row}}',
  'tenders.criteria.totalWeight': 'Total weight: {{percent}}%',

  'tenders.mustHave.title': 'Must-have conditions',
  'tenders.mustHave.description':
    'Every supplier confirms each condition before bidding. The first one is always included.',
  'tenders.mustHave.mandatory': 'Always included',
  'tenders.mustHave.textOf': 'Condition {{row}}',
  'tenders.mustHave.hasAdditionalInfo': 'The supplier adds details',
  'tenders.mustHave.remove': 'Remove condition {{row}}',
  'tenders.mustHave.newLabel': 'New condition',
  'tenders.mustHave.newHint': 'Press Enter or Tab to add it. Empty a condition to remove it.',
  'tenders.mustHave.newPlaceholder': 'e.g. ISO 9001 certified',

  'tenders.attachments.title': 'Attachments',
  'tenders.attachments.description': 'Specifications, drawings or terms suppliers need to read.',
  'tenders.attachments.drop': 'Drop files here or click to choose them',
  'tenders.attachments.hint': 'PDF, Office and OpenDocument files, text, ZIP or images',
  'uploads.limits_one':
    'Up to {{maxFiles}} files, {{fileSize}} each, {{totalSize}} in total; {{count}} file ({{sizeLeft}}) left',
  'uploads.limits_other':
    'Up to {{maxFiles}} files, {{fileSize}} each, {{totalSize}} in total; {{count}} files ({{sizeLeft}}) left',
  'uploads.full':
    'No room for more files (up to {{maxFiles}} files, {{totalSize}} in total): remove one to add another',
  'tenders.attachments.pick': 'Choose attachments',
  'tenders.attachments.uploading': 'Uploading {{name}}',
  'tenders.attachments.progressOf': 'Upload progress of {{name}}',
  'tenders.attachments.cancelOf': 'Cancel the upload of {{name}}',
  'tenders.attachments.none': 'No attachments yet.',
  'tenders.attachments.download': 'Download',
  'tenders.attachments.downloadOf': 'Download {{name}}',
  'tenders.attachments.remove': 'Remove',
  'tenders.attachments.removeOf': 'Remove {{name}}',

  'tenders.address.title': 'Delivery address',
  'tenders.address.description': 'Where the goods are delivered or the service is provided.',
  'tenders.address.source': 'Address',
  'tenders.address.sources.0': 'Current location',
  'tenders.address.sources.1': 'My address',
  'tenders.address.sources.2': 'Company address',
  'tenders.address.sources.3': 'Saved delivery address',
  'tenders.address.sources.4': 'New delivery address',
  'tenders.address.noProfileAddress': 'This address is not filled in your profile yet.',
  'tenders.address.openProfile': 'Open your profile',
  'tenders.address.noSavedAddresses':
    'You have no saved delivery addresses yet. Choose "New delivery address".',
  'tenders.address.savedAddress': 'Saved delivery address',
  'tenders.address.pickSaved': 'Choose an address',
  'tenders.address.useLocation': 'Use my current location',
  'tenders.address.locationUnavailable': 'Your location is not available',
  'tenders.address.street': 'Street and number',
  'tenders.address.street2': 'Address line 2',
  'tenders.address.zipCode': 'ZIP code',
  'tenders.address.city': 'City',
  'tenders.address.state': 'State or region',
  'tenders.address.country': 'Country',
  'tenders.address.map': 'Delivery location on the map',

  'tenders.dates.title': 'Dates',
  'tenders.dates.timeZone': 'Times are in your time zone, {{zone}}.',
  'tenders.dates.proposalEnd': 'Proposal deadline',
  'tenders.dates.proposalEndHint': 'Suppliers accept and send first offers until then',
  'tenders.dates.start': 'Auction start',
  'tenders.dates.startHint': 'The live auction room opens',
  'tenders.dates.duration': 'Duration (minutes)',
  'tenders.dates.durationHint': 'How long the live auction runs, at most {{max}} minutes',
  'tenders.dates.endsAt': 'The auction ends at',
  'tenders.dates.confirm': 'Confirm the date and time',

  'tenders.options.title': 'Auction rules',
  'tenders.options.overtime': 'Overtime',
  'tenders.options.overtimeHint':
    'A bid that changes the leader in the final minutes extends the auction by this many minutes.',
  'tenders.options.overtimeOff': 'Off',
  'tenders.options.overtimeMinutes': '{{count}} min',
  'tenders.options.visibility': 'What suppliers see',
  'tenders.options.rankOnly': 'Their rank only',
  'tenders.options.rankOnlyHint': 'Suppliers see their position but not the best bids.',
  'tenders.options.rankAndBest': 'Their rank and the best bids',
  'tenders.options.rankAndBestHint': 'Suppliers also see the best bid on every item and criterion.',
  'tenders.options.note': 'Suppliers never see who the other bidders are.',
  'tenders.options.tieRule': 'Equal scores',
  'tenders.options.tieRuleHint': 'How offers with the same score rank; suppliers see this rule.',

  // The tie rules (issue 29), named and explained: the editor's choice, the room and the tender page.
  'tieRules.earlierWins': 'The earlier offer wins',
  'tieRules.shareBetter': 'Equal offers share the better rank',
  'tieRules.shareWorse': 'Equal offers share the worse rank',
  'tieRules.earlierWins.hint': TIE_RULE_EXPLANATIONS.earlierWins,
  'tieRules.shareBetter.hint': TIE_RULE_EXPLANATIONS.shareBetter,
  'tieRules.shareWorse.hint': TIE_RULE_EXPLANATIONS.shareWorse,

  // The auction formats (issue 30): the editor's choice and its rules, and the plain-words
  // explanation on the owner's page and the supplier's tender page.
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

  'tenders.schedule.open': 'Schedule auction',
  'tenders.schedule.title': 'Schedule this auction?',
  'tenders.schedule.confirm': 'Schedule',
  'tenders.schedule.duration': 'Duration',
  'tenders.schedule.durationValue': '{{minutes}} minutes',
  'tenders.schedule.weights': 'Ranking weights',
  'tenders.schedule.weightOf': '{{name}}: {{percent}} %',
  'tenders.schedule.itemCount_one': '{{count}} item',
  'tenders.schedule.itemCount_other': '{{count}} items',
  'tenders.schedule.biddersNote':
    'Invited bidders accept the must-have conditions and send first offers before the proposal deadline; you can invite more in step 2 until the live auction starts.',
  'tenders.schedule.pickedNote_one':
    'The supplier you picked is invited now, by e-mail and in the app.',
  'tenders.schedule.pickedNote_other':
    'The {{count}} suppliers you picked are invited now, by e-mail and in the app.',
  'tenders.schedule.lockNote': 'Once scheduled, the parameters can no longer be changed.',
  'tenders.schedule.usesFreeTender_one': 'This uses your last free auction.',
  'tenders.schedule.usesFreeTender_other':
    'This uses one of your {{count}} remaining free auctions.',
  'tenders.schedule.upgradeHint':
    'A demo auction is free and runs with demo bidders. For real auctions, upgrade to a Business plan.',
  'tenders.schedule.success': 'The auction is scheduled',
  'tenders.schedule.problemsTitle': 'The auction can not be scheduled yet',
  'tenders.schedule.rescheduledTitle': 'The dates were moved',
  'tenders.schedule.rescheduledText':
    'The proposal deadline had already passed, so the auction was rescheduled:',

  'tenders.audit.title': 'Change history',
  'tenders.audit.empty': 'No changes yet.',
  'tenders.audit.none': '(empty)',
  'tenders.audit.yes': 'yes',
  'tenders.audit.no': 'no',
  'tenders.audit.system': 'System',
  'tenders.audit.status': 'Status',
  'tenders.audit.action.created': 'Created',
  'tenders.audit.action.updated': 'Parameters changed',
  'tenders.audit.action.scheduled': 'Scheduled',
  'tenders.audit.action.canceled': 'Canceled',
  'tenders.audit.action.hidden': 'Hidden from lists',
  'tenders.audit.action.shown': 'Shown in lists again',
  'tenders.audit.action.attachmentAdded': 'Attachment added',
  'tenders.audit.action.attachmentRemoved': 'Attachment removed',
  'tenders.audit.action.mainPictureSet': 'Main picture set',
  'tenders.audit.action.mainPictureRemoved': 'Main picture removed',
  'tenders.audit.action.prolonged': 'Auction prolonged by the owner',
  'tenders.audit.action.prolongedOvertime': 'Auction prolonged in overtime',
  'tenders.audit.action.other': 'Changed',
  'tenders.audit.action.offersOpened': 'Sealed offers opened',
  'tenders.audit.offersOpened_one': '{{count}} offer opened at the deadline, {{time}}',
  'tenders.audit.offersOpened_other': '{{count}} offers opened together at the deadline, {{time}}',
  'tenders.audit.offersUnreadable': 'Could not be opened: {{names}}',

  'tenders.list.ownerTitle': 'Auctions I own',
  'tenders.list.ownerText': 'The auctions you created, drafts included.',
  'tenders.list.myTitle': 'My auctions',
  'tenders.list.myText': 'Every auction you own or take part in.',
  'tenders.list.scope': 'Which auctions',
  'tenders.list.scopeAll': 'All my auctions',
  'tenders.list.scopeOwner': 'Owned by me',
  'tenders.list.filter.label': 'Auction state',
  'tenders.list.filter.active': 'Active',
  'tenders.list.filter.inactive': 'Ended or canceled',
  'tenders.list.filter.all': 'All',
  'tenders.list.showHidden': 'Show hidden',
  'tenders.list.search': 'Search by name',
  'tenders.list.columns.name': 'Name',
  'tenders.list.columns.created': 'Created',
  'tenders.list.columns.start': 'Start',
  'tenders.list.columns.status': 'Status',
  'tenders.list.columns.total': 'Expected total',
  'tenders.list.ownedBy': 'by {{name}}',
  'tenders.list.count_one': '{{count}} auction',
  'tenders.list.count_other': '{{count}} auctions',
  'tenders.list.pageSize': 'Auctions per page',
  'tenders.list.page.first': 'First page',
  'tenders.list.page.previous': 'Previous page',
  'tenders.list.page.next': 'Next page',
  'tenders.list.page.last': 'Last page',
  'tenders.list.emptyTitle': 'No auctions yet',
  'tenders.list.emptyText':
    'Create your first auction: describe the items, set the criteria and invite suppliers. Or look around in a demo auction first.',
  'tenders.list.createFirst': 'Create your first auction',
  'tenders.list.noMatchTitle': 'No auctions match',
  'tenders.list.noMatchText': 'Change the search or the filters to see more auctions.',
  'tenders.list.clearFilters': 'Clear filters',

  'tenders.actions.menuOf': 'Actions for {{name}}',
  'tenders.actions.open': 'Open',
  'tenders.actions.duplicate.menu': 'Duplicate',
  'tenders.actions.duplicate.title': 'Duplicate "{{name}}"?',
  'tenders.actions.duplicate.text':
    'A new draft is created with the same items, criteria, conditions and attachments, and fresh dates.',
  'tenders.actions.duplicate.confirm': 'Duplicate',
  'tenders.actions.cancel.menu': 'Cancel auction',
  'tenders.actions.cancel.title': 'Cancel "{{name}}"?',
  'tenders.actions.cancel.text': 'The auction stops and its participants are told why.',
  'tenders.actions.cancel.confirm': 'Cancel auction',
  'tenders.actions.cancel.reason': 'Reason',
  'tenders.actions.cancel.dismiss': 'Keep the auction',
  'tenders.actions.hide.menu': 'Hide',
  'tenders.actions.hide.title': 'Hide "{{name}}"?',
  'tenders.actions.hide.text':
    'It disappears from your lists. Switch on "Show hidden" to find it again.',
  'tenders.actions.hide.confirm': 'Hide',
  'tenders.actions.unhide.menu': 'Unhide',
  'tenders.actions.unhide.title': 'Show "{{name}}" again?',
  'tenders.actions.unhide.text': 'It appears in your lists again.',
  'tenders.actions.unhide.confirm': 'Unhide',
  'tenders.actions.delete.menu': 'Delete',
  'tenders.actions.delete.title': 'Delete "{{name}}"?',
  'tenders.actions.delete.text':
    'The auction and its attachments are deleted. This can not be undone.',
  'tenders.actions.delete.confirm': 'Delete',
  'tenders.actions.duplicated': 'A copy of "{{name}}" was created',
  'tenders.actions.canceled': '"{{name}}" was canceled',
  'tenders.actions.hidden': '"{{name}}" is hidden',
  'tenders.actions.shown': '"{{name}}" is shown again',
  'tenders.actions.deleted': '"{{name}}" was deleted',
} as const;

type StatusTexts = { [Id in TenderStatusId as `tenderStatus.${Id}`]: string };
type ScheduleProblemTexts = {
  [Key in keyof typeof ScheduleProblems as `scheduleProblems.${Key}`]: string;
};

/** The spec's status labels (spec §4), keyed by status id. */
export const tenderStatusTexts = Object.fromEntries(
  Object.entries(TenderStatusLabels).map(([id, label]) => [`tenderStatus.${id}`, label]),
) as StatusTexts;

/** The shared schedule rule's texts, so that they can be localized like the Messages. */
export const scheduleProblemTexts = Object.fromEntries(
  Object.entries(ScheduleProblems).map(([key, text]) => [`scheduleProblems.${key}`, text]),
) as ScheduleProblemTexts;
