import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helper.ts';
import { bearer, createLoggedInUser, loginAsAdmin } from '../account/fixtures.ts';
import { countryRef } from './fixtures.ts';

describe('admin lists of issue reports and survey answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  it('lists issue reports, newest first, with the reporter when signed in; admins only', async () => {
    const user = await createLoggedInUser(app);
    const report = (payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/account/ReportIssue', payload, headers });
    await report({ email: 'visitor@example.com', subject: 'First', description: 'one' });
    await report(
      { email: user.userName, subject: 'Second', description: 'two' },
      bearer(user.tokens),
    );
    const admin = await loginAsAdmin(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/GetIssueReports',
      headers: bearer(admin),
    });
    expect(list.json().slice(0, 2)).toMatchObject([
      { subject: 'Second', userName: user.userName, email: user.userName },
      { subject: 'First', userName: null, email: 'visitor@example.com' },
    ]);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/GetIssueReports',
      headers: bearer(user.tokens),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists survey answers for admins', async () => {
    const user = await createLoggedInUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/settings/SaveSurvey?surveyAnswer=true',
      headers: bearer(user.tokens),
      payload: {
        firstName: 'Grace',
        lastName: 'Hopper',
        country: await countryRef(app, 'US'),
        defaultCurrency: 'USD',
        message: 'To buy compilers',
      },
    });
    const admin = await loginAsAdmin(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/GetSurveyAnswers',
      headers: bearer(admin),
    });
    expect(list.json()[0]).toMatchObject({ userName: user.userName, message: 'To buy compilers' });
  });
});
