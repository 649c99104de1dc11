// Direct API helpers for journeys: log in through /token and read the mail outbox as the admin.
import { expect, type APIRequestContext } from '@playwright/test';

export const admin = { userName: 'admin@tendermark.test', password: 'Admin1234' };

export async function tokenFor(
  request: APIRequestContext,
  userName: string,
  password: string,
): Promise<string> {
  const reply = await request.post('/token', {
    form: { grant_type: 'password', userName, password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()).access_token as string;
}

/** The newest mail to an address, waiting briefly for it to arrive. */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }> {
  const token = await tokenFor(request, admin.userName, admin.password);
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/admin/GetOutboxMails?to=${encodeURIComponent(to)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      mail = (await reply.json())[0];
      return mail;
    })
    .toBeTruthy();
  return mail!;
}

/** The first link in a mail's text that points at the given path. */
export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
