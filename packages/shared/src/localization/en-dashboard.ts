/**
 * English UI texts of the signed-in work dashboard at / (issue 12): the user's running and upcoming
 * auctions, pending invitations, savings over time, and the latest and suggested public tenders.
 * Merged into the keyed texts of en.ts. Interpolations use i18next's {{name}} syntax.
 */
export const DashboardTexts = {
  'dashboard.loadFailed': 'This part of the dashboard could not be loaded.',
  'dashboard.role.buyer': 'Buyer',
  'dashboard.role.supplier': 'Supplier',
  'dashboard.startsIn': 'Starts in {{time}}',
  'dashboard.startsAt': 'Starts {{date}}',
  'dashboard.startedAt': 'Started {{date}}',
  'dashboard.startingNow': 'Starting now',

  'dashboard.myAuctions.title': 'My running and upcoming auctions',
  'dashboard.myAuctions.viewAll': 'All my auctions',
  'dashboard.myAuctions.emptyTitle': 'No running or upcoming auctions',
  'dashboard.myAuctions.emptyText':
    'Auctions you run or bid in appear here once they are scheduled. Create one, or find a public auction to bid in.',
  'dashboard.myAuctions.findPublic': 'Find public auctions',

  'dashboard.invitations.title': 'Pending invitations',
  'dashboard.invitations.from': 'From {{name}}',
  'dashboard.invitations.answer': 'Answer',
  'dashboard.invitations.answerLabel': 'Answer the invitation to {{name}}',
  'dashboard.invitations.emptyTitle': 'No invitations waiting',
  'dashboard.invitations.emptyText':
    'When a buyer invites you to an auction, the invitation waits here for your answer.',
  'dashboard.invitations.more_one': '{{count}} more in My auctions',
  'dashboard.invitations.more_other': '{{count}} more in My auctions',

  'dashboard.publicTender.buyer': 'Buyer: {{name}}',
  'dashboard.publicTender.expectedValue': 'Expected value',
  'dashboard.publicTender.inYourCurrency': '≈ {{amount}}',
  'dashboard.publicTender.deadline': 'Proposals until',
  'dashboard.publicTender.delivery': 'Delivery',
  'dashboard.publicTender.noPlace': 'Not given',

  'dashboard.latest.title': 'Latest public tenders',
  'dashboard.latest.searchAll': 'Search public auctions',
  'dashboard.latest.emptyTitle': 'No public tenders right now',
  'dashboard.latest.emptyText': 'Public auctions appear here as soon as buyers publish them.',

  'dashboard.suggested.title': 'Suggested for you',
  'dashboard.suggested.description': 'Public auctions in the industries of your profile.',
  'dashboard.suggested.emptyTitle': 'No suggestions right now',
  'dashboard.suggested.emptyText':
    'Suggestions follow the industries in your profile. Add or widen them to see more public auctions.',
  'dashboard.suggested.editProfile': 'Edit your profile',
  'dashboard.suggested.upsellTitle': 'Suggestions come with the Business plans',
  'dashboard.suggested.upsellText':
    'With Business Standard or Business Premium, Tendermark picks the public auctions of your industries for you as they are published.',
  'dashboard.suggested.upsellPlan': 'See your plan',

  'dashboard.savings.title': 'Savings over time',
  'dashboard.savings.description': 'What your ended auctions saved, added up month by month.',
  'dashboard.savings.empty': 'No savings yet: they appear when your auctions end.',
  'dashboard.savings.total': 'Saved so far in {{currency}}',
  'dashboard.savings.currency': 'Currency',
  'dashboard.savings.view': 'Show savings as',
  'dashboard.savings.viewChart': 'Chart',
  'dashboard.savings.viewTable': 'Table',
  'dashboard.savings.chartLabel':
    'Chart of the savings in {{currency}} added up by month, {{total}} by {{month}}',
  'dashboard.savings.series': 'Saved so far',
  'dashboard.savings.tableCaption': 'Savings in {{currency}} by month',
  'dashboard.savings.columns.month': 'Month',
  'dashboard.savings.columns.amount': 'Saved that month',
  'dashboard.savings.columns.cumulative': 'Saved so far',
} as const satisfies Record<string, string>;
