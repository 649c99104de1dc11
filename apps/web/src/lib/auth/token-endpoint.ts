// POST /token (OAuth2-style, form-encoded): the password grant of login and the refresh grant.
import type { TTokenReply } from '@tendermark/shared';
import { ApiError, apiErrorFromBody } from '../api-error.ts';
import type { StoredTokens } from './token-store.ts';

export type TokenGrant =
  | { grant_type: 'password'; userName: string; password: string; altcha?: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

export async function requestToken(grant: TokenGrant): Promise<TTokenReply> {
  let response: Response;
  try {
    response = await fetch('/token', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: formBody(grant),
    });
  } catch {
    throw new ApiError({ status: 0 });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  if (!isTokenReply(body)) throw new ApiError({ status: response.status, code: 'invalid_reply' });
  return body;
}

/** The grant form-encoded, without the fields left out (an unsolved challenge, say). */
function formBody(grant: TokenGrant): string {
  const fields = Object.entries(grant).filter(
    (field): field is [string, string] => typeof field[1] === 'string',
  );
  return new URLSearchParams(fields).toString();
}

/**
 * The reply's shape, checked by hand: the zod schema would bring zod into the first page's
 * JavaScript, which every visitor downloads before anything shows.
 */
function isTokenReply(body: unknown): body is TTokenReply {
  if (typeof body !== 'object' || body === null) return false;
  const reply = body as Record<string, unknown>;
  return (
    typeof reply.access_token === 'string' &&
    reply.token_type === 'bearer' &&
    typeof reply.expires_in === 'number' &&
    typeof reply.refresh_token === 'string' &&
    typeof reply.userName === 'string'
  );
}

export function tokensFromReply(reply: TTokenReply, now = Date.now()): StoredTokens {
  return {
    accessToken: reply.access_token,
    refreshToken: reply.refresh_token,
    userName: reply.userName,
    expiresAt: now + reply.expires_in * 1000,
  };
}
