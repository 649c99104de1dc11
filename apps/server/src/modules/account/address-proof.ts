/**
 * What follows once someone proves they hold an account's mailbox (the activation link, a reset
 * link): the account is activated and the invitations waiting for the address are redeemed.
 * Whatever was set before that proof (a password, an external identity) may be someone else's
 * who registered the address first; spec §7 Auth, issue 26 point 4.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { externalLogins, users } from '../../db/schema/index.ts';
import { redeemInvitations, type RedeemedInvitation } from '../suppliers/invitations-redeem.ts';
import type { UserRow } from './users.ts';

/**
 * Call in the transaction that used the link, once the caller has set a password of their own:
 * activates the account, unlinks external identities linked before the address was proven, and
 * redeems the address's open invitations (announce them after commit).
 */
export async function confirmAddressWithNewPassword(
  tx: DbExecutor,
  user: Pick<UserRow, 'id' | 'userName' | 'isActivated' | 'deletedAt'>,
  now: Date,
): Promise<RedeemedInvitation[]> {
  if (user.deletedAt) return [];
  if (!user.isActivated) {
    await tx.delete(externalLogins).where(eq(externalLogins.userId, user.id));
    await tx
      .update(users)
      .set({ isActivated: true, isEmailConfirmed: true })
      .where(eq(users.id, user.id));
  }
  return redeemInvitations(tx, user, now);
}
