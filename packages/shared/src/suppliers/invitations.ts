/** The invite-by-e-mail rules of spec §5, shared by the invite form and the server. */
import { Messages } from '../common/messages.ts';

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * The first problem of a list of addresses to invite, or undefined: an address may not be the
 * inviter's own ("Email can not be the same as yours…") nor appear twice in the list or among the
 * tender's suppliers ("Email can not be duplicit…"). Addresses compare case-insensitively.
 */
export function invitationProblem(
  emails: readonly string[],
  { ownEmail, listedEmails = [] }: { ownEmail: string; listedEmails?: readonly string[] },
): string | undefined {
  const seen = new Set(listedEmails.map(normalize));
  for (const email of emails.map(normalize)) {
    if (email === normalize(ownEmail)) return Messages.inviteSelf;
    if (seen.has(email)) return Messages.inviteDuplicate;
    seen.add(email);
  }
  return undefined;
}
