import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { tenders } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helper.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; payload?: object; translator?: boolean };

/** Every /api/admin call but the public ones, with a payload an admin's call succeeds with. */
function adminCalls(
  victim: string,
  tenderId: string,
  wikiId: number,
  categoryId: number,
  seededCategoryId: number,
): Call[] {
  return [
    { method: 'GET', url: '/api/admin/GetLocalizationTexts', translator: true },
    {
      method: 'POST',
      url: '/api/admin/AddLocalizationText',
      payload: { key: 'tests.access', value: 'Access' },
    },
    {
      method: 'POST',
      url: '/api/admin/EditLocalizationText',
      payload: { key: 'tests.access', correction: 'Access!' },
      translator: true,
    },
    { method: 'GET', url: '/api/admin/CheckLocalizationsIntegrity', translator: true },
    { method: 'DELETE', url: '/api/admin/DeleteLocalizationText?key=tests.access' },
    { method: 'POST', url: '/api/admin/AddWikiCategory', payload: { name: 'Extra' } },
    {
      method: 'POST',
      url: '/api/admin/EditWikiCategory',
      payload: { id: categoryId, name: 'Renamed' },
    },
    {
      method: 'POST',
      url: '/api/admin/AddQuestionAndAnswerToWiki',
      payload: { question: 'Q?', answer: 'A', categoryId: seededCategoryId },
    },
    {
      method: 'PUT',
      url: '/api/admin/EditQuestionAndAnswerToWiki',
      payload: { id: wikiId, question: 'Q2?', answer: 'A2', categoryId },
    },
    { method: 'DELETE', url: `/api/admin/DeleteQuestionAndAnswerFromWiki?id=${wikiId}` },
    { method: 'POST', url: '/api/admin/RemoveWikiCategory', payload: { id: categoryId } },
    { method: 'GET', url: '/api/admin/GetUserList?filter=tendermark.test' },
    { method: 'GET', url: '/api/admin/GetUserProfiles' },
    { method: 'POST', url: '/api/admin/GiveTrialToUser', payload: { userName: victim } },
    { method: 'GET', url: '/api/admin/GetClientErrorLogs' },
    { method: 'GET', url: '/api/admin/GetAuditLog' },
    { method: 'GET', url: '/api/admin/GetOutboxMails' },
    { method: 'POST', url: `/api/admin/FreezeTender?tenderId=${tenderId}` },
    { method: 'POST', url: `/api/admin/UnfreezeTender?tenderId=${tenderId}` },
    { method: 'DELETE', url: `/api/admin/DeleteUserFromSystem?userName=${victim}` },
  ];
}

describe('admin calls', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let user: CreatedUser;
  let translator: CreatedUser;
  let calls: Call[];

  beforeAll(async () => {
    app = await build({ runClock: false });
    admin = await createUser(app, { roles: ['Admin'] });
    user = await createUser(app, { roles: ['BusinessStandard'] });
    translator = await createUser(app, { roles: ['Translator'] });
    const victim = await createUser(app);
    const draft = await app.inject({
      method: 'POST',
      url: '/api/tender/CreateNewTenderId',
      headers: bearer(user.token),
    });
    // Only a tender under way can be frozen (not a draft).
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.SCHEDULED })
      .where(eq(tenders.id, draft.json().tenderId));
    const category = await app.inject({
      method: 'POST',
      url: '/api/admin/AddWikiCategory',
      headers: bearer(admin.token),
      payload: { name: 'Access tests' },
    });
    const entry = await app.inject({
      method: 'POST',
      url: '/api/admin/AddQuestionAndAnswerToWiki',
      headers: bearer(admin.token),
      payload: { question: 'Seed?', answer: 'Yes', categoryId: category.json().id },
    });
    calls = adminCalls(
      victim.user.userName,
      draft.json().tenderId,
      entry.json().id,
      category.json().id,
      (await app.inject({ method: 'GET', url: '/api/admin/GetQuestionsAndAnswersFromWiki' })).json()
        .categories[0].id,
    );
  });
  afterAll(() => app.dispose());

  const send = (call: Call, who?: CreatedUser) =>
    app.inject({
      method: call.method,
      url: call.url,
      headers: who ? bearer(who.token) : {},
      ...(call.payload ? { payload: call.payload } : {}),
    });

  it('refuses visitors with 401, ordinary users with 403 and translators outside localization', async () => {
    for (const call of calls) {
      expect((await send(call)).statusCode, `${call.url} anonymous`).toBe(401);
      expect((await send(call, user)).statusCode, `${call.url} user`).toBe(403);
      if (!call.translator)
        expect((await send(call, translator)).statusCode, `${call.url} translator`).toBe(403);
    }
  });

  it('lets translators read, check and propose corrections', async () => {
    for (const call of calls.filter((candidate) => candidate.translator)) {
      if (call.url.includes('EditLocalizationText')) continue;
      expect((await send(call, translator)).statusCode, call.url).toBe(200);
    }
  });

  it('answers every call for an admin and writes an audit entry for each change', async () => {
    for (const call of calls) {
      const reply = await send(call, admin);
      expect(reply.statusCode, `${call.url}: ${reply.body}`).toBe(200);
    }
    const audit = await send(
      { method: 'GET', url: '/api/admin/GetAuditLog?recordsPerPage=100' },
      admin,
    );
    const actions = audit.json().rows.map((row: { action: string }) => row.action);
    for (const action of [
      'AddLocalizationText',
      'EditLocalizationText',
      'DeleteLocalizationText',
      'AddWikiCategory',
      'EditWikiCategory',
      'RemoveWikiCategory',
      'AddQuestionAndAnswerToWiki',
      'EditQuestionAndAnswerToWiki',
      'DeleteQuestionAndAnswerFromWiki',
      'GiveTrialToUser',
      'FreezeTender',
      'UnfreezeTender',
      'DeleteUserFromSystem',
    ])
      expect(actions, action).toContain(action);
  });
});
