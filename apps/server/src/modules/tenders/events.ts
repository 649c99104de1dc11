/** What the tenders module records in its transactions (events/domain-events.ts). */
export type TenderVisibility = { isPublic: boolean; hidden: boolean };

export type TendersEvent =
  /** A tender joined (or changed its place in) a user's lists: addMyTender to their open apps. */
  | { type: 'tenderListed'; tenderId: string; userId: string }
  /** The owner hid or showed a tender, or made it public or private: updateTenderVisibility. */
  | ({ type: 'tenderVisibilityChanged'; tenderId: string; ownerId: string } & TenderVisibility)
  /** The owner canceled a tender that was not over: its room sees it at once. */
  | { type: 'tenderCanceled'; tender: { id: string; ownerId: string; endDate: Date } };
