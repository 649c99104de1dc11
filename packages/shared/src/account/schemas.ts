/** Request and reply contracts of the account calls (spec §7 Auth). */
import { z } from 'zod';
import { Roles } from '../common/enums.ts';
import {
  zEmail,
  zPassword,
  zRequiredString,
  zUserName,
  withPasswordConfirmation,
} from '../common/validators.ts';
import { Messages } from '../common/messages.ts';
import { zChallengePayload } from './challenge.ts';
import { zUtmParameters } from './utm.ts';

export const ZLoginForm = z.object({
  userName: zUserName,
  password: z.string({ error: Messages.required }).min(1, { error: Messages.required }),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const ZRegisterRequest = withPasswordConfirmation(
  z.object({
    email: zEmail,
    password: zPassword,
    confirmPassword: z.string({ error: Messages.required }).min(1, { error: Messages.required }),
    subscribeForNewsletter: z.boolean().optional().default(false),
    registerUTMParameters: zUtmParameters,
    /** The solved proof-of-work challenge, when the server asked for one. */
    altcha: zChallengePayload,
  }),
  'password',
  'confirmPassword',
);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZChangePasswordRequest = withPasswordConfirmation(
  z.object({
    oldPassword: z.string({ error: Messages.required }).min(1, { error: Messages.required }),
    newPassword: zPassword,
    confirmPassword: z.string({ error: Messages.required }).min(1, { error: Messages.required }),
  }),
  'newPassword',
  'confirmPassword',
);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZResetPasswordRequest = withPasswordConfirmation(
  z.object({
    newPassword: zPassword,
    confirmPassword: z.string({ error: Messages.required }).min(1, { error: Messages.required }),
    secretToken: zRequiredString,
  }),
  'newPassword',
  'confirmPassword',
);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZForgotPasswordRequestForm = z.object({ userName: zEmail });

export const ZTokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  refresh_token: z.string(),
  userName: z.string(),
});
export type TTokenReply = z.infer<typeof ZTokenReply>;

/** UserInfo keeps the wire names of the original API (DESIGN §3). */
export const ZUserInfo = z.object({
  Name: z.string(),
  IsUserProfileFilled: z.boolean(),
  InRoles: z.array(z.enum(Roles)),
  Expires: z.string().nullable(),
  SurveyCompleted: z.boolean(),
  RemainingFreeTenders: z.number(),
  Created: z.string(),
  PendingAuctionInvitationsCount: z.number(),
  PendingPublicBiddersCount: z.number(),
  IsAuthentificated: z.boolean(),
  IsActivated: z.boolean(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** Loose: validation errors add `issues`, OAuth errors add `error_description`. */
export const ZErrorReply = z.looseObject({ error: z.string(), message: z.string() });
export type TErrorReply = z.infer<typeof ZErrorReply>;

// The account area's other contracts, exported through this file so the package index stays as it is.
export * from './admin.ts';
export * from './challenge.ts';
export * from './external-logins.ts';
export * from './report-issue.ts';
export * from './roles.ts';
export * from './token.ts';
export * from './utm.ts';

/**
 * The error code of an activation link opened while invitations wait for the address: the mailbox
 * holder is mailed a link to choose the password instead (issue 26, point 4).
 */
export const CHOOSE_PASSWORD_CODE = 'choose_password';
