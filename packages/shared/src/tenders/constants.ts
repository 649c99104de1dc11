/** Plain constants of tenders, kept apart from the zod schemas so the web app's first page can use them without zod. */
export const WinningThreshold = { LOWEST: 0, HIGHEST: 1 } as const;
export const WinningThresholdLabels = { 0: 'Lowest wins', 1: 'Highest wins' } as const;

/** Address sources (spec §4): 0 current location, 1 user, 2 company, 3 delivery, 4 new delivery. */
export const AddressSource = {
  CURRENT_LOCATION: 0,
  USER: 1,
  COMPANY: 2,
  DELIVERY: 3,
  NEW_DELIVERY: 4,
} as const;

/** What suppliers see in the room (Market Dojo's Ranked vs Open auctions). */
export const BidVisibility = { RANK_ONLY: 'rank', RANK_AND_BEST_BIDS: 'rankAndBest' } as const;
