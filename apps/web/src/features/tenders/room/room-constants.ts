// The live room's tunable numbers, each in one place (spec §9 leaves their values to us).

/** What the owner's Prolong button adds unless the owner types another number of minutes. */
export const PROLONG_MINUTES = 5;

/** Spec §9: the bid highlight lasts the configured duration plus 200 ms. */
const BID_HIGHLIGHT_BASE_MS = 1500;
export const BID_HIGHLIGHT_MS = BID_HIGHLIGHT_BASE_MS + 200;

/** A device clock further than this from the server's gets a warning (issue 5 trust features). */
export const CLOCK_DRIFT_WARNING_MS = 2000;

/** How often the server time is measured again, so a drifting device clock is noticed. */
export const SERVER_TIME_REFRESH_MS = 3 * 60_000;

/** The countdown turns amber in the final 5 minutes and red in the final minute (UI.md). */
export const COUNTDOWN_WARNING_MS = 5 * 60_000;
export const COUNTDOWN_CRITICAL_MS = 60_000;

/** Suppliers get no presence pushes; their active-bidder count is re-read this often. */
export const ACTIVE_BIDDERS_REFRESH_MS = 30_000;

/** Newest events kept in the owner's feed. */
export const FEED_LIMIT = 200;
