import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import { localizationTexts } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helper.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';
import {
  createSchedulableDraft,
  getTender,
  loadCountryIds,
  scheduleTender,
} from '../tenders/helpers.ts';

describe('wiki, localization workflow, client errors and freezing', () => {
  let app: TestApp;
  let admin: CreatedUser;
  let translator: CreatedUser;
  let owner: CreatedUser;
  beforeAll(async () => {
    app = await build({ runClock: false });
    await loadCountryIds(app);
    admin = await createUser(app, { roles: ['Admin'] });
    translator = await createUser(app, { roles: ['Translator'] });
    owner = await createUser(app, { roles: ['BusinessStandard'] });
  });
  afterAll(() => app.dispose());

  const as = (
    who: CreatedUser | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: who ? bearer(who.token) : {},
      ...(payload ? { payload } : {}),
    });

  it('serves a seeded wiki to visitors, searchable and by category', async () => {
    const wiki = (await as(undefined, 'GET', '/api/admin/GetQuestionsAndAnswersFromWiki')).json();
    expect(wiki.categories.length).toBeGreaterThanOrEqual(3);
    expect(wiki.entries.map((entry: { question: string }) => entry.question)).toContain(
      'How does a reverse auction work?',
    );
    const found = await as(
      undefined,
      'GET',
      '/api/admin/GetQuestionsAndAnswersFromWiki?filter=BID%20STEP',
    );
    expect(found.json().entries.length).toBeGreaterThan(0);
    for (const entry of found.json().entries)
      expect(`${entry.question} ${entry.answer}`.toLowerCase()).toContain('bid step');
    const codeList = await as(undefined, 'GET', '/api/codelist/tWikiCategory');
    expect(codeList.json()).toEqual(wiki.categories);
  });

  it('keeps a category with questions and refuses a question in an unknown category', async () => {
    const wiki = (await as(undefined, 'GET', '/api/admin/GetQuestionsAndAnswersFromWiki')).json();
    const used = wiki.entries[0].categoryId;
    expect(
      (await as(admin, 'POST', '/api/admin/RemoveWikiCategory', { id: used })).statusCode,
    ).toBe(409);
    const orphan = await as(admin, 'POST', '/api/admin/AddQuestionAndAnswerToWiki', {
      question: 'Lost?',
      answer: 'Yes',
      categoryId: 999_999,
    });
    expect(orphan.statusCode).toBe(400);
  });

  it('shows a translator correction only after an admin accepts it; a rejection drops it', async () => {
    await as(admin, 'POST', '/api/admin/AddLocalizationText', {
      key: 'tests.flow',
      value: 'Colour',
    });
    const fe = async () =>
      (await as(undefined, 'GET', '/api/admin/GetFeLocalizationTexts')).json()['tests.flow'];
    const proposal = await as(translator, 'POST', '/api/admin/EditLocalizationText', {
      key: 'tests.flow',
      correction: 'Color',
    });
    expect(proposal.json()).toMatchObject({ correction: 'Color', textCorrected: false });
    expect(await fe()).toBe('Colour');
    const sneaky = await as(translator, 'POST', '/api/admin/EditLocalizationText', {
      key: 'tests.flow',
      value: 'Hacked',
    });
    expect(sneaky.statusCode).toBe(403);
    await as(admin, 'POST', '/api/admin/EditLocalizationText', {
      key: 'tests.flow',
      textCorrected: true,
    });
    expect(await fe()).toBe('Color');
    await as(admin, 'POST', '/api/admin/EditLocalizationText', {
      key: 'tests.flow',
      correction: null,
      textCorrected: false,
    });
    expect(await fe()).toBe('Colour');
    const reply = await as(undefined, 'GET', '/api/admin/GetFeLocalizationTexts');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.etag).toBeUndefined();
  });

  it('finds a planted missing key and a key nobody uses', async () => {
    await app.ctx.db.delete(localizationTexts).where(eq(localizationTexts.key, 'shell.login'));
    await as(admin, 'POST', '/api/admin/AddLocalizationText', { key: 'tests.nobody', value: 'X' });
    const report = (await as(translator, 'GET', '/api/admin/CheckLocalizationsIntegrity')).json();
    expect(report.missingKeys).toContain('shell.login');
    expect(report.unusedKeys).toContain('tests.nobody');
  });

  it('logs client errors from anyone, caps their size and lets admins filter them', async () => {
    const entry = { source: 'boundary', message: 'TypeError: zyx is undefined', url: '/x' };
    expect((await as(undefined, 'POST', '/api/admin/SaveClientErrorLog', entry)).statusCode).toBe(
      200,
    );
    await as(owner, 'POST', '/api/admin/SaveClientErrorLog', { source: 'error', message: 'Other' });
    const huge = await as(undefined, 'POST', '/api/admin/SaveClientErrorLog', {
      source: 'error',
      message: 'x',
      stack: 'y'.repeat(20_000),
    });
    expect(huge.statusCode).toBe(413);
    const list = await as(admin, 'GET', '/api/admin/GetClientErrorLogs?filter=zyx&source=boundary');
    expect(list.json()).toMatchObject({
      totalCount: 1,
      rows: [{ message: entry.message, userName: null }],
    });
    const mine = await as(admin, 'GET', '/api/admin/GetClientErrorLogs?source=error');
    expect(mine.json().rows[0]).toMatchObject({ userName: owner.user.userName });
  });

  it('rate-limits the client error log per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++)
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/admin/SaveClientErrorLog',
            remoteAddress: '10.9.9.9',
            payload: { source: 'error', message: `loop ${attempt}` },
          })
        ).statusCode,
      );
    expect(statuses).toContain(429);
  });

  it('freezes a tender: owner transitions are refused, unfreezing restores the status', async () => {
    const id = await createSchedulableDraft(app, owner);
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const frozen = await as(admin, 'POST', `/api/admin/FreezeTender?tenderId=${id}`);
    expect(frozen.json()).toEqual({ tenderId: id, status: TenderStatus.FREEZE });
    expect((await getTender(app, owner, id)).tenderStatus).toBe(TenderStatus.FREEZE);
    const cancel = await as(owner, 'POST', `/api/tender/CancelTender?tenderId=${id}&reason=No`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/frozen/);
    expect((await as(admin, 'POST', `/api/admin/FreezeTender?tenderId=${id}`)).statusCode).toBe(
      409,
    );
    const thawed = await as(admin, 'POST', `/api/admin/UnfreezeTender?tenderId=${id}`);
    expect(thawed.json()).toEqual({ tenderId: id, status: TenderStatus.SCHEDULED });
    expect((await getTender(app, owner, id)).tenderStatus).toBe(TenderStatus.SCHEDULED);
    expect((await as(admin, 'POST', `/api/admin/UnfreezeTender?tenderId=${id}`)).statusCode).toBe(
      409,
    );
    const audit = await as(admin, 'GET', `/api/admin/GetAuditLog?target=${id}`);
    expect(audit.json().rows.map((row: { action: string }) => row.action)).toEqual([
      'UnfreezeTender',
      'FreezeTender',
    ]);
    expect(audit.json().rows[1]).toMatchObject({
      actorName: admin.user.userName,
      before: { status: TenderStatus.SCHEDULED },
      after: { status: TenderStatus.FREEZE },
    });
  });

  it('lists users with roles and paging, and deletes one safely', async () => {
    const page = await as(admin, 'GET', '/api/admin/GetUserList?recordsPerPage=2&page=1');
    expect(page.json().rows).toHaveLength(2);
    expect(page.json().totalCount).toBeGreaterThanOrEqual(4);
    const found = await as(
      admin,
      'GET',
      `/api/admin/GetUserList?filter=${translator.user.userName}`,
    );
    expect(found.json().rows).toMatchObject([
      { userName: translator.user.userName, roles: ['Translator', 'Free'] },
    ]);
    const overview = await as(admin, 'GET', `/api/admin/GetUserOverview?id=${owner.user.id}`);
    expect(overview.json()).toMatchObject({
      user: { userName: owner.user.userName },
      ownedTenders: 1,
    });
    const self = await as(
      admin,
      'DELETE',
      `/api/admin/DeleteUserFromSystem?userName=${admin.user.userName}`,
    );
    expect(self.statusCode).toBe(400);
    const removed = await as(
      admin,
      'DELETE',
      `/api/admin/DeleteUserFromSystem?userName=${owner.user.userName}`,
    );
    expect(removed.statusCode).toBe(200);
    const gone = await as(admin, 'GET', `/api/admin/GetUserList?filter=${owner.user.userName}`);
    expect(gone.json().totalCount).toBe(0);
  });
});
