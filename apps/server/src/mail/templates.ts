/**
 * English mail templates; links are built from PUBLIC_URL. Every mail has a plain-text and an
 * HTML part and ends with a footer: mails a user can switch off carry a one-click unsubscribe
 * link for their category, the others say why they are always sent.
 */
import { MailCategory } from '@tendermark/shared';

export type MailTemplateData = {
  activation: { token: string; userName: string; tenderId?: string };
  resetPassword: { token: string };
  /** Activation of an address invitations wait for: the mailbox holder chooses the password. */
  choosePassword: { token: string };
  passwordChanged: Record<string, never>;
  reportIssue: { email: string; subject: string; description: string; reporterUserName?: string };
  /** calendarUrl: the signed link to the tender's .ics (lib/calendar-link.ts). */
  invitation: TenderMail & { ownerName: string; message?: string; calendarUrl?: string };
  inviteNewUser: TenderMail & { ownerName: string; email: string; message?: string };
  offerComment: TenderMail & { comment: string };
  messageToBidders: TenderMail & { message: string };
  questionAnswered: TenderMail & { question: string; answer: string };
  participationChanged: TenderMail & { headline: string; text: string; forOwner: boolean };
  auctionStartsSoon: TenderMail & { startDate: string; forOwner: boolean };
  auctionEnded: TenderMail & { result: string; forOwner: boolean };
  /** The buyer's award decision (issue 29): awarded, closed without award, cancelled, final. */
  awardDecision: TenderMail & { headline: string; text: string };
  digest: { notifications: { title: string; text: string; date: string }[]; more: number };
  savedSearchAlert: {
    searchName: string;
    kind: 'auctions' | 'gov';
    matches: { id: string; title: string }[];
    more: number;
  };
  newsletterConfirm: { token: string };
  contactEmailActivation: { token: string; userName: string };
  accountRemoval: { token: string };
  accountRemoved: Record<string, never>;
  collaboratorInvitation: { token: string; companyName: string; invitedBy: string };
};
/** Every mail about a tender names it and links to it. */
type TenderMail = { tenderId: string; tenderName: string };
export type MailTemplate = keyof MailTemplateData;

/** The category each mail a user may switch off belongs to; the rest are always sent. */
export const MAIL_TEMPLATE_CATEGORIES = {
  invitation: MailCategory.PARTICIPATION,
  participationChanged: MailCategory.PARTICIPATION,
  offerComment: MailCategory.MESSAGES,
  messageToBidders: MailCategory.MESSAGES,
  questionAnswered: MailCategory.MESSAGES,
  auctionStartsSoon: MailCategory.REMINDERS,
  auctionEnded: MailCategory.RESULTS,
  awardDecision: MailCategory.RESULTS,
  digest: MailCategory.DIGEST,
  savedSearchAlert: MailCategory.SEARCH_ALERTS,
} as const satisfies Partial<Record<MailTemplate, MailCategory>>;
/** Mails to a user that follow the user's e-mail preferences. */
export type PreferenceMailTemplate = keyof typeof MAIL_TEMPLATE_CATEGORIES;
/** Mails that go out whatever the preferences: account security, invitations of new addresses. */
export type AccountMailTemplate = Exclude<MailTemplate, PreferenceMailTemplate>;

/** Why the recipient gets the mail, and how to stop it: the last lines of every mail. */
export type MailFooter = { unsubscribeUrl?: string };

