/** The invite-by-e-mail rules of spec §5, shared by the invite form and the server. */
import { Messages } from '../common/messages.ts';

const normalize = (email: string) => email.trim().toLowerCase();

/** What is wrong with one address of a list, and which one it is (as entered, and its index). */
export type InvitationProblem = { message: string; email: string; index: number };

/**
 * The first problem of a list of addresses to invite, or undefined: an address may not be the
 * inviter's own ("Email can not be the same as yours…") nor appear twice in the list or among the
 * tender's suppliers ("Email can not be duplicit…"). Addresses compare case-insensitively.
 */
export function invitationProblem(
  emails: readonly string[],
  { ownEmail, listedEmails = [] }: { ownEmail: string; listedEmails?: readonly string[] },
): InvitationProblem | undefined {
  const seen = new Set(listedEmails.map(normalize));
  for (const [index, email] of emails.entries()) {
    const normalized = normalize(email);
    if (normalized === normalize(ownEmail)) return { message: Messages.inviteSelf, email, index };
    if (seen.has(normalized)) return { message: Messages.inviteDuplicate, email, index };
    seen.add(normalized);
  }
  return undefined;
}
