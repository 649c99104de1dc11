/** E-mail preferences: read and changed in /profile, or one category switched off by a mail's link. */
import { eq, sql } from 'drizzle-orm';
import { Messages, type TMailPreferences, type TUnsubscribeRequest } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { isUnsubscribeTokenValid, mailPreferencesOf } from '../../mail/preferences.ts';
import { findUserById } from '../account/users.ts';

export async function getMailPreferences(
  ctx: AppContext,
  userId: string,
): Promise<TMailPreferences> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  return mailPreferencesOf(user);
}

/** Merges the given categories into the stored choice in one statement, so two changes never lose one. */
async function mergeMailPreferences(
  ctx: AppContext,
  userId: string,
  changes: Partial<TMailPreferences>,
): Promise<TMailPreferences | undefined> {
  const [row] = await ctx.db
    .update(users)
    .set({ mailPreferences: sql`${users.mailPreferences} || ${JSON.stringify(changes)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ mailPreferences: users.mailPreferences });
  return row && mailPreferencesOf(row);
}

export async function updateMailPreferences(
  ctx: AppContext,
  userId: string,
  changes: Partial<TMailPreferences>,
): Promise<TMailPreferences> {
  const preferences = await mergeMailPreferences(ctx, userId, changes);
  if (!preferences) throw unauthorized();
  return preferences;
}

/** The unsubscribe link of a mail: valid only for the user and category it was made for. */
export async function unsubscribe(
  ctx: AppContext,
  request: TUnsubscribeRequest,
): Promise<TMailPreferences> {
  if (!isUnsubscribeTokenValid(ctx.config.jwtSecret, request))
    throw badRequest(Messages.invalidUnsubscribeLink, 'invalid_token');
  const preferences = await mergeMailPreferences(ctx, request.user, { [request.category]: false });
  if (!preferences) throw badRequest(Messages.invalidUnsubscribeLink, 'invalid_token');
  return preferences;
}
