/**
 * Issue 26 point 1: no one but the addressee sees a one-time token. Before the fix an admin read
 * live links in GET /api/admin/GetOutboxMails (reproduction: anyone asks for a reset of the
 * victim's password, the admin reads the link in the outbox, resets the password and logs in as
 * the victim), and the log held every mail's text ("mail stored in outbox"). Now the outbox table
 * (the transport's store) and MAIL_DROP_DIR (the developer's mailbox) keep the full mail; the
 * admin API, the log and error reports show links redacted.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCategory } from '@tendermark/shared';
import { outboxMails } from '../../src/db/schema/index.ts';
import { redactSecrets } from '../../src/lib/log-redaction.ts';
import { outsideViewOfMail } from '../../src/mail/outside-view.ts';
import { unsubscribeUrl } from '../../src/mail/preferences.ts';
import { renderMail, type MailTemplate, type MailTemplateData } from '../../src/mail/templates.ts';
import { findUserByName } from '../../src/modules/account/users.ts';
import {
  bearer,
  createTestUser,
  DEFAULT_PASSWORD,
  login,
  loginAsAdmin,
  postToken,
  uniqueEmail,
} from '../account/fixtures.ts';
import { buildWithLog, linkFromMail, type TestApp } from '../helper.ts';

const PUBLIC_URL = 'http://tendermark.test';
/** Looks like the tokens the server makes: 43 characters of base64url. */
const TOKEN = 'Tok3n_that-must-never-leave-the-transport-x';
const tender = { tenderId: '6f1c1e7e-0000-4000-8000-000000000001', tenderName: 'Secret tender' };

/** Every template, so that a new one must be added here (and so checked) to compile. */
const EVERY_TEMPLATE: { [T in MailTemplate]: MailTemplateData[T] } = {
  activation: { token: TOKEN, userName: 'a@b.test', tenderId: tender.tenderId },
  resetPassword: { token: TOKEN },
  choosePassword: { token: TOKEN },
  passwordChanged: {},
  reportIssue: { email: 'a@b.test', subject: 'S', description: 'D' },
  invitation: { ...tender, ownerName: 'Owner' },
  inviteNewUser: { ...tender, ownerName: 'Owner', email: 'new@b.test' },
  offerComment: { ...tender, comment: 'C' },
  messageToBidders: { ...tender, message: 'M' },
  questionAnswered: { ...tender, question: 'Q', answer: 'A' },
  participationChanged: { ...tender, headline: 'H', text: 'T', forOwner: false },
  auctionStartsSoon: { ...tender, startDate: 'soon', forOwner: false },
  auctionEnded: { ...tender, result: 'R', forOwner: true },
  awardDecision: { ...tender, headline: 'H', text: 'T' },
  digest: { notifications: [{ title: 'T', text: 'X', date: 'D' }], more: 0 },
  savedSearchAlert: { searchName: 'S', kind: 'auctions', matches: [], more: 0 },
  newsletterConfirm: { token: TOKEN },
  contactEmailActivation: { token: TOKEN, userName: 'a@b.test' },
  accountRemoval: { token: TOKEN },
  accountRemoved: {},
  collaboratorInvitation: { token: TOKEN, companyName: 'Co', invitedBy: 'Boss' },
};

/** Live tokens in a text: long base64url runs (server tokens and HMACs are 43 characters). */
const tokensIn = (text: string) => text.match(/[A-Za-z0-9_-]{40,}/g) ?? [];

describe('every mail template, as anyone but the transport sees it', () => {
  const footer = {
    unsubscribeUrl: unsubscribeUrl(PUBLIC_URL, 'secret', 'user-1', MailCategory.DIGEST),
  };
  const unsubscribeToken = new URL(footer.unsubscribeUrl).searchParams.get('token')!;

  it.each(Object.keys(EVERY_TEMPLATE) as MailTemplate[])(
    '%s: its one-time and unsubscribe links are redacted, the link paths kept',
    (template) => {
      const data = EVERY_TEMPLATE[template] as never;
      for (const mailFooter of [{}, footer]) {
        const mail = renderMail(template, data, PUBLIC_URL, mailFooter);
        const view = outsideViewOfMail({ template, ...mail });
        const shown = JSON.stringify(view);
        expect(shown).not.toContain(TOKEN);
        expect(shown).not.toContain(unsubscribeToken);
        expect(redactSecrets(mail.text)).not.toContain(TOKEN);
        expect(redactSecrets(mail.text)).not.toContain(unsubscribeToken);
        expect(redactSecrets(mail.html)).not.toContain(TOKEN);
        if (mail.text.includes(TOKEN) && view.text !== null)
          expect(view.text).toContain('[redacted]');
      }
    },
  );

  it('keeps which link it was: the path and the parameters other than the token', () => {
    const reset = outsideViewOfMail({
      template: 'resetPassword',
      ...renderMail('resetPassword', { token: TOKEN }, PUBLIC_URL),
    });
    expect(reset.text).toContain(`${PUBLIC_URL}/forgot-password/[redacted]`);
    const activation = outsideViewOfMail({
      template: 'activation',
      ...renderMail('activation', { token: TOKEN, userName: 'a@b.test' }, PUBLIC_URL),
    });
    expect(activation.text).toContain(`${PUBLIC_URL}/activation?user=a%40b.test&token=[redacted]`);
  });
});

