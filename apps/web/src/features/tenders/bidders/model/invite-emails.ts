// The invite-by-e-mail form's rules: several addresses in one field, each a valid e-mail (shared
// zEmail), none the inviter's own or already listed (shared invitationProblem, spec §5).
import { invitationProblem, zEmail } from '@tendermark/shared';

/** Addresses separated by commas, semicolons, spaces or new lines; empty parts dropped. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export type InviteProblem = { message: string; email?: string };

/** The first problem of the entered addresses, or undefined when they can be sent. */
export function inviteEmailsProblem(
  text: string,
  context: { ownEmail: string; listedEmails: readonly string[] },
): InviteProblem | undefined {
  const emails = splitEmails(text);
  const empty = zEmail.safeParse('');
  if (emails.length === 0 && !empty.success) return { message: empty.error.issues[0].message };
  for (const email of emails) {
    const parsed = zEmail.safeParse(email);
    if (!parsed.success) return { message: parsed.error.issues[0].message, email };
  }
  return invitationProblem(emails, context);
}
