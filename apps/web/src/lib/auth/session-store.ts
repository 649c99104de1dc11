// Who is signed in: the UserInfo of the current user, or null for a visitor, observable from React.
import { useSyncExternalStore } from 'react';
import type { Role, TUserInfo } from '@tendermark/shared';

let currentUser: TUserInfo | null = null;
const listeners = new Set<() => void>();

export const sessionStore = {
  getUser(): TUserInfo | null {
    return currentUser;
  },
  setUser(user: TUserInfo | null): void {
    currentUser = user;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in user, or null for a visitor; re-renders on sign-in, sign-out and updates. */
export function useCurrentUser(): TUserInfo | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, sessionStore.getUser);
}

export function hasRole(user: TUserInfo | null, role: Role): boolean {
  return user?.InRoles.includes(role) ?? false;
}
