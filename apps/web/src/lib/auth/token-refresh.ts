// Refreshes the access token with the stored refresh token; concurrent callers share one request,
// and tabs of one browser take turns (Web Locks), since refresh tokens rotate and a reused one
// ends the session on the server.
import { requestToken, tokensFromReply, type TokenGrant } from './token-endpoint.ts';
import { tokenStore, type StoredTokens } from './token-store.ts';

let refreshInFlight: Promise<boolean> | null = null;
const LOCK_NAME = 'tendermark.token-refresh';

/**
 * Resolves true when fresh tokens are stored. Refresh tokens rotate, so two parallel
 * refreshes would invalidate each other: every caller waits for the same request.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Every open tab renews at once when a push asks them to (billingUpdate): without turns, the
 * second tab would present the token the first had just rotated, and the server would end the
 * session of both. In its turn a tab first looks whether another one renewed meanwhile.
 */
async function refreshOnce(): Promise<boolean> {
  const started = tokenStore.get();
  if (!started) return false;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return rotate(started);
  return locks.request(LOCK_NAME, async () => {
    const current = tokenStore.get();
    if (!current) return false;
    if (current.refreshToken !== started.refreshToken) return true;
    return rotate(current);
  });
}

async function rotate(current: StoredTokens): Promise<boolean> {
  const grant: TokenGrant = { grant_type: 'refresh_token', refresh_token: current.refreshToken };
  try {
    const reply = await requestToken(grant);
    const mode = tokenStore.mode();
    if (!mode) return false; // signed out while the request was running
    tokenStore.save(tokensFromReply(reply), mode);
    return true;
  } catch {
    // Another tab may have rotated the token a moment earlier; its new tokens are valid here too.
    const latest = tokenStore.get();
    return latest !== null && latest.refreshToken !== current.refreshToken;
  }
}
