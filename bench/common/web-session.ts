/**
 * A bench user's session as the web app keeps it in localStorage (apps/web/src/lib/auth/
 * token-store.ts), signed in through POST /token with the bench fixtures' password.
 */
export const WEB_SESSION_KEY = 'tendermark.session';

export async function webSession(baseUrl: string, userName: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName, password: 'Bench1234' }),
  });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
  const token = (await reply.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
  };
  return JSON.stringify({
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    userName,
    expiresAt: Date.now() + token.expires_in * 1000,
  });
}
