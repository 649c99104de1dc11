/** The suppliers module's reactions to its own events, after the commit: the pushes of spec §4. */
import type { AppContext } from '../../context.ts';
import { publishTransition } from './pushes.ts';

export function subscribeToSuppliersEvents(ctx: AppContext): void {
  const { publisher } = ctx.realtime;
  ctx.events.on('participationChanged', 'push the status and its counters', (event) =>
    publishTransition(ctx, event.tender, event.supplier, event),
  );
  ctx.events.on('publicBidderApplied', 'push addPublicBidder', ({ tenderId, entry }) =>
    publisher.toTenderOwner(tenderId, 'addPublicBidder', { tenderId, supplier: entry }),
  );
  ctx.events.on('offerCommented', 'push commentOffer', (event) => {
    const payload = { tenderId: event.tenderId, userName: event.userName, comment: event.comment };
    publisher.toTenderOwner(event.tenderId, 'commentOffer', payload);
    publisher.toTenderMember(event.tenderId, event.supplierId, 'commentOffer', payload);
  });
  ctx.events.on('bidderBlocked', 'push blockBidder', (event) => {
    const payload = { tenderId: event.tenderId, userName: event.userName, reason: event.reason };
    publisher.toTenderOwner(event.tenderId, 'blockBidder', payload);
    publisher.toTenderMember(event.tenderId, event.supplierId, 'blockBidder', payload);
  });
  ctx.events.on('mustHavesAnswered', 'push the must-have answers', (event) => {
    const { tenderId, userName, responses } = event;
    publisher.toTenderOwner(tenderId, 'saveSuppliersMustHaveConditionResponses', {
      tenderId,
      userName,
      responses,
    });
  });
  ctx.events.on('proposalFinalized', 'push the finalized proposal', (event) => {
    const { tenderId, userName, tenderStatus } = event;
    if (tenderStatus !== null)
      publisher.toTender(tenderId, 'updateTenderStatus', { tenderId, status: tenderStatus });
    publisher.toTenderOwner(tenderId, 'notifyOwnerWhenCompletedOffer', { tenderId, userName });
  });
  ctx.events.on('offerAttachmentsAdded', 'push addBiddersAttachments', (event) => {
    const { tenderId, userName, attachments } = event;
    publisher.toTenderOwner(tenderId, 'addBiddersAttachments', { tenderId, userName, attachments });
  });
  ctx.events.on('offerAttachmentRemoved', 'push removeBiddersAttachment', (event) => {
    const { tenderId, userName, attachmentId } = event;
    publisher.toTenderOwner(tenderId, 'removeBiddersAttachment', {
      tenderId,
      userName,
      attachmentId,
    });
  });
}
