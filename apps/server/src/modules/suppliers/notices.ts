/**
 * What owners and suppliers are told when participation changes: in-app notifications (with a
 * link to the tender) and, for suppliers, a mail where the change needs their attention. Both are
 * written in the caller's transaction (the notification row and the mail outbox row).
 */
import { NotificationLinkAction } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Mailer, MailQueue } from '../../mail/mailer.ts';
import type { MailUser } from '../../mail/preferences.ts';
import { recordNotification } from '../notifications/service.ts';

export type TenderRef = { id: string; name: string; ownerId: string };
export type Notice = { title: string; text: string };

const named = (tender: TenderRef) => `"${tender.name || 'Untitled auction'}"`;
const because = (reason: string | null | undefined) => (reason ? ` Reason: ${reason}` : '');

/** Texts for the supplier concerned. */
export const SupplierNotices = {
  invited: (tender: TenderRef, ownerName: string): Notice => ({
    title: 'New invitation',
    text: `${ownerName} invited you to the auction ${named(tender)}.`,
  }),
  approved: (tender: TenderRef): Notice => ({
    title: 'Application approved',
    text: `You take part in the auction ${named(tender)}. You can now complete your proposal.`,
  }),
  rejected: (tender: TenderRef, reason?: string | null): Notice => ({
    title: 'Application rejected',
    text: `Your application to the auction ${named(tender)} was rejected.${because(reason)}`,
  }),
  approvalMissed: (tender: TenderRef, wasRejoin: boolean): Notice => ({
    title: 'Approval missed',
    text: wasRejoin
      ? `The buyer did not answer your request to rejoin the auction ${named(tender)} in time.`
      : `The buyer did not answer your application to the auction ${named(tender)} before it started.`,
  }),
  rejoinRejected: (tender: TenderRef, reason?: string | null): Notice => ({
    title: 'Rejoin request rejected',
    text: `Your request to rejoin the auction ${named(tender)} was rejected.${because(reason)}`,
  }),
  blocked: (tender: TenderRef, reason?: string | null): Notice => ({
    title: 'Blocked in an auction',
    text: `You have been blocked in the auction ${named(tender)}.${because(reason)}`,
  }),
  unblocked: (tender: TenderRef): Notice => ({
    title: 'Unblocked in an auction',
    text: `You have been unblocked in the auction ${named(tender)}.`,
  }),
  removed: (tender: TenderRef): Notice => ({
    title: 'Removed from an auction',
    text: `You have been removed from the auction ${named(tender)}.`,
  }),
  commented: (tender: TenderRef): Notice => ({
    title: 'Comment on your offer',
    text: `The buyer commented on your offer in the auction ${named(tender)}.`,
  }),
  message: (tender: TenderRef, message: string): Notice => ({
    title: `Message about ${named(tender)}`,
    text: message,
  }),
  canceled: (tender: TenderRef, reason: string): Notice => ({
    title: 'Auction canceled',
    text: `The auction ${named(tender)} has been canceled. Reason: ${reason}`,
  }),
};

/** Texts for the tender's owner. */
export const OwnerNotices = {
  accepted: (tender: TenderRef, userName: string): Notice => ({
    title: 'Invitation accepted',
    text: `${userName} accepted the invitation to the auction ${named(tender)}.`,
  }),
  declined: (tender: TenderRef, userName: string, reason?: string | null): Notice => ({
    title: 'Invitation declined',
    text: `${userName} declined the invitation to the auction ${named(tender)}.${because(reason)}`,
  }),
  applied: (tender: TenderRef, userName: string): Notice => ({
    title: 'New applicant',
    text: `${userName} applied to the auction ${named(tender)} and waits for your approval.`,
  }),
  left: (tender: TenderRef, userName: string): Notice => ({
    title: 'Supplier left',
    text: `${userName} left the auction ${named(tender)}.`,
  }),
  rejoinRequested: (tender: TenderRef, userName: string, reason: string): Notice => ({
    title: 'Rejoin request',
    text: `${userName} asks to rejoin the auction ${named(tender)}. Reason: ${reason}`,
  }),
  finalized: (tender: TenderRef, userName: string): Notice => ({
    title: 'Proposal completed',
    text: `${userName} finalized their proposal in the auction ${named(tender)}.`,
  }),
};

const supplierLink = (tenderId: string) => ({
  action: NotificationLinkAction.SUPPLIER_TENDER,
  dataId: tenderId,
});

/** What telling someone needs: the clock (the notification's date) and the mail outbox. */
export type Teller = Pick<AppContext, 'clock'> & { mailer: Pick<Mailer, 'queueToUser'> };

/**
 * An in-app notification for a supplier; with `mail`, the same news by mail (if the supplier
 * wants it). Both are written in `into`'s transaction.
 */
export async function tellSupplier(
  ctx: Teller,
  into: MailQueue,
  supplier: { id: string },
  tender: TenderRef,
  notice: Notice,
): Promise<void>;
export async function tellSupplier(
  ctx: Teller,
  into: MailQueue,
  supplier: MailUser,
  tender: TenderRef,
  notice: Notice,
  options: { mail: boolean },
): Promise<void>;
export async function tellSupplier(
  ctx: Teller,
  into: MailQueue,
  supplier: { id: string } | MailUser,
  tender: TenderRef,
  notice: Notice,
  { mail = false }: { mail?: boolean } = {},
): Promise<void> {
  await recordNotification(ctx, into, supplier.id, { ...notice, link: supplierLink(tender.id) });
  if (mail && 'email' in supplier)
    await ctx.mailer.queueToUser(into, supplier, 'participationChanged', {
      tenderId: tender.id,
      tenderName: tender.name,
      headline: notice.title,
      text: notice.text,
      forOwner: false,
    });
}

/** An in-app notification for the tender's owner, in `into`'s transaction. */
export async function tellOwner(
  ctx: Pick<AppContext, 'clock'>,
  into: MailQueue,
  tender: TenderRef,
  notice: Notice,
): Promise<void> {
  await recordNotification(ctx, into, tender.ownerId, {
    ...notice,
    link: { action: NotificationLinkAction.OWNER_TENDER, dataId: tender.id },
  });
}
