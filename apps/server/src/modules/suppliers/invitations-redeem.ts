/**
 * Invitations of addresses that had no (activated) account are redeemed only once the address is
 * proven: at activation, at a password reset, or at a registration whose e-mail an external
 * login provider verified. Redeeming at registration would hand the supplier seat to whoever
 * registered the address first. Each becomes an entry in status 1 (Invited), and the inviting
 * owner gets the new user as a contact.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  ParticipationAction,
  SupplierStatus,
  TenderStatus,
  isActionOpen,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderInvitations, tenders } from '../../db/schema/index.ts';
import type { MailQueue } from '../../mail/mailer.ts';
import type { UserRow } from '../account/users.ts';
import { ensureContacts } from '../contacts/service.ts';
import { findEntry } from './entries.ts';
import { SupplierNotices, tellSupplier, type Teller } from './notices.ts';
import { displayNameOf } from './people.ts';
import { recordTransition, transitionEntry } from './transition.ts';

export type RedeemedInvitation = { tenderId: string; tenderName: string; ownerId: string };

/** Whether invitations wait for this address (user name), not yet redeemed. */
export async function hasOpenInvitations(tx: DbExecutor, userName: string): Promise<boolean> {
  const [open] = await tx
    .select({ id: tenderInvitations.id })
    .from(tenderInvitations)
    .where(and(eq(tenderInvitations.email, userName), isNull(tenderInvitations.redeemedAt)))
    .limit(1);
  return open !== undefined;
}

type Redeemer = Pick<UserRow, 'id' | 'userName'>;

/**
 * Call inside the transaction in which the address was proven. With `(ctx, { tx, events }, …)`
 * the owners and the new user are told in that transaction too; the deprecated `(tx, …)` shape
 * only redeems (tells nobody).
 */
export async function redeemInvitations(
  ctx: Teller,
  into: MailQueue,
  user: Redeemer,
  now: Date,
): Promise<RedeemedInvitation[]>;
/** @deprecated Pass `(ctx, { tx, events }, user, now)`: this shape tells nobody. */
export async function redeemInvitations(
  tx: DbExecutor,
  user: Redeemer,
  now: Date,
): Promise<RedeemedInvitation[]>;
export async function redeemInvitations(
  ...args: [Teller, MailQueue, Redeemer, Date] | [DbExecutor, Redeemer, Date]
): Promise<RedeemedInvitation[]> {
  if (args.length === 3) return redeem(args[0], args[1], args[2]);
  const [ctx, into, user, now] = args;
  const redeemed = await redeem(into.tx, user, now);
  await recordRedeemed(ctx, into, user, redeemed);
  return redeemed;
}

async function redeem(tx: DbExecutor, user: Redeemer, now: Date): Promise<RedeemedInvitation[]> {
  const open = await tx
    .select({ invitation: tenderInvitations, tender: tenders })
    .from(tenderInvitations)
    .innerJoin(tenders, eq(tenders.id, tenderInvitations.tenderId))
    .where(and(eq(tenderInvitations.email, user.userName), isNull(tenderInvitations.redeemedAt)))
    .for('update', { of: tenders });
  const redeemed: RedeemedInvitation[] = [];
  for (const { invitation, tender } of open) {
    // An invitation picked while drafting waits: scheduling sends it (releaseDraftInvitations).
    if (tender.status === TenderStatus.NEW) continue;
    await tx
      .update(tenderInvitations)
      .set({ redeemedAt: now })
      .where(eq(tenderInvitations.id, invitation.id));
    // An invitation to an auction that has since run, ended or been canceled lapses, and so
    // does one of a user who has an entry by now.
    if (!isActionOpen(ParticipationAction.INVITE, tender.status)) continue;
    if (await findEntry(tx, tender.id, user.id)) continue;
    await transitionEntry(
      tx,
      { tender, userId: user.id, entry: undefined },
      ParticipationAction.INVITE,
      { invitedAt: invitation.createdAt },
    );
    if (invitation.invitedById) await ensureContacts(tx, invitation.invitedById, [user.id], now);
    redeemed.push({ tenderId: tender.id, tenderName: tender.name, ownerId: tender.ownerId });
  }
  return redeemed;
}

/** Tells the owners (their bidders lists) and the new user (notifications, lists), in `into`. */
async function recordRedeemed(
  ctx: Teller,
  into: MailQueue,
  user: Redeemer,
  redeemed: readonly RedeemedInvitation[],
): Promise<void> {
  for (const invitation of redeemed) {
    const tender = {
      id: invitation.tenderId,
      name: invitation.tenderName,
      ownerId: invitation.ownerId,
    };
    const change = { from: null, to: SupplierStatus.INVITED, entry: undefined };
    recordTransition(into.events, tender, user, change);
    const ownerName = await displayNameOf(into.tx, tender.ownerId);
    await tellSupplier(ctx, into, user, tender, SupplierNotices.invited(tender, ownerName));
  }
}
