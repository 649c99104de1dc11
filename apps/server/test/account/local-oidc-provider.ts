/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 with a random port, for
 * the external login tests, and a scripted browser that signs in through its own login and consent
 * pages (its development interactions: any login name, any password).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';

/** The claims an account gives; `email` left out for a Twitter-like account without one. */
export type LocalAccountClaims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type LocalOidcProvider = {
  issuer: string;
  /** Accounts by login name (the `sub` claim); add or change them at any time. */
  accounts: Map<string, LocalAccountClaims>;
  /**
   * Follows the authorization request through the provider's login and consent pages as the
   * given account and returns the URL the provider sends the browser back to (with the code).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
};

export async function startLocalOidcProvider(
  clients: Array<Pick<ClientMetadata, 'client_id' | 'client_secret' | 'redirect_uris'>>,
): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccountClaims>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    signIn: (authorizationUrl, login) => followSignIn(issuer, authorizationUrl, login),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A browser's trip through the provider: redirects, the login form, the consent form. */
async function followSignIn(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;

  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    form = undefined;

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin !== issuer) return next; // back to the app
      url = next;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) throw new Error(`no login or consent form in:\n${page}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'any password' })
        : new URLSearchParams({ prompt });
  }
  throw new Error('the provider did not send the browser back');
}
