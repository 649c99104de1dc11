/**
 * Issue 26 point 4: an invited address pre-registered by someone else. The owner invites
 * newcomer@…; an attacker registers that address with a password of their own; the holder of the
 * mailbox follows the link they were mailed. Before the fix the invitation was redeemed at
 * registration and the activation link activated the attacker's password: the attacker held the
 * supplier seat and read the tender. Now invitations wait until the address is proven, and the
 * password of an invited address is chosen by whoever proves the mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SupplierStatus } from '@tendermark/shared';
import { postToken } from '../account/fixtures.ts';
import type { CreatedUser } from '../factories.ts';
import { lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import { buildSupplierSuite, call, entryOf, invite, supplierCall } from './helpers.ts';

const ATTACKER_PASSWORD = 'Attacker123';
const OWN_PASSWORD = 'Mailbox123';

describe('an invited address registered first by someone else', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let tenderId: string;
  let addressCounter = 0;

  beforeAll(async () => {
    ({ app, owner, tenderId } = await buildSupplierSuite());
  });
  afterAll(() => app.dispose());

  const newAddress = () => `newcomer${++addressCounter}@x-corp.test`;

  const registerAsAttacker = (email: string) =>
    app.inject({
      method: 'POST',
      url: `/api/account/Register?tenderId=${tenderId}`,
      payload: { email, password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD },
      remoteAddress: `10.26.4.${addressCounter}`,
    });

  const logIn = (userName: string, password: string) =>
    postToken(app, { grant_type: 'password', userName, password });

  const resetWith = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: { NewPassword: password, ConfirmPassword: password, SecretToken: token },
    });

  /**
   * The holder of the mailbox follows the newest link they were mailed, as the mail asks: an
   * activation link is opened; a link to choose the password gets their own password.
   */
  async function followMailboxLink(email: string): Promise<void> {
    for (let step = 0; step < 2; step += 1) {
      const mail = (await lastMailTo(app, email))!;
      if (mail.text.includes('/forgot-password/')) {
        const path = linkFromMail(mail.text, '/forgot-password/').pathname;
        const token = decodeURIComponent(path.split('/').at(-1)!);
        expect((await resetWith(token, OWN_PASSWORD)).statusCode).toBe(200);
        return;
      }
      const link = linkFromMail(mail.text, '/activation');
      const activated = await app.inject({
        method: 'PATCH',
        url: `/api/account/Activate${link.search}`,
      });
      if (activated.statusCode === 200) return;
      // The activation asks the holder of the mailbox to choose the password; follow that mail.
      expect(activated.json()).toMatchObject({
        error: 'choose_password',
        message: Messages.choosePasswordToActivate,
      });
    }
  }

  const ownersEntryOf = async (email: string) =>
    entryOf(
      (await call(app, owner, 'GET', `/api/tender/GetTender?id=${tenderId}`)).json().suppliers,
      email,
    );

  it('invited first, registered by the attacker, proven by the mailbox holder: the attacker’s password never works and the seat is the mailbox holder’s', async () => {
    const email = newAddress();
    expect((await invite(app, owner, tenderId, [email])).statusCode).toBe(200);
    expect((await registerAsAttacker(email)).statusCode).toBe(200);

    // Before anyone proves the mailbox, the attacker neither logs in nor holds the seat.
    const early = await logIn(email, ATTACKER_PASSWORD);
    expect(early.statusCode).toBe(400);
    expect(await ownersEntryOf(email)).toMatchObject({ isRegistered: false });

    await followMailboxLink(email);

    const attacker = await logIn(email, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(400);
    expect(attacker.json().error_description).toBe(Messages.loginFailed);
    const holder = await logIn(email, OWN_PASSWORD);
    expect(holder.statusCode).toBe(200);
    expect(await ownersEntryOf(email)).toMatchObject({
      status: { id: SupplierStatus.INVITED },
      isRegistered: true,
    });
    const tender = await app.inject({
      url: `/api/tender/GetTender?id=${tenderId}`,
      headers: { authorization: `Bearer ${holder.json().access_token}` },
    });
    expect(tender.statusCode).toBe(200);
  });

  it('registered by the attacker before the invitation: the invitation waits, and activation makes the mailbox holder choose the password', async () => {
    const email = newAddress();
    expect((await registerAsAttacker(email)).statusCode).toBe(200);
    expect((await invite(app, owner, tenderId, [email])).statusCode).toBe(200);
    // An account nobody has activated is not yet its mailbox holder's: no entry, no seat.
    expect(await ownersEntryOf(email)).toMatchObject({ isRegistered: false });
    expect((await lastMailTo(app, email))?.template).toBe('inviteNewUser');

    // The holder finds the activation mail of the registration they did not make and opens it.
    const activationMail = (await lastMailTo(app, email, 'activation'))!;
    const link = linkFromMail(activationMail.text, '/activation');
    const activated = await app.inject({
      method: 'PATCH',
      url: `/api/account/Activate${link.search}`,
    });
    expect(activated.statusCode).toBe(400);
    expect(activated.json().error).toBe('choose_password');
    expect((await logIn(email, ATTACKER_PASSWORD)).statusCode).toBe(400);

    await followMailboxLink(email);
    expect((await logIn(email, ATTACKER_PASSWORD)).json().error_description).toBe(
      Messages.loginFailed,
    );
    expect((await logIn(email, OWN_PASSWORD)).statusCode).toBe(200);
    expect(await ownersEntryOf(email)).toMatchObject({
      status: { id: SupplierStatus.INVITED },
      isRegistered: true,
    });
  });

  it('an owner can not prepare a seat for an account nobody has activated', async () => {
    const email = newAddress();
    expect((await registerAsAttacker(email)).statusCode).toBe(200);
    const prepared = await supplierCall(app, owner, 'CreateTenderSeller', {
      tenderId,
      userName: email,
    });
    expect(prepared.statusCode).toBe(404);
    expect(prepared.json().message).toBe(Messages.userNotRegistered);
  });
});
