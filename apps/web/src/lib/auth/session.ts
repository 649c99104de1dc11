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

export type SignInInput = { userName: string; password: string; storage: LoginStorageMode };

/** Password login. Spec §4: a successful login resets all state except the localization texts. */
export async function signIn({ userName, password, storage }: SignInInput): Promise<TUserInfo> {
  const reply = await requestToken({ grant_type: 'password', userName, password });
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

/** Logs out: the server revokes the refresh token (best effort), then the session ends here. */
export async function signOut(): Promise<void> {
  const refreshToken = tokenStore.get()?.refreshToken;
  if (refreshToken) {
    await apiRequest('/api/account/Logout', {
      method: 'POST',
      body: { refresh_token: refreshToken },
    }).catch(() => undefined);
  }
  endSessionLocally();
}

/** Start-up (spec §2): renew a stored session and load the user; on any failure continue as a visitor. */
export async function restoreSession(): Promise<void> {
  if (!tokenStore.get()) return;
  try {
    if (!(await refreshAccessToken())) throw new Error('refresh failed');
    await reloadCurrentUser();
  } catch {
    endSessionLocally();
  }
}
