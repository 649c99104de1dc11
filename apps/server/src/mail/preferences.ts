/**
 * A user's e-mail preferences, and the signed unsubscribe links that switch one category off
 * without a login: the token is an HMAC of the user and the category, so a link can not be
 * forged for another user nor reused for another category.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_MAIL_PREFERENCES,
  type MailCategory,
  type TMailPreferences,
} from '@tendermark/shared';

/** What a mail to a user needs to know about them. */
export type MailUser = {
  id: string;
  email: string;
  mailPreferences: Partial<TMailPreferences> | null;
};

export const mailPreferencesOf = (user: Pick<MailUser, 'mailPreferences'>): TMailPreferences => ({
  ...DEFAULT_MAIL_PREFERENCES,
  ...user.mailPreferences,
});

export const wantsMail = (user: MailUser, category: MailCategory): boolean =>
  mailPreferencesOf(user)[category];

export function unsubscribeToken(secret: string, userId: string, category: MailCategory): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${userId}:${category}`)
    .digest('base64url');
}

export function isUnsubscribeTokenValid(
  secret: string,
  { user, category, token }: { user: string; category: MailCategory; token: string },
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, user, category));
  const presented = Buffer.from(token);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/** The web page that confirms the unsubscription (a mail client's prefetch must not unsubscribe). */
export function unsubscribeUrl(
  publicUrl: string,
  secret: string,
  userId: string,
  category: MailCategory,
): string {
  const token = unsubscribeToken(secret, userId, category);
  return `${publicUrl}/unsubscribe?${new URLSearchParams({ user: userId, category, token })}`;
}
