/**
 * The signed link to a tender's calendar file that the invitation mail carries. A calendar app
 * cannot send the user's bearer token, so the link holds "<userId>.<HMAC>" instead: it opens that
 * one tender's dates for that one user, and only while the user may still see the tender.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, tenderId: string, userId: string) =>
  createHmac('sha256', secret).update(`calendar:${tenderId}:${userId}`).digest('base64url');

export const calendarToken = (secret: string, tenderId: string, userId: string) =>
  `${userId}.${signature(secret, tenderId, userId)}`;

/** The user a calendar token was made for, or undefined when this server did not make it. */
export function calendarTokenUser(
  secret: string,
  tenderId: string,
  token: string,
): string | undefined {
  const [userId, presented, ...rest] = token.split('.');
  if (!userId || !presented || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, tenderId, userId));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

/** The calendar link of a user for a tender (GET GetTenderCalendar with its token). */
export function calendarUrl(
  config: { publicUrl: string; jwtSecret: string },
  tenderId: string,
  userId: string,
): string {
  const query = new URLSearchParams({
    tenderId,
    token: calendarToken(config.jwtSecret, tenderId, userId),
  });
  return `${config.publicUrl}/api/tender/GetTenderCalendar?${query}`;
}
