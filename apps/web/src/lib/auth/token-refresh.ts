// Refreshes the access token with the stored refresh token; concurrent callers share one request.
import { requestToken, tokensFromReply } from './token-endpoint.ts';
import { tokenStore } from './token-store.ts';

let refreshInFlight: Promise<boolean> | null = null;

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

async function refreshOnce(): Promise<boolean> {
  const current = tokenStore.get();
  if (!current) return false;
  try {
    const reply = await requestToken({
      grant_type: 'refresh_token',
      refresh_token: current.refreshToken,
    });
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
