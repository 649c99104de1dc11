/**
 * Plain constants of notifications and mail, apart from the zod schemas so the web app's first
 * page can use them without zod. The schemas import these; nothing here imports the schemas.
 */

/** Where a notification leads: an action the web app maps to a route, and the id it needs. */
export const NotificationLinkAction = {
  SUPPLIER_TENDER: 'supplierTender',
  OWNER_TENDER: 'ownerTender',
} as const;

/**
 * The kinds of e-mail a user can switch off (in /profile or by a mail's unsubscribe link).
 * Mails about the account's security (activation, password) always go out.
 */
export const MailCategory = {
  /** Invitations, approvals and other changes of the user's participation. */
  PARTICIPATION: 'participation',
  /** Buyers' comments, messages to bidders and answered questions. */
  MESSAGES: 'messages',
  /** "Your auction starts in 1 hour". */
  REMINDERS: 'reminders',
  /** "The auction ended" with the user's result. */
  RESULTS: 'results',
  /** A daily e-mail listing the unread notifications (off unless chosen). */
  DIGEST: 'digest',
  /** New tenders that match one of the user's saved searches. */
  SEARCH_ALERTS: 'searchAlerts',
} as const;
export type MailCategory = (typeof MailCategory)[keyof typeof MailCategory];
export const MAIL_CATEGORIES = Object.values(MailCategory);

/** Newsletter status (spec §3): pending until the mailed link is followed; cleaned after a bounce. */
export const NewsletterStatus = {
  SUBSCRIBED: 'subscribed',
  UNSUBSCRIBED: 'unsubscribed',
  PENDING: 'pending',
  CLEANED: 'cleaned',
} as const;
export type NewsletterStatus = (typeof NewsletterStatus)[keyof typeof NewsletterStatus];

/** The user's choice per category: true sends that kind of mail (`ZMailPreferences` checks it). */
export type MailPreferences = { [Category in MailCategory]: boolean };

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  participation: true,
  messages: true,
  reminders: true,
  results: true,
  digest: false,
  searchAlerts: true,
};
