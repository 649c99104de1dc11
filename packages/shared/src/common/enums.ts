/** Status and role enumerations of spec §4 and §6 with their display labels. */
export const TenderStatus = {
  NEW: 0,
  SCHEDULED: 5,
  RFP_SUBMITTED: 10,
  RFP_ENDED: 11,
  SUBMITTED: 20,
  ENDED: 22,
  CANCELED: 50,
  FREEZE: 100,
} as const;
export type TenderStatusId = (typeof TenderStatus)[keyof typeof TenderStatus];

/** Ended or canceled: nothing live happens any more (no room, no connection to show). */
export const isTenderOver = (status: number): boolean =>
  status === TenderStatus.ENDED || status === TenderStatus.CANCELED;

export const TenderStatusLabels: Record<TenderStatusId, string> = {
  0: 'Draft',
  5: 'Req. for Proposals',
  10: 'Req. for Proposals',
  11: 'Proposals check',
  20: 'Running',
  22: 'Ended',
  50: 'Canceled',
  // The spec's table says "Freezed"; people read "Frozen" (issue 27).
  100: 'Frozen',
};

export const SupplierStatus = {
  WAITING_FOR_INVITE: 0,
  INVITED: 1,
  PENDING_PUBLIC: 2,
  ACCEPTED: 3,
  REJECTED_BY_BIDDER: 4,
  REJECTED_BY_BUYER: 5,
  REMOVED: 6,
  BLOCKED: 7,
  APPROVAL_MISSED: 8,
  FAVORITE: 9,
  LEFT: 10,
  PENDING_COMEBACK: 11,
} as const;
export type SupplierStatusId = (typeof SupplierStatus)[keyof typeof SupplierStatus];

export const SupplierStatusLabels: Record<SupplierStatusId, string> = {
  0: 'Waiting for invite',
  1: 'Invited',
  2: 'Wait for Approval',
  3: 'Invitation accepted',
  4: 'Rejected by bidder',
  5: 'Rejected by buyer',
  6: 'Removed',
  7: 'Blocked',
  8: 'Approval missed',
  9: 'Need to Apply',
  10: 'Left',
  11: 'Wait for Approval',
};

export const Roles = [
  'Translator',
  'Admin',
  'Free',
  'BusinessStandard',
  'BusinessPremium',
] as const;
export type Role = (typeof Roles)[number];

export const Constants = {
  noPosition: 9999,
  defaultDurationMinutes: 120,
  maxDurationMinutes: 44000,
  proposalEndDays: 7,
  startDays: 9,
  defaultCurrency: 'USD',
  defaultBranches: 1,
  defaultTrialDays: 30,
  initialFreeTenders: 0,
  notificationsPageSize: 10,
  myAuctionsPageSize: 30,
  toastAutoCloseMs: 5000,
  reconnectAttempts: 6,
  reconnectIntervalMs: 10_000,
  passwordMinLength: 8,
  /** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
  emailMaxLength: 254,
  keywordMinLength: 2,
  demoBidderPrefix: 'demobidder',
} as const;
