// Direct API helpers for journeys: log in through /token, and read mails from the server's mail
// drop folder (the admin's outbox view redacts one-time links).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { mailDropDirFor } from './mail-drop.ts';
import { thisWorkerPort } from './worker-server.ts';

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

type DroppedMail = { to: string; subject: string; text: string };

/**
 * The newest mail to an address in the mail drop folder of this worker's server whose subject
 * matches, if any (file names sort by time).
 */
async function newestDroppedMailTo(
  to: string,
  subject: RegExp | undefined,
): Promise<DroppedMail | undefined> {
  const mailDropDir = mailDropDirFor(thisWorkerPort());
  const names = await readdir(mailDropDir).catch(() => [] as string[]);
  for (const name of names
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()) {
    const mail = JSON.parse(await readFile(path.join(mailDropDir, name), 'utf8')) as DroppedMail;
    if (mail.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(mail.subject)))
      return mail;
  }
  return undefined;
}

/**
 * The newest mail to an address, waiting briefly for it to arrive. Where the address has had
 * mails before (its activation mail, say), give the awaited mail's subject: the newest mail may
 * still be an earlier one while the awaited one is on its way.
 */
export async function latestMailTo(
  _request: APIRequestContext,
  to: string,
  subject?: RegExp,
): Promise<{ subject: string; text: string }> {
  let mail: DroppedMail | undefined;
  await expect
    .poll(async () => {
      mail = await newestDroppedMailTo(to, subject);
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
