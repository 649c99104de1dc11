/**
 * What anyone but the mail transport sees of a mail (the admin's outbox view, the log): one-time
 * links redacted, and mails about tenders reduced to their kind, because who is invited to or
 * bids on a tender is the buyer's business secret.
 */
import { redactSecrets } from '../lib/log-redaction.ts';
import type { MailTemplate } from './templates.ts';

/** A mail whose content is shown (links redacted), or only a summary of its kind. */
type OutsideView = { showsContent: true } | { showsContent: false; summary: string };

const content: OutsideView = { showsContent: true };
const summary = (text: string): OutsideView => ({ showsContent: false, summary: text });

/** Every template must say what outsiders see of it, so a new template is a deliberate choice. */
export const MAIL_OUTSIDE_VIEWS: Record<MailTemplate, OutsideView> = {
  activation: content,
  resetPassword: content,
  choosePassword: content,
  passwordChanged: content,
  reportIssue: content,
  newsletterConfirm: content,
  contactEmailActivation: content,
  accountRemoval: content,
  accountRemoved: content,
  collaboratorInvitation: content,
  invitation: summary('Invitation to an auction'),
  inviteNewUser: summary('Invitation of a new address to an auction'),
  offerComment: summary("A buyer's comment on an offer"),
  messageToBidders: summary("A buyer's message to the bidders of an auction"),
  questionAnswered: summary('An answer to a question about an auction'),
  participationChanged: summary('A change of participation in an auction'),
  auctionStartsSoon: summary('An auction starts soon'),
  auctionEnded: summary('An auction ended'),
  awardDecision: summary('An award decision on an auction'),
  digest: summary('Digest of unread notifications'),
  savedSearchAlert: summary('New tenders for a saved search'),
};

export type StoredMail = { template: string; subject: string; text: string };

const isKnownTemplate = (template: string): template is MailTemplate =>
  Object.hasOwn(MAIL_OUTSIDE_VIEWS, template);

/**
 * The subject and text an outsider may read: links redacted; for mails about tenders (and any
 * template this code does not know) only a summary and no text.
 */
export function outsideViewOfMail(mail: StoredMail): {
  subject: string;
  text: string | null;
  isContentHidden: boolean;
} {
  const view = isKnownTemplate(mail.template)
    ? MAIL_OUTSIDE_VIEWS[mail.template]
    : summary('A mail of an unknown kind');
  if (!view.showsContent) return { subject: view.summary, text: null, isContentHidden: true };
  return {
    subject: redactSecrets(mail.subject),
    text: redactSecrets(mail.text),
    isContentHidden: false,
  };
}
