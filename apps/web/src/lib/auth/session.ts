// Sign-in, sign-out and session restore: tokens, the current user and the query cache move together.
import type { TTokenReply, TUserInfo } from '@tendermark/shared';
import { apiRequest } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { sessionStore } from './session-store.ts';
import { requestToken, tokensFromReply } from './token-endpoint.ts';
import { refreshAccessToken } from './token-refresh.ts';
import { tokenStore, type LoginStorageMode } from './token-store.ts';

export function fetchUserInfo(): Promise<TUserInfo> {
  return apiRequest<TUserInfo>('/api/account/UserInfo');
}

/** Reloads the current user (after a profile or plan change). */
export async function reloadCurrentUser(): Promise<TUserInfo> {
  const user = await fetchUserInfo();
  sessionStore.setUser(user);
  return user;
}

export type SignInInput = {
  userName: string;
  password: string;
  storage: LoginStorageMode;
  /** The solved challenge, when the server asked for one after repeated failures. */
  altcha?: string;
};

/** Password login. Spec §4: a successful login resets all state except the localization texts. */
export async function signIn({
  userName,
  password,
  storage,
  altcha,
}: SignInInput): Promise<TUserInfo> {
  const reply = await requestToken({ grant_type: 'password', userName, password, altcha });
  return startSession(reply, storage);
}

/** Keeps the tokens of a login (by password or an external provider) and loads the user. */
export async function startSession(
  reply: TTokenReply,
  storage: LoginStorageMode,
): Promise<TUserInfo> {
  tokenStore.save(tokensFromReply(reply), storage);
  queryClient.clear();
  try {
    return await reloadCurrentUser();
  } catch (error) {
    endSessionLocally();
    throw error;
  }
}

/** Forgets the session in this browser without asking the server (expired or invalid tokens). */
export function endSessionLocally(): void {
  tokenStore.clear();
  sessionStore.setUser(null);
  queryClient.clear();
}

let signingOut = false;

/** While this browser logs out: the server's word that the session ended is no news then. */
export const isSigningOut = () => signingOut;

/** Logs out: the server revokes the refresh token (best effort), then the session ends here. */
export async function signOut(): Promise<void> {
  const refreshToken = tokenStore.get()?.refreshToken;
  signingOut = true;
  try {
    if (refreshToken) {
      await apiRequest('/api/account/Logout', {
        method: 'POST',
        body: { refresh_token: refreshToken },
      }).catch(() => undefined);
    }
    endSessionLocally();
  } finally {
    signingOut = false;
  }
}

/** An access token this close to its expiry is not used for start-up's UserInfo. */
const ACCESS_TOKEN_MARGIN_MS = 60_000;

/** What renewing the stored session at start-up gave: nothing stored, the user, or a failure. */
export type RenewedSession =
  { kind: 'none' } | { kind: 'user'; user: TUserInfo } | { kind: 'failed' };

/**
 * Start-up (spec §2), first half: renews a stored session and loads its user, but changes nothing
 * the app shows, so that it can run while the localization texts load and be dropped when they fail
 * (a server in maintenance must not sign anyone out). applyRenewedSession is the second half.
 */
export async function renewStoredSession(): Promise<RenewedSession> {
  const stored = tokenStore.get();
  if (!stored) return { kind: 'none' };
  // While the stored access token is still valid, the user is loaded with it beside the refresh
  // rather than after it: one round trip less before the first page (a reload, say).
  const early = stored.expiresAt > Date.now() + ACCESS_TOKEN_MARGIN_MS ? fetchUserInfo() : null;
  early?.catch(() => undefined); // its failure is read below, if the refresh succeeds
  try {
    if (!(await refreshAccessToken())) return { kind: 'failed' };
    return { kind: 'user', user: await (early ?? fetchUserInfo()) };
  } catch {
    return { kind: 'failed' };
  }
}

/** Start-up, second half: the user is signed in, or on any failure the app continues as a visitor. */
export function applyRenewedSession(session: RenewedSession): void {
  if (session.kind === 'user') sessionStore.setUser(session.user);
  else if (session.kind === 'failed') endSessionLocally();
}
