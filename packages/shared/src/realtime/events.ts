/**
 * The real-time contract (DESIGN §4): Socket.IO at path /signalr with the spec's three hubs as
 * namespaces. Event names are the push names of spec §4; every tender payload carries tenderId.
 */
import type { TLotState } from '../auction/format-contracts.ts';
import type { TSupplierEntry, TTenderListRow } from '../tenders/schemas.ts';

export const REALTIME_PATH = '/signalr';
export const Hubs = { tender: '/tender', notification: '/notification', app: '/app' } as const;

export type PositionEntry = {
  userName: string;
  position: number;
  /** Under a sharing tie rule, how many other offers share the position (absent: none). */
  tiedWith?: number;
  /** Owner only: the weighted score and the derived total price. */
  score?: number | null;
  total?: number | null;
};

export type BidEvent = {
  tenderId: string;
  userName: string;
  value: number;
  seq: number;
  at: string;
};
export type NotificationPayload = {
  Id: string;
  Title: string;
  Text: string;
  Date: string;
  Read: boolean;
  /** Where the notification leads (web route by action), when it concerns something. */
  Link?: { action: string; dataId: string } | null;
};

export type TenderHubEvents = {
  /** `seq`: the bid that produced this best bid (absent when a participation change caused it). */
  updateItemBestBid: (payload: {
    tenderId: string;
    itemId: string;
    bestBid: number;
    seq?: number;
  }) => void;
  updateCriterionBestBid: (payload: {
    tenderId: string;
    criterionId: string;
    bestBid: number;
    seq?: number;
  }) => void;
  updateTotalActiveBiddersInTender: (payload: { tenderId: string; count: number }) => void;
  addPublicBidder: (payload: { tenderId: string; supplier: TSupplierEntry }) => void;
  updateSuppliersItemBid: (payload: BidEvent & { itemId: string }) => void;
  updateSuppliersCriterionBid: (payload: BidEvent & { criterionId: string }) => void;
  updateSuppliersPositions: (payload: {
    tenderId: string;
    seq: number;
    positions: PositionEntry[];
  }) => void;
  updateSuppliersParticipationStatus: (payload: {
    tenderId: string;
    userName: string;
    status: number;
  }) => void;
  blockBidder: (payload: { tenderId: string; userName: string; reason: string | null }) => void;
  commentOffer: (payload: { tenderId: string; userName: string; comment: string }) => void;
  addBiddersAttachments: (payload: {
    tenderId: string;
    userName: string;
    attachments: { id: string; name: string }[];
  }) => void;
  removeBiddersAttachment: (payload: {
    tenderId: string;
    userName: string;
    attachmentId: string;
  }) => void;
  updateTenderStatus: (payload: { tenderId: string; status: number; endDate?: string }) => void;
  updateTenderNewAppliesCount: (payload: { tenderId: string; count: number }) => void;
  addTenderAnnouncement: (payload: { tenderId: string; date: string; text: string }) => void;
  prolongAuction: (payload: {
    tenderId: string;
    endDate: string;
    minutes: number;
    reason: 'owner' | 'overtime';
  }) => void;
  SetUserAsActive: (payload: { tenderId: string; userName: string; active: boolean }) => void;
  /** Beyond spec §4 (issue 30): a lot's new state (a round, a close, a prolongation). */
  lotUpdate: (payload: {
    tenderId: string;
    lot: TLotState;
    /** A staggered lot's overtime: by how many minutes this change moved the lot's end. */
    overtimeMinutes?: number;
  }) => void;
  notifyOwnerWhenCompletedOffer: (payload: { tenderId: string; userName: string }) => void;
  saveSuppliersMustHaveConditionResponses: (payload: {
    tenderId: string;
    userName: string;
    responses: { mhcId: string; response: boolean }[];
  }) => void;
};

export type NotificationHubEvents = {
  addNotification: (payload: NotificationPayload) => void;
  updatePendingAuctionInvitationsCount: (payload: { count: number }) => void;
  updatePendingPublicBiddersCount: (payload: { count: number }) => void;
  /** The user's other sessions were ended (password changed or reset): sign out here. */
  logoutAllUsers: (payload: Record<string, never>) => void;
  /** The user's plan changed (billing webhook): roles in effect and the subscription's end. */
  billingUpdate: (payload: { roles: string[]; expires: string | null }) => void;
};

export type AppHubEvents = {
  addMyTender: (payload: { tender: TTenderListRow }) => void;
  updateTenderVisibility: (payload: {
    tenderId: string;
    isPublic: boolean;
    hidden: boolean;
  }) => void;
  billingUpdate: (payload: { roles: string[]; expires: string | null }) => void;
  /** The session ended on the server: the app closes its hubs and forgets the session. */
  Disconnect: (payload: { reason: DisconnectReasonName }) => void;
};

/** Why the server ended a session's hubs (the app hub's Disconnect). */
export const DisconnectReason = {
  /** This session was ended: a logout (maybe in another tab), or its refresh token leaked. */
  SESSION_ENDED: 'sessionEnded',
  /** Every session of the user was ended elsewhere: password changed, account removed, … */
  SIGNED_OUT_ELSEWHERE: 'signedOutElsewhere',
} as const;
export type DisconnectReasonName = (typeof DisconnectReason)[keyof typeof DisconnectReason];

export type JoinTenderAck = { ok: boolean; error?: string; role?: 'owner' | 'supplier' };

export type TenderHubClientEvents = {
  joinTender: (payload: { tenderId: string }, ack: (reply: JoinTenderAck) => void) => void;
  leaveTender: (payload: { tenderId: string }, ack?: (reply: { ok: boolean }) => void) => void;
};
