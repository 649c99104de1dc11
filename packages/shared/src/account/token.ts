/** Contracts of POST /token (OAuth2-style password and refresh_token grants) and of Logout. */
import { z } from 'zod';
import { zOptionalUserName } from '../common/validators.ts';
import { zChallengePayload } from './challenge.ts';

export const GrantTypes = ['password', 'refresh_token'] as const;
export type GrantType = (typeof GrantTypes)[number];

/** Every field is optional here: the grant decides which are needed and answers OAuth2 errors. */
export const ZTokenRequest = z.object({
  grant_type: z.string().optional(),
  /** `username` is accepted too: keys are matched case-insensitively. */
  userName: zOptionalUserName,
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  /** The solved proof-of-work challenge, when the server asked for one (challenge.ts). */
  altcha: zChallengePayload,
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const OAuthErrorCodes = [
  'invalid_grant',
  'invalid_request',
  'unsupported_grant_type',
] as const;
export type OAuthErrorCode = (typeof OAuthErrorCodes)[number];

/** `message` repeats `error_description` so that every error reply of the API has a message. */
export const ZOAuthErrorReply = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
  message: z.string(),
});
export type TOAuthErrorReply = z.infer<typeof ZOAuthErrorReply>;

/** The body is optional: a request without one ends every session of the user. */
export const ZLogoutRequest = z.object({ refresh_token: z.string().min(1).optional() }).nullish();
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
