// The signed-in user as the server describes them (UserInfo), and a session held for them.
import type { TUserInfo } from '@tendermark/shared';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { tokenStore } from '@/lib/auth/token-store.ts';

/** The UserInfo of an activated Free member with a complete profile; overrides for the rest. */
export function userInfoFixture(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    Name: 'anna@supplier.test',
    IsUserProfileFilled: true,
    InRoles: ['Free'],
    Expires: null,
    SurveyCompleted: true,
    RemainingFreeTenders: 1,
    Created: '2030-01-01T00:00:00.000Z',
    PendingAuctionInvitationsCount: 0,
    PendingPublicBiddersCount: 0,
    IsAuthentificated: true,
    IsActivated: true,
    ...overrides,
  };
}

/** Signs `user` in for this tab: tokens valid for a minute more, the user known to the session. */
export function signInAs(user: TUserInfo, { accessToken = 'a', refreshToken = 'r' } = {}): void {
  tokenStore.save(
    { accessToken, refreshToken, userName: user.Name, expiresAt: Date.now() + 60_000 },
    'session',
  );
  sessionStore.setUser(user);
}
