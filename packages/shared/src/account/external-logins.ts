/**
 * External login (Google, Facebook, Twitter when configured): the providers offered on the login
 * page, the /token return route's error codes, CheckExternalToken and Register with externalToken.
 */
import { z } from 'zod';
import { zEmail } from '../common/validators.ts';
import { Messages } from '../common/messages.ts';
import { zUtmParameters } from './utm.ts';

export const ExternalLoginProviders = ['Google', 'Facebook', 'Twitter'] as const;
export type ExternalLoginProviderName = (typeof ExternalLoginProviders)[number];

/** One enabled provider: `url` starts its sign-in (a full-page navigation, not a fetch). */
export const ZExternalLogin = z.object({
  name: z.string(),
  url: z.string(),
  state: z.string().optional(),
});
export type TExternalLogin = z.infer<typeof ZExternalLogin>;

/**
 * The spec's three external-login failures (§8), as the `error` code of a CheckExternalToken or
 * Register reply and as `/token?error=…` after the provider's callback.
 */
export const ExternalLoginErrors = {
  /** The account is not activated; an activation link was (re)sent. */
  notActivated: 'external_login_not_activated',
  /** An account has this e-mail but the provider did not verify it: log in with the password. */
  notAuthenticated: 'external_login_not_authenticated',
  /** The provider failed, the attempt expired or was tampered with, or the provider is off. */
  notWorking: 'external_login_unavailable',
} as const;
export type ExternalLoginErrorCode = (typeof ExternalLoginErrors)[keyof typeof ExternalLoginErrors];

export const ExternalLoginErrorMessages: Record<ExternalLoginErrorCode, string> = {
  [ExternalLoginErrors.notActivated]: Messages.externalLoginNotActivated,
  [ExternalLoginErrors.notAuthenticated]: Messages.externalLoginNotAuthenticated,
  [ExternalLoginErrors.notWorking]: Messages.externalLoginNotWorking,
};

/** The message of an external-login error code; unknown codes count as "not working". */
export function externalLoginErrorMessage(code: string | null | undefined): string {
  return (
    ExternalLoginErrorMessages[code as ExternalLoginErrorCode] ?? Messages.externalLoginNotWorking
  );
}

/** `externalToken` is the one-time ticket the callback put in the /token URL's fragment. */
export const ZCheckExternalTokenRequest = z
  .object({ externalToken: z.string().max(200).optional() })
  .nullish();
export type TCheckExternalTokenRequest = z.infer<typeof ZCheckExternalTokenRequest>;

/**
 * signedIn: a linked identity, with the same token pair as POST /token (the ticket is used up).
 * register: a first-time user; the ticket stays valid for Register?externalToken=….
 */
export const ZCheckExternalTokenReply = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('signedIn'),
    token: z.object({
      access_token: z.string(),
      token_type: z.literal('bearer'),
      expires_in: z.number(),
      refresh_token: z.string(),
      userName: z.string(),
    }),
  }),
  z.object({
    status: z.literal('register'),
    provider: z.enum(ExternalLoginProviders),
    /** The address the provider verified, or null (Twitter gives none): the form asks for it. */
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
]);
export type TCheckExternalTokenReply = z.infer<typeof ZCheckExternalTokenReply>;

/**
 * The finish-registration form (Register?externalToken=…): no password, the provider signs the
 * user in. An address other than the one the provider verified must be activated by mail.
 */
export const ZExternalRegisterRequest = z.object({
  email: zEmail,
  subscribeForNewsletter: z.boolean().optional().default(false),
  registerUTMParameters: zUtmParameters,
});
export type TExternalRegisterRequest = z.input<typeof ZExternalRegisterRequest>;
