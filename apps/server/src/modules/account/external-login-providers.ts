/**
 * The external login providers, spoken to with openid-client: Google by OpenID Connect (endpoints
 * discovered from its issuer), Facebook and Twitter by plain OAuth 2.0 against their fixed
 * endpoints and profile APIs. A provider given an issuer in the configuration speaks OpenID
 * Connect to it instead, which is how a test points one at a local provider.
 */
import * as oidc from 'openid-client';
import type { ExternalLoginProviderName } from '@tendermark/shared';
import type { AppConfig, ExternalLoginCredentials } from '../../config.ts';

/** What the provider vouches for about the person who signed in. */
export type ExternalProfile = {
  subject: string;
  email: string | null;
  /** The provider checked that the person controls `email`. */
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** The secrets of one authorization request, kept for its callback. */
export type AuthorizationChecks = { state: string; nonce?: string; codeVerifier: string };

export type ExternalLoginProvider = {
  name: ExternalLoginProviderName;
  /** Registered with the provider: it sends the browser back here with the code. */
  redirectUri: string;
  /** The provider's authorization URL, and the checks its callback must pass. */
  authorizationUrl(): Promise<{ url: URL; checks: AuthorizationChecks }>;
  /** Verifies the callback against the checks, redeems the code and reads the profile. */
  readCallback(query: string, checks: AuthorizationChecks): Promise<ExternalProfile>;
};

/** A provider that is not OpenID Connect: its endpoints, and how to read its profile API. */
type OAuthProviderDefinition = {
  server: oidc.ServerMetadata;
  scope: string;
  profileUrl: string;
  clientAuthentication: (secret: string) => oidc.ClientAuth;
  readProfile: (body: unknown) => ExternalProfile | undefined;
};

const OIDC_SCOPE = 'openid email profile';

/** Facebook Login (manual flow) and the Graph API's /me; Facebook returns confirmed addresses only. */
const facebook: OAuthProviderDefinition = {
  server: {
    issuer: 'https://www.facebook.com',
    authorization_endpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    token_endpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
  },
  scope: 'email public_profile',
  profileUrl: 'https://graph.facebook.com/v21.0/me?fields=id,email,first_name,last_name',
  clientAuthentication: (secret) => oidc.ClientSecretPost(secret),
  readProfile: readFacebookProfile,
};

/** X (Twitter) OAuth 2.0 with PKCE and the v2 users/me API, which gives no e-mail address. */
const twitter: OAuthProviderDefinition = {
  server: {
    issuer: 'https://x.com',
    authorization_endpoint: 'https://x.com/i/oauth2/authorize',
    token_endpoint: 'https://api.x.com/2/oauth2/token',
  },
  scope: 'users.read tweet.read',
  profileUrl: 'https://api.x.com/2/users/me',
  clientAuthentication: (secret) => oidc.ClientSecretBasic(secret),
  readProfile: readTwitterProfile,
};

const oauthDefinitions: Partial<Record<ExternalLoginProviderName, OAuthProviderDefinition>> = {
  Facebook: facebook,
  Twitter: twitter,
};

/** The providers whose client id and secret are configured, in the spec's order. */
export function createExternalLoginProviders(config: AppConfig): ExternalLoginProvider[] {
  const providers: ExternalLoginProvider[] = [];
  for (const name of ['Google', 'Facebook', 'Twitter'] as const) {
    const credentials = config.externalLogins[name];
    if (credentials) providers.push(createProvider(name, credentials, config.publicUrl));
  }
  return providers;
}

function createProvider(
  name: ExternalLoginProviderName,
  credentials: ExternalLoginCredentials,
  publicUrl: string,
): ExternalLoginProvider {
  const redirectUri = `${publicUrl}/api/account/ExternalLoginCallback/${name}`;
  const definition = credentials.issuer ? undefined : oauthDefinitions[name];
  const isOpenIdConnect = !definition;

  // Discovered on first use, not at start-up: a provider that is down must not stop the app.
  let configuration: Promise<oidc.Configuration> | undefined;
  const connect = () => {
    configuration ??= clientConfiguration(credentials, definition).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    name,
    redirectUri,
    async authorizationUrl() {
      const client = await connect();
      const checks: AuthorizationChecks = {
        state: oidc.randomState(),
        nonce: isOpenIdConnect ? oidc.randomNonce() : undefined,
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: definition?.scope ?? OIDC_SCOPE,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (checks.nonce) parameters.nonce = checks.nonce;
      return { url: oidc.buildAuthorizationUrl(client, parameters), checks };
    },
    async readCallback(query, checks) {
      const client = await connect();
      // The redirect URI as registered, not as this request's Host header claims it to be.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = query;
      const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
      });
      const profile = definition
        ? await readOAuthProfile(client, definition, tokens.access_token)
        : await readOpenIdProfile(client, tokens);
      if (!profile) throw new Error(`${name} gave no user id`);
      return profile;
    },
  };
}