describe('the admin outbox, the log and error reports of a running app', () => {
  let app: TestApp;
  let lines: string[];
  let dropDir: string;

  beforeAll(async () => {
    dropDir = mkdtempSync(path.join(tmpdir(), 'tendermark-mail-drop-'));
    ({ app, lines } = await buildWithLog({ mailDropDir: dropDir }));
  });
  afterAll(async () => {
    await app.dispose();
    rmSync(dropDir, { recursive: true, force: true });
  });

  it('the admin can not take over an account: the outbox reply and the log hold no live token of any mail, and the reset link the admin reads does not work', async () => {
    const victim = await createTestUser(app);
    // Anyone asks for a reset of the victim's password …
    const asked = await app.inject({
      method: 'POST',
      url: `/api/account/RequestResetPassword?username=${encodeURIComponent(victim.userName)}`,
      remoteAddress: '10.26.1.1',
    });
    expect(asked.statusCode).toBe(200);
    // … and mails with the other one-time links go out: activation, newsletter confirmation,
    // account removal, and a mail with an unsubscribe link.
    const newcomer = uniqueEmail('newcomer');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/account/Register',
      payload: {
        email: newcomer,
        password: DEFAULT_PASSWORD,
        confirmPassword: DEFAULT_PASSWORD,
        subscribeForNewsletter: true,
      },
      remoteAddress: '10.26.1.2',
    });
    expect(registered.statusCode).toBe(200);
    const removal = await app.inject({
      method: 'POST',
      url: '/api/company/RequestDeleteProfile',
      headers: bearer(await login(app, victim.userName)),
    });
    expect(removal.statusCode).toBe(200);
    const victimRow = (await findUserByName(app.ctx.db, victim.userName))!;
    const isSent = await app.ctx.mailer.sendToUser(victimRow, 'auctionEnded', {
      ...tender,
      result: 'R',
      forOwner: true,
    });
    expect(isSent).toBe(true);

    const stored = await app.ctx.db.select().from(outboxMails);
    const liveTokens = stored.flatMap((mail) => tokensIn(mail.text));
    expect(new Set(stored.map((mail) => mail.template))).toEqual(
      new Set([
        'resetPassword',
        'activation',
        'newsletterConfirm',
        'accountRemoval',
        'auctionEnded',
      ]),
    );
    expect(liveTokens.length).toBeGreaterThanOrEqual(5);

    const admin = bearer(await loginAsAdmin(app));
    const outbox = await app.inject({ url: '/api/admin/GetOutboxMails?limit=200', headers: admin });
    expect(outbox.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('mail stored in outbox');
    for (const token of liveTokens) {
      expect(outbox.body).not.toContain(token);
      expect(log).not.toContain(token);
    }

    // The admin follows the reset link as the admin API shows it: it does not work.
    const resetMail = outbox
      .json<{ to: string; template: string; text: string }[]>()
      .find((mail) => mail.to === victim.userName && mail.template === 'resetPassword')!;
    const shownLink = linkFromMail(resetMail.text, '/forgot-password/');
    expect(shownLink.pathname).toBe('/forgot-password/[redacted]');
    const takeover = await app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: {
        NewPassword: 'Admin-owns-1',
        ConfirmPassword: 'Admin-owns-1',
        SecretToken: decodeURIComponent(shownLink.pathname.split('/').at(-1)!),
      },
    });
    expect(takeover.statusCode).toBe(400);
    const asAdminsPassword = await postToken(app, {
      grant_type: 'password',
      userName: victim.userName,
      password: 'Admin-owns-1',
    });
    expect(asAdminsPassword.statusCode).toBe(400);
    expect((await login(app, victim.userName)).userName).toBe(victim.userName);
  });

  it('writes each mail, links intact, to MAIL_DROP_DIR for the developer (readable by the owner only)', async () => {
    const stored = await app.ctx.db.select().from(outboxMails);
    const names = (await readdir(dropDir)).filter((name) => name.endsWith('.json')).sort();
    expect(names).toHaveLength(stored.length);
    const files = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(dropDir, name), 'utf8'))),
    );
    const reset = files.find((file) => file.template === 'resetPassword');
    const row = stored.find((mail) => mail.id === reset.id)!;
    expect(reset.text).toBe(row.text);
    expect(tokensIn(reset.text)).toHaveLength(1);
    expect((await stat(path.join(dropDir, names[0]))).mode & 0o077).toBe(0);
  });

  it('an error report from a page opened by a mail link keeps no token', async () => {
    const secret = 'Err0r-report-token-that-must-not-be-stored-x';
    const report = await app.inject({
      method: 'POST',
      url: '/api/admin/SaveClientErrorLog',
      payload: {
        source: 'error',
        message: `failed to load ${PUBLIC_URL}/activation?user=a%40b.test&token=${secret}`,
        stack: `at ${PUBLIC_URL}/forgot-password/${secret}:1:2`,
        url: `${PUBLIC_URL}/forgot-password/${secret}`,
      },
    });
    expect(report.statusCode).toBe(200);
    const admin = bearer(await loginAsAdmin(app));
    const list = await app.inject({ url: '/api/admin/GetClientErrorLogs', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('/forgot-password/[redacted]');
    expect(list.body).not.toContain(secret);
  });
});
