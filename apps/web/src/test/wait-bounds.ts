// How long the web tests wait for a state, sized for a CI machine that shares its cores with other
// work (issue 26), not for an idle one. A state that never comes still fails, just later.

/**
 * findBy…/waitFor's bound (Testing Library's default is 1 s). From its server reply to its rows and
 * map text the search page needs 0.6–0.9 s of CPU in jsdom on an idle core, so on a shared core 1 s
 * ran out while the page was still rendering (3 tests of public-search-page failed under load).
 * Below the web project's testTimeout (vitest.config.ts), so that a hang names the missing element.
 */
export const STATE_TIMEOUT_MS = 10_000;

/** vi.waitFor's options: its own bound is 1 s whatever Testing Library's is. */
export const STATE_WAIT = { timeout: STATE_TIMEOUT_MS };

/** A cold import of a lazily loaded part (Leaflet, Recharts): 0.7–2 s at a load of 15 on 2 cores. */
export const CHUNK_LOAD_TIMEOUT_MS = 60_000;
