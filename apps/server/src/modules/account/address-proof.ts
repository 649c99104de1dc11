/**
 * What follows once someone proves they hold an account's mailbox (the activation link, a reset
 * link): the account is activated and the invitations waiting for the address are redeemed.
 * Whatever was set before that proof (a password, an external identity) may be someone else's
 * who registered the address first; spec §7 Auth, issue 26 point 4.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { externalLogins, users } from '../../db/schema/index.ts';
import type { MailQueue } from '../../mail/mailer.ts';
import { redeemInvitations } from '../suppliers/invitations-redeem.ts';
import type { UserRow } from './users.ts';

/**
 * Call in the transaction that used the link, once the caller has set a password of their own:
 * activates the account, unlinks external identities linked before the address was proven, and
 * redeems the address's open invitations (the owners and the user are told in `into` too).
 */
export async function confirmAddressWithNewPassword(
  ctx: Pick<AppContext, 'clock' | 'mailer'>,
  into: MailQueue,
  user: Pick<UserRow, 'id' | 'userName' | 'isActivated' | 'deletedAt'>,
  now: Date,
): Promise<void> {
  if (user.deletedAt) return;
  const { tx } = into;
  if (!user.isActivated) {
    await tx.delete(externalLogins).where(eq(externalLogins.userId, user.id));
    await tx
      .update(users)
      .set({ isActivated: true, isEmailConfirmed: true })
      .where(eq(users.id, user.id));
  }
  await redeemInvitations(ctx, into, user, now);
}
