import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages, type TCollaborators } from '@tendermark/shared';
import { companies } from '../../src/db/schema/index.ts';
import { build, lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import { createLoggedInUser } from '../account/fixtures.ts';
import { settingsCall, validCompanyDetails, validUserDetails } from './fixtures.ts';

describe('collaborators: several users in one company', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const newUser = async () => {
    const user = await createLoggedInUser(app);
    return { ...user, token: user.tokens.access_token };
  };
  type User = Awaited<ReturnType<typeof newUser>>;
  const withCompany = async (name = 'Analytical Engines GmbH') => {
    const user = await newUser();
    await settingsCall(app, user.token, 'PUT', '/api/settings/UpdateUserDetails', {
      ...(await validUserDetails(app, user.userName)),
    });
    await settingsCall(
      app,
      user.token,
      'PUT',
      '/api/settings/UpdateCompanyDetails',
      await validCompanyDetails(app, { name }),
    );
    return user;
  };
  const invite = (user: User, email: string) =>
    settingsCall(app, user.token, 'POST', '/api/settings/InviteCollaborator', { email });
  const collaborators = async (user: User) =>
    (
      await settingsCall(app, user.token, 'GET', '/api/settings/GetCollaborators')
    ).json<TCollaborators>();
  const invitationToken = async (email: string) => {
    const mail = await lastMailTo(app, email, 'collaboratorInvitation');
    return linkFromMail(mail!.text, '/company-invitation').searchParams.get('token')!;
  };
  const accept = (user: User, token: string) =>
    settingsCall(
      app,
      user.token,
      'POST',
      `/api/settings/AcceptCompanyInvitation?token=${encodeURIComponent(token)}`,
    );
  const companyOf = async (user: User) =>
    (await settingsCall(app, user.token, 'GET', '/api/settings/GetUserDetails')).json().company;

  it('invites a colleague by e-mail; the mailed link, accepted, moves them into the company', async () => {
    const owner = await withCompany();
    const colleague = await newUser();
    expect((await invite(owner, colleague.userName.toUpperCase())).statusCode).toBe(200);
    expect((await collaborators(owner)).invitations).toMatchObject([
      { email: colleague.userName, invitedBy: 'Ada Lovelace' },
    ]);

    const token = await invitationToken(colleague.userName);
    const info = await settingsCall(
      app,
      colleague.token,
      'GET',
      `/api/settings/GetCompanyInvitation?token=${encodeURIComponent(token)}`,
    );
    expect(info.json()).toEqual({
      companyName: 'Analytical Engines GmbH',
      invitedBy: 'Ada Lovelace',
      email: colleague.userName,
    });
    const accepted = await accept(colleague, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ companyName: 'Analytical Engines GmbH' });

    expect((await companyOf(colleague)).id).toBe((await companyOf(owner)).id);
    const list = await collaborators(colleague);
    expect(list.companyName).toBe('Analytical Engines GmbH');
    expect(list.members.map((member) => [member.userName, member.isYou])).toEqual([
      [colleague.userName, true],
      [owner.userName, false],
    ]);
    expect(list.invitations).toEqual([]);
    expect((await accept(colleague, token)).json().message).toBe(Messages.invalidToken);
  });

  it('accepts only for the account of the invited address', async () => {
    const owner = await withCompany();
    const invitee = await newUser();
    const stranger = await newUser();
    await invite(owner, invitee.userName);
    const reply = await accept(stranger, await invitationToken(invitee.userName));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(
      Messages.invitationForOtherEmail.replace('{email}', invitee.userName),
    );
    expect(await companyOf(stranger)).toBeNull();
  });

  it('drops the company a joining colleague leaves behind empty', async () => {
    const owner = await withCompany('Owner Corp');
    const joiner = await withCompany('Solo Ltd');
    const soloId = (await companyOf(joiner)).id;
    await invite(owner, joiner.userName);
    await accept(joiner, await invitationToken(joiner.userName));
    expect(await app.ctx.db.select().from(companies).where(eq(companies.id, soloId))).toEqual([]);
  });

  it('refuses inviting oneself, a colleague, or without company details', async () => {
    const owner = await withCompany();
    const self = await invite(owner, owner.userName);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(Messages.inviteSelf);
    const invalid = await invite(owner, 'not-an-address');
    expect(invalid.json().message).toBe(Messages.invalidEmail);

    const colleague = await newUser();
    await invite(owner, colleague.userName);
    await accept(colleague, await invitationToken(colleague.userName));
    const again = await invite(owner, colleague.userName);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.alreadyColleague);

    const loner = await newUser();
    const noCompany = await invite(loner, 'someone@example.com');
    expect(noCompany.statusCode).toBe(409);
    expect(noCompany.json().message).toBe(Messages.companyDetailsFirst);
  });

  it('cancels an invitation: its link stops working', async () => {
    const owner = await withCompany();
    const invitee = await newUser();
    await invite(owner, invitee.userName);
    const token = await invitationToken(invitee.userName);
    const cancel = await settingsCall(
      app,
      owner.token,
      'DELETE',
      `/api/settings/CancelCollaboratorInvitation?email=${encodeURIComponent(invitee.userName)}`,
    );
    expect(cancel.statusCode).toBe(200);
    expect((await accept(invitee, token)).statusCode).toBe(400);
  });

  it('removes a colleague; someone outside the company cannot be removed', async () => {
    const owner = await withCompany();
    const colleague = await newUser();
    await invite(owner, colleague.userName);
    await accept(colleague, await invitationToken(colleague.userName));
    const outsider = await withCompany('Other Corp');

    const remove = (by: User, userName: string) =>
      settingsCall(
        app,
        by.token,
        'DELETE',
        `/api/settings/RemoveCollaborator?userName=${encodeURIComponent(userName)}`,
      );
    const foreign = await remove(outsider, owner.userName);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(Messages.notColleague);
    expect(await companyOf(owner)).not.toBeNull();

    expect((await remove(owner, colleague.userName)).statusCode).toBe(200);
    expect(await companyOf(colleague)).toBeNull();
    expect((await collaborators(owner)).members).toHaveLength(1);
  });
});
