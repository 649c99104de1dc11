/**
 * An external login in progress (provider, state, nonce, PKCE verifier, where to return), kept in
 * the browser as an encrypted, expiring cookie that only the callback path receives: no server
 * state, so any app node can answer the callback, and the verifier never shows in a URL.
 */
import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { ExternalLoginProviderName } from '@tendermark/shared';
import type { Clock } from '../../lib/clock.ts';
import type { AuthorizationChecks } from './external-login-providers.ts';

export const ATTEMPT_COOKIE = 'tm_external_login';
export const CALLBACK_PATH = '/api/account/ExternalLoginCallback';
const LIFETIME_SECONDS = 10 * 60;

export type ExternalLoginAttempt = {
  provider: ExternalLoginProviderName;
  checks: AuthorizationChecks;
  /** A path of the web app to continue at after signing in. */
  returnTo?: string;
};

export type AttemptCookies = {
  /** The Set-Cookie value that stores the attempt. */
  seal(attempt: ExternalLoginAttempt): Promise<string>;
  /** The attempt from a Cookie header, or undefined if absent, expired or not ours. */
  open(cookieHeader: string | undefined): Promise<ExternalLoginAttempt | undefined>;
  /** The Set-Cookie value that removes it (an attempt is answered once). */
  clear(): string;
};

export function createAttemptCookies(
  secret: string,
  publicUrl: string,
  clock: Clock,
): AttemptCookies {
  // A key of its own, derived from the app secret: these cookies can never pass as access tokens.
  const key = createHash('sha256').update(`external-login-attempt:${secret}`).digest();
  const attributes = [
    `Path=${CALLBACK_PATH}`,
    'HttpOnly',
    // Lax: the provider brings the browser back with a top-level GET from its own site.
    'SameSite=Lax',
    ...(publicUrl.startsWith('https:') ? ['Secure'] : []),
  ];
  return {
    async seal(attempt) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const value = await new EncryptJWT({ attempt })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(now)
        .setExpirationTime(now + LIFETIME_SECONDS)
        .encrypt(key);
      return [`${ATTEMPT_COOKIE}=${value}`, ...attributes, `Max-Age=${LIFETIME_SECONDS}`].join(
        '; ',
      );
    },
    async open(cookieHeader) {
      const value = readCookie(cookieHeader, ATTEMPT_COOKIE);
      if (!value) return undefined;
      try {
        const { payload } = await jwtDecrypt(value, key, { currentDate: clock.now() });
        return payload.attempt as ExternalLoginAttempt;
      } catch {
        return undefined;
      }
    },
    clear() {
      return [`${ATTEMPT_COOKIE}=`, ...attributes, 'Max-Age=0'].join('; ');
    },
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}
