/**
 * What owners and suppliers are told when participation changes: in-app notifications (with a
 * link to the tender) and, for suppliers, a mail where the change needs their attention.
 */
import { NotificationLinkAction } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { MailUser } from '../../mail/preferences.ts';
import { notify } from '../notifications/service.ts';

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
  questionAnswered: (tender: TenderRef): Notice => ({
    title: 'Question answered',
    text: `The buyer answered a question about the auction ${named(tender)}.`,
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
  questionAsked: (tender: TenderRef): Notice => ({
    title: 'New question',
    text: `A supplier asked a question about the auction ${named(tender)}.`,
  }),
};

const supplierLink = (tenderId: string) => ({
  action: NotificationLinkAction.SUPPLIER_TENDER,
  dataId: tenderId,
});

/** An in-app notification for a supplier; with `mail`, the same news by mail (if the supplier wants it). */
export async function tellSupplier(
  ctx: AppContext,
  supplier: { id: string },
  tender: TenderRef,
  notice: Notice,
): Promise<void>;
export async function tellSupplier(
  ctx: AppContext,
  supplier: MailUser,
  tender: TenderRef,
  notice: Notice,
  options: { mail: boolean },
): Promise<void>;
export async function tellSupplier(
  ctx: AppContext,
  supplier: { id: string } | MailUser,
  tender: TenderRef,
  notice: Notice,
  { mail = false }: { mail?: boolean } = {},
): Promise<void> {
  await notify(ctx, supplier.id, { ...notice, link: supplierLink(tender.id) });
  if (mail && 'email' in supplier)
    await ctx.mailer.sendToUser(supplier, 'participationChanged', {
      tenderId: tender.id,
      tenderName: tender.name,
      headline: notice.title,
      text: notice.text,
      forOwner: false,
    });
}

export async function tellOwner(ctx: AppContext, tender: TenderRef, notice: Notice) {
  await notify(ctx, tender.ownerId, {
    ...notice,
    link: { action: NotificationLinkAction.OWNER_TENDER, dataId: tender.id },
  });
}
