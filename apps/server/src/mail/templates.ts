/** English mail templates; links are built from PUBLIC_URL. */
export type MailTemplateData = {
  activation: { token: string; userName: string; tenderId?: string };
  resetPassword: { token: string };
  passwordChanged: Record<string, never>;
  reportIssue: { email: string; subject: string; description: string; reporterUserName?: string };
  invitation: TenderMail & { ownerName: string; message?: string };
  inviteNewUser: TenderMail & { ownerName: string; email: string; message?: string };
  offerComment: TenderMail & { comment: string };
  messageToBidders: TenderMail & { message: string };
  questionAnswered: TenderMail & { question: string; answer: string };
  participationChanged: TenderMail & { headline: string; text: string; forOwner: boolean };
};
/** Every mail about a tender names it and links to it. */
type TenderMail = { tenderId: string; tenderName: string };
export type MailTemplate = keyof MailTemplateData;

type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): RenderedMail {
  const text = [...paragraphs, action ? `${action.label}: ${action.url}` : '', '— Tendermark']
    .filter(Boolean)
    .join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#868e96;font-size:12px">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<div style="font-family:Arial,sans-serif;max-width:560px"><h2>${escapeHtml(title)}</h2>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}${button}<p>— Tendermark</p></div>`;
  return { subject: title, text, html };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (name: string) => `"${oneLine(name) || 'Untitled auction'}"`;
const supplierView = (publicUrl: string, tenderId: string) =>
  `${publicUrl}/auctions/supplier/${encodeURIComponent(tenderId)}`;
const paragraphsOf = (text: string) => text.split(/\n\s*\n/);

const supplierRenderers: {
  [
    K in Exclude<MailTemplate, 'activation' | 'resetPassword' | 'passwordChanged' | 'reportIssue'>
  ]: (data: MailTemplateData[K], publicUrl: string) => RenderedMail;
} = {
  invitation: ({ tenderId, tenderName, ownerName, message }, publicUrl) =>
    layout(
      `Invitation to the auction ${quoted(tenderName)}`,
      [
        `${ownerName} invites you to submit a proposal in the auction ${quoted(tenderName)} on Tendermark.`,
        ...(message ? [`Message from ${ownerName}:`, ...paragraphsOf(message)] : []),
        'Open the auction to accept or decline the invitation.',
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
      url: forOwner
        ? `${publicUrl}/auctions/owner/${encodeURIComponent(tenderId)}/2`
        : supplierView(publicUrl, tenderId),
    }),
};

const renderers: {
  [K in MailTemplate]: (data: MailTemplateData[K], publicUrl: string) => RenderedMail;
} = {
  ...supplierRenderers,
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
  passwordChanged: (_data, publicUrl) =>
    layout(
      'Your Tendermark password was changed',
      [
        'The password of your Tendermark account was just changed.',
        'If it was not you, reset your password at once.',
      ],
      { label: 'Reset password', url: `${publicUrl}/forgot-password-request` },
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
): RenderedMail {
  return renderers[template](data, publicUrl);
}
