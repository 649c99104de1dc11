/**
 * What the suppliers module records when participation or a proposal changes (one part of the
 * DomainEvent union, events/domain-events.ts). Subscribers: this module's pushes
 * (subscribers.ts), the supplier's lists (tenders/participation-subscribers.ts) and the room's
 * ranking (auction/participation-subscribers.ts).
 */
import type { ParticipationState, TSupplierEntry } from '@tendermark/shared';

export type SuppliersEvent =
  /** A supplier's entry moved in the status table (spec §4), whoever moved it; `to` null: deleted. */
  | {
      type: 'participationChanged';
      tender: { id: string; ownerId: string };
      supplier: { id: string; userName: string; isDemo: boolean };
      from: ParticipationState;
      to: ParticipationState;
    }
  /** A supplier applied to a public tender: the owner's room lists the applicant (addPublicBidder). */
  | { type: 'publicBidderApplied'; tenderId: string; entry: TSupplierEntry }
  /** The owner commented on a supplier's offer (commentOffer, to both). */
  | {
      type: 'offerCommented';
      tenderId: string;
      supplierId: string;
      userName: string;
      comment: string;
    }
  /** The owner blocked a supplier, with the reason (blockBidder, to both). */
  | {
      type: 'bidderBlocked';
      tenderId: string;
      supplierId: string;
      userName: string;
      reason: string | null;
    }
  /** A supplier's must-have answers as now stored (saveSuppliersMustHaveConditionResponses). */
  | {
      type: 'mustHavesAnswered';
      tenderId: string;
      userName: string;
      responses: { mhcId: string; response: boolean }[];
    }
  /**
   * A supplier finalized their proposal (notifyOwnerWhenCompletedOffer); `tenderStatus` is set
   * when it was the first and moved the tender (updateTenderStatus to the room).
   */
  | { type: 'proposalFinalized'; tenderId: string; userName: string; tenderStatus: number | null }
  /** A supplier attached files to their offer (addBiddersAttachments, to the owner). */
  | {
      type: 'offerAttachmentsAdded';
      tenderId: string;
      userName: string;
      attachments: { id: string; name: string }[];
    }
  /** A supplier removed an attachment of their offer (removeBiddersAttachment, to the owner). */
  | { type: 'offerAttachmentRemoved'; tenderId: string; userName: string; attachmentId: string };