type RenderedMail = { subject: string; text: string; html: string };
type MailBody = { title: string; paragraphs: string[]; action?: { label: string; url: string } };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const layout = (
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailBody => ({ title, paragraphs, action });

/** The footer's lines: how to unsubscribe, or why the mail cannot be switched off. */
function footerLines(
  template: MailTemplate,
  footer: MailFooter,
  publicUrl: string,
): { text: string; url?: string }[] {
  const preferences = { text: 'Manage your e-mail preferences', url: `${publicUrl}/profile#email` };
  if (footer.unsubscribeUrl)
    return [{ text: 'Unsubscribe from these e-mails', url: footer.unsubscribeUrl }, preferences];
  if (template === 'inviteNewUser')
    return [
      {
        text: 'You receive this e-mail because a buyer invited this address. Unless you register, nothing more is sent; to stop such invitations, reply and ask us to block the address.',
      },
    ];
  if (template === 'newsletterConfirm')
    return [
      { text: 'If you did not ask for the newsletter, ignore this e-mail: you stay unsubscribed.' },
    ];
  if (template === 'reportIssue') return [];
  return [
    { text: 'This e-mail concerns your account and is always sent; it can not be unsubscribed.' },
    preferences,
  ];
}

function toMail({ title, paragraphs, action }: MailBody, footer: { text: string; url?: string }[]) {
  const text = [
    ...paragraphs,
    action ? `${action.label}: ${action.url}` : '',
    '— Tendermark',
    ...footer.map((line) => (line.url ? `${line.text}: ${line.url}` : line.text)),
  ]
    .filter(Boolean)
    .join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#868e96;font-size:12px">${escapeHtml(action.url)}</p>`
    : '';
  const footerHtml = footer
    .map(
      (line) =>
        `<p style="color:#868e96;font-size:12px">${
          line.url
            ? `<a href="${escapeHtml(line.url)}" style="color:#868e96">${escapeHtml(line.text)}</a>`
            : escapeHtml(line.text)
        }</p>`,
    )
    .join('');
  const html = `<div style="font-family:Arial,sans-serif;max-width:560px"><h2>${escapeHtml(title)}</h2>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}${button}<p>— Tendermark</p>${footerHtml}</div>`;
  return { subject: title, text, html };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (name: string) => `"${oneLine(name) || 'Untitled auction'}"`;
const supplierView = (publicUrl: string, tenderId: string) =>
  `${publicUrl}/auctions/supplier/${encodeURIComponent(tenderId)}`;
const paragraphsOf = (text: string) => text.split(/\n\s*\n/);

const ownerView = (publicUrl: string, tenderId: string) =>
  `${publicUrl}/auctions/owner/${encodeURIComponent(tenderId)}/2`;
const tenderView = (publicUrl: string, tenderId: string, forOwner: boolean) =>
  forOwner ? ownerView(publicUrl, tenderId) : supplierView(publicUrl, tenderId);

type Renderers<K extends MailTemplate> = {
  [T in K]: (data: MailTemplateData[T], publicUrl: string) => MailBody;
};

const tenderRenderers: Renderers<
  Exclude<
    MailTemplate,
    | 'activation'
    | 'resetPassword'
    | 'choosePassword'
    | 'passwordChanged'
    | 'reportIssue'
    | 'digest'
    | 'savedSearchAlert'
    | 'newsletterConfirm'
    | 'contactEmailActivation'
    | 'accountRemoval'
    | 'accountRemoved'
    | 'collaboratorInvitation'
  >
> = {
  invitation: ({ tenderId, tenderName, ownerName, message, calendarUrl }, publicUrl) =>
    layout(
      `Invitation to the auction ${quoted(tenderName)}`,
      [
        `${ownerName} invites you to submit a proposal in the auction ${quoted(tenderName)} on Tendermark.`,
        ...(message ? [`Message from ${ownerName}:`, ...paragraphsOf(message)] : []),
        'Open the auction to accept or decline the invitation.',
        ...(calendarUrl
          ? [`Add the proposal deadline and the live auction to your calendar: ${calendarUrl}`]
          : []),
      ],
      { label: 'Open the auction', url: supplierView(publicUrl, tenderId) },
    ),
  inviteNewUser: ({ tenderId, tenderName, ownerName, email, message }, publicUrl) =>
    layout(
      `Invitation to the auction ${quoted(tenderName)}`,
      [
        `${ownerName} invites you to submit a proposal in the auction ${quoted(tenderName)} on Tendermark, an online tender and reverse-auction marketplace.`,
        ...(message ? [`Message from ${ownerName}:`, ...paragraphsOf(message)] : []),
        'Create your free account with this e-mail address; the invitation waits for you in your auctions.',
      ],
      {
        label: 'Register and open the auction',
        url: `${publicUrl}/register?${new URLSearchParams({ tenderId, email })}`,
      },
    ),
  offerComment: ({ tenderId, tenderName, comment }, publicUrl) =>
    layout(
      `A comment on your offer in ${quoted(tenderName)}`,
      ['The buyer commented on your offer:', ...paragraphsOf(comment)],
      { label: 'Open your offer', url: supplierView(publicUrl, tenderId) },
    ),
  messageToBidders: ({ tenderId, tenderName, message }, publicUrl) =>
    layout(
      `A message about the auction ${quoted(tenderName)}`,
      ['The buyer sent a message to all bidders:', ...paragraphsOf(message)],
      { label: 'Open the auction', url: supplierView(publicUrl, tenderId) },
    ),
  questionAnswered: ({ tenderId, tenderName, question, answer }, publicUrl) =>
    layout(
      `Your question about ${quoted(tenderName)} was answered`,
      ['Question:', ...paragraphsOf(question), 'Answer:', ...paragraphsOf(answer)],
      { label: 'Open the auction', url: supplierView(publicUrl, tenderId) },
    ),
  participationChanged: ({ tenderId, tenderName, headline, text, forOwner }, publicUrl) =>
    layout(`${oneLine(headline)}: ${quoted(tenderName)}`, paragraphsOf(text), {
      label: 'Open the auction',
      url: tenderView(publicUrl, tenderId, forOwner),
    }),
  auctionStartsSoon: ({ tenderId, tenderName, startDate, forOwner }, publicUrl) =>
    layout(
      `The auction ${quoted(tenderName)} starts in 1 hour`,
      [
        `The live auction ${quoted(tenderName)} starts at ${startDate}.`,
        forOwner
          ? 'Open the auction room a few minutes before the start to follow the bids live.'
          : 'Enter the auction room a few minutes before the start; you can bid from the first second.',
      ],
      { label: 'Open the auction', url: tenderView(publicUrl, tenderId, forOwner) },
    ),
  auctionEnded: ({ tenderId, tenderName, result, forOwner }, publicUrl) =>
    layout(`The auction ${quoted(tenderName)} has ended`, paragraphsOf(result), {
      label: forOwner ? 'See the result' : 'Open the auction',
      url: tenderView(publicUrl, tenderId, forOwner),
    }),
  awardDecision: ({ tenderId, tenderName, headline, text }, publicUrl) =>
    layout(`${oneLine(headline)}: ${quoted(tenderName)}`, paragraphsOf(text), {
      label: 'Open the auction',
      url: supplierView(publicUrl, tenderId),
    }),
};

const renderers: Renderers<MailTemplate> = {
  ...tenderRenderers,
  activation: ({ token, userName, tenderId }, publicUrl) => {
    const params = new URLSearchParams({ user: userName, token });
    if (tenderId) params.set('tenderId', tenderId);
    return layout(
      'Activate your Tendermark account',
      [
        'Welcome to Tendermark.',
        'Please confirm your e-mail address to activate your account. The link is valid for 7 days.',
      ],
      { label: 'Activate account', url: `${publicUrl}/activation?${params}` },
    );
  },
  resetPassword: ({ token }, publicUrl) =>
    layout(
      'Reset your Tendermark password',
      [
        'Someone asked to reset the password of your Tendermark account.',
        'If it was not you, ignore this mail. The link is valid for 1 hour and can be used once.',
      ],
      {
        label: 'Set a new password',
        url: `${publicUrl}/forgot-password/${encodeURIComponent(token)}`,
      },
    ),
  choosePassword: ({ token }, publicUrl) =>
    layout(
      'Choose your Tendermark password',
      [
        'Invitations to auctions wait for this e-mail address. So that nobody else chose the password of its account, the holder of this mailbox chooses it.',
        'Choose your password with this link: it also activates your account. The link is valid for 1 hour and can be used once; later, ask for a new one with "Forgot password".',
      ],
      {
        label: 'Choose a password',
        url: `${publicUrl}/forgot-password/${encodeURIComponent(token)}`,
      },
    ),
  passwordChanged: (_data, publicUrl) =>
    layout(
      'Your Tendermark password was changed',
      [
        'The password of your Tendermark account was just changed.',
        'If it was not you, reset your password at once.',
      ],
      { label: 'Reset password', url: `${publicUrl}/forgot-password-request` },
    ),
  digest: ({ notifications, more }, publicUrl) =>
    layout(
      `You have ${notifications.length + more} unread notification${notifications.length + more === 1 ? '' : 's'} on Tendermark`,
      [
        ...notifications.map(
          ({ title, text, date }) => `${date} — ${oneLine(title)}: ${oneLine(text)}`,
        ),
        ...(more > 0 ? [`…and ${more} more.`] : []),
      ],
      { label: 'Open Tendermark', url: `${publicUrl}/` },
    ),
  savedSearchAlert: ({ searchName, kind, matches, more }, publicUrl) =>
    layout(
      `New tenders for your saved search ${quoted(searchName)}`,
      [
        ...matches.map(({ id, title }) =>
          kind === 'gov'
            ? `${oneLine(title)}`
            : `${oneLine(title)}: ${publicUrl}/public/auction-overview/${id}`,
        ),
        ...(more > 0 ? [`…and ${more} more.`] : []),
      ],
      {
        label: 'Open the search',
        url: `${publicUrl}/public-auctions-and-suppliers`,
      },
    ),
  newsletterConfirm: ({ token }, publicUrl) =>
    layout(
      'Confirm your Tendermark newsletter subscription',
      [
        'Please confirm that you want to receive the Tendermark newsletter.',
        'You are subscribed only once you follow this link. The link is valid for 7 days.',
      ],
      {
        label: 'Confirm subscription',
        url: `${publicUrl}/newsletter/confirm?${new URLSearchParams({ token })}`,
      },
    ),
  contactEmailActivation: ({ token, userName }, publicUrl) =>
    layout(
      'Confirm your contact e-mail on Tendermark',
      [
        'You entered this address as the contact e-mail of your Tendermark profile.',
        'Please confirm it: messages about your auctions go to it once you follow this link. The link is valid for 7 days.',
      ],
      {
        label: 'Confirm contact e-mail',
        url: `${publicUrl}/activation-email?${new URLSearchParams({ user: userName, token })}`,
      },
    ),
  accountRemoval: ({ token }, publicUrl) =>
    layout(
      'Confirm the deletion of your Tendermark account',
      [
        'Someone asked to delete your Tendermark account. If it was you, follow the link and confirm.',
        'Your personal data (name, phone, profiles, addresses, contacts, notifications and saved searches) will be erased. Auctions and bids that other users rely on stay, without your name.',
        'If it was not you, ignore this mail and change your password. The link is valid for 24 hours and can be used once.',
      ],
      {
        label: 'Delete my account',
        url: `${publicUrl}/account-removal?${new URLSearchParams({ token })}`,
      },
    ),
  accountRemoved: (_data, publicUrl) =>
    layout('Your Tendermark account has been deleted', [
      'Your Tendermark account and your personal data have been deleted, and you have been signed out everywhere.',
      `You are welcome to register again with this address at any time: ${publicUrl}/register`,
    ]),
  collaboratorInvitation: ({ token, companyName, invitedBy }, publicUrl) =>
    layout(
      `Join ${oneLine(companyName)} on Tendermark`,
      [
        `${invitedBy} invites you to join the company ${oneLine(companyName)} on Tendermark, an online tender and reverse-auction marketplace.`,
        'Log in (or create your free account with this e-mail address) and accept the invitation. The link is valid for 14 days.',
      ],
      {
        label: 'Accept the invitation',
        url: `${publicUrl}/company-invitation?${new URLSearchParams({ token })}`,
      },
    ),
  reportIssue: ({ email, subject, description, reporterUserName }) =>
    // The subject is user input: collapse line breaks so it stays one header line.
    layout(`Issue report: ${subject.replace(/\s+/g, ' ')}`, [
      `From: ${email}${reporterUserName ? ` (signed in as ${reporterUserName})` : ''}`,
      ...description.split(/\n\s*\n/),
    ]),
};

export function renderMail<T extends MailTemplate>(
  template: T,
  data: MailTemplateData[T],
  publicUrl: string,
  footer: MailFooter = {},
): RenderedMail {
  return toMail(renderers[template](data, publicUrl), footerLines(template, footer, publicUrl));
}
