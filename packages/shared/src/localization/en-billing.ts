/** English texts of the plans page (/pricing), the trial and checkout, and the upgrade hints. */
export const BillingTexts = {
  'billing.title': 'Plans',
  'billing.subtitle':
    'Run demo auctions for free. Real auctions with your suppliers come with a Business plan.',
  'billing.perMonth': 'per month',
  'billing.free': 'Free',
  'billing.current': 'Your plan',
  'billing.currentPlan': 'You are on {{plan}}',
  'billing.validUntil': 'Valid until {{date}}',
  'billing.noEnd': 'Does not lapse',
  'billing.remainingFreeTenders_one': '{{count}} free auction left',
  'billing.remainingFreeTenders_other': '{{count}} free auctions left',
  'billing.trialUsed': 'You started your free trial on {{date}}.',
  'billing.loadFailed': 'The plans could not be loaded.',
  'billing.retry': 'Try again',
  'billing.noCheckout':
    'Payments are not set up on this server: start the free trial, or ask the operator of this Tendermark for a plan.',

  'billing.plan.Free.tagline': 'Try the product and take part as a supplier',
  'billing.plan.Free.feature1': 'Create and edit auction drafts',
  'billing.plan.Free.feature2': 'Demo auctions with demo bidders, as many as you like',
  'billing.plan.Free.feature3': 'Bid as a supplier in auctions you are invited to or join',
  'billing.plan.Free.feature4': 'Search public and government tenders, keep contacts',
  'billing.plan.Free.limit': 'Real auctions only with free auctions left (a new account has none)',
  'billing.plan.BusinessStandard.tagline': 'Run real auctions with your suppliers',
  'billing.plan.BusinessStandard.feature1': 'Everything in Free',
  'billing.plan.BusinessStandard.feature2': 'Schedule real auctions, with no limit on how many',
  'billing.plan.BusinessStandard.feature3':
    'Suggestions of public auctions in your industries on the dashboard',
  'billing.plan.BusinessStandard.feature4': 'Free {{days}}-day trial, once per account',
  'billing.plan.BusinessPremium.tagline': 'The higher tier of the Business plans',
  'billing.plan.BusinessPremium.feature1': 'Everything in Business Standard',
  'billing.plan.BusinessPremium.feature2': 'Subscribe directly (no trial)',

  'billing.startTrial': 'Start {{days}}-day free trial',
  'billing.trialStarted': 'Your {{days}}-day trial of Business Standard has started.',
  'billing.trialStartedHint': 'You can schedule real auctions now, until {{date}}.',
  'billing.subscribe': 'Subscribe',
  'billing.manage': 'Manage subscription',
  'billing.registerToStart': 'Create a free account',
  'billing.logInToBuy': 'Log in to subscribe',
  'billing.registerForTrial': 'Register for a {{days}}-day free trial',
  'billing.createAuction': 'Create an auction',
  'billing.checkoutSuccess':
    'Thank you! Your payment went through; your plan changes here as soon as the payment provider confirms it.',
  'billing.checkoutCanceled': 'The checkout was canceled; nothing was charged.',
  'billing.seePlans': 'See plans',
  'billing.upgradeTitle': 'Real auctions need a Business plan',
  'billing.upgradeText':
    'You have no free auctions left. A demo auction is free; for real ones, see the plans (a free trial comes once per account).',
  'billing.profilePlan': 'Plan and billing',
} as const;
