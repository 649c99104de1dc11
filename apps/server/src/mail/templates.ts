/** English mail templates; links are built from PUBLIC_URL. */
export type MailTemplateData = {
  activation: { token: string; userName: string; tenderId?: string };
  resetPassword: { token: string };
  passwordChanged: Record<string, never>;
  reportIssue: { email: string; subject: string; description: string; reporterUserName?: string };
};
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

const renderers: {
  [K in MailTemplate]: (data: MailTemplateData[K], publicUrl: string) => RenderedMail;
} = {
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
