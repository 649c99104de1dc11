/**
 * The gate of every "mail me a link" request (RequestResetPassword, ResendActivation): a ceiling
 * per address, a solved challenge after a few requests from an address or for a user name, then
 * at most RESET_MAILS_PER_HOUR mails per user name. Past that the reply stays the same but nothing
 * is mailed: the owner's mailbox is not flooded, and no one can refuse the owner's own request.
 */
import type { Challenges } from './challenge.ts';
import { RESET_MAILS_PER_HOUR, type AccountRateLimits } from './rate-limit.ts';

type MailLinkRequest = { ip: string; userName: string; altcha: string | undefined };
type MailsPerUser = AccountRateLimits['passwordResetMails' | 'activationMails'];

/** Throws 429 or the challenge's refusal; otherwise says whether the mail may go. */
export async function mayMailLink(
  limits: AccountRateLimits,
  challenges: Challenges,
  mailsPerUser: MailsPerUser,
  request: MailLinkRequest,
): Promise<boolean> {
  const keys = { ip: request.ip, userName: request.userName };
  await limits.passwordResetRequests.consume({ ip: request.ip });
  const isChallengeRequired = await limits.passwordResetChallenge.isSpent(keys);
  await challenges.check(request.altcha, isChallengeRequired);
  await limits.passwordResetChallenge.record(keys);
  const mails = await mailsPerUser.record({ userName: request.userName });
  return mails <= RESET_MAILS_PER_HOUR;
}