async function clientConfiguration(
  credentials: ExternalLoginCredentials,
  definition: OAuthProviderDefinition | undefined,
): Promise<oidc.Configuration> {
  const { clientId, clientSecret } = credentials;
  if (definition) {
    return new oidc.Configuration(
      definition.server,
      clientId,
      clientSecret,
      definition.clientAuthentication(clientSecret),
    );
  }
  const issuer = new URL(credentials.issuer!);
  return oidc.discovery(issuer, clientId, clientSecret, oidc.ClientSecretBasic(clientSecret), {
    // Plain HTTP only for an issuer configured as such: a provider on this machine in tests.
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
}

type TokenResponse = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/** The ID token's claims, completed from the UserInfo endpoint when it left the e-mail out. */
async function readOpenIdProfile(client: oidc.Configuration, tokens: TokenResponse) {
  const claims: Record<string, unknown> = { ...tokens.claims() };
  const subject = stringOrNull(claims.sub);
  if (!subject) return undefined;
  if (!claims.email && client.serverMetadata().userinfo_endpoint) {
    Object.assign(claims, await oidc.fetchUserInfo(client, tokens.access_token, subject));
  }
  return readOpenIdClaims(claims);
}

export function readOpenIdClaims(claims: Record<string, unknown>): ExternalProfile | undefined {
  const subject = stringOrNull(claims.sub);
  if (!subject) return undefined;
  const email = stringOrNull(claims.email);
  return {
    subject,
    email,
    isEmailVerified: email !== null && claims.email_verified === true,
    firstName: stringOrNull(claims.given_name),
    lastName: stringOrNull(claims.family_name),
  };
}

async function readOAuthProfile(
  client: oidc.Configuration,
  definition: OAuthProviderDefinition,
  accessToken: string,
) {
  const response = await oidc.fetchProtectedResource(
    client,
    accessToken,
    new URL(definition.profileUrl),
    'GET',
  );
  if (!response.ok) throw new Error(`profile request failed with HTTP ${response.status}`);
  return definition.readProfile(await response.json());
}

/** Graph API /me: `{ id, email?, first_name, last_name }`; e-mails it returns are confirmed. */
export function readFacebookProfile(body: unknown): ExternalProfile | undefined {
  const me = asRecord(body);
  const subject = stringOrNull(me.id);
  if (!subject) return undefined;
  const email = stringOrNull(me.email);
  return {
    subject,
    email,
    isEmailVerified: email !== null,
    firstName: stringOrNull(me.first_name),
    lastName: stringOrNull(me.last_name),
  };
}

/** X API v2 users/me: `{ data: { id, name, username } }`, no e-mail address. */
export function readTwitterProfile(body: unknown): ExternalProfile | undefined {
  const data = asRecord(asRecord(body).data);
  const subject = stringOrNull(data.id);
  if (!subject) return undefined;
  const [firstName, ...rest] = (stringOrNull(data.name) ?? '').trim().split(/\s+/);
  return {
    subject,
    email: null,
    isEmailVerified: false,
    firstName: firstName || null,
    lastName: rest.join(' ') || null,
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
