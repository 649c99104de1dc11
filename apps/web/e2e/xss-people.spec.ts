// Free text about people and from the admin that looks like markup stays text: a user's details
// and company (on the own profile, the public user overview, the supplier directory, a contact's
// list with the custom name, and the admin's profile pages), a saved search's name, the wiki (a
// category, a question and a Markdown answer with raw HTML and javascript: links), an edited
// localization text and a logged client error. Nothing runs, no javascript: link can be clicked,
// and the CSP blocks nothing.
import { expect, test, type APIRequestContext } from './support/fixtures.ts';
import { admin, tokenFor } from './support/api.ts';
import { saveCompanyDetails, saveUserDetails, skipSurvey } from './support/profile-setup.ts';
import { activatedUser, journeyPassword } from './support/tender-setup.ts';
import {
  expectNothingInjected,
  imagePayload,
  attributeBreakingWebsite,
  javascriptWebsites,
  scriptPayload,
  watchedPage,
  watchForViolations,
} from './support/xss-checks.ts';

const tag = `xss${Date.now().toString(36)}`;

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const reply = await request.post(url, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(reply.ok(), `${url}: ${await reply.text()}`).toBe(true);
  return reply.json();
}

test('markup in a profile, a company and a contact’s name stays text wherever it is shown', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const subject = await activatedUser(request, 'xss-profile');
  const subjectToken = await tokenFor(request, subject, journeyPassword);
  await skipSurvey(request, subjectToken);
  const firstName = `Eve ${imagePayload}`;
  const lastName = `Doe ${scriptPayload}`;
  const keywords = `lamps ${scriptPayload}`;
  const subjectId = await saveUserDetails(request, subjectToken, subject, {
    firstName,
    lastName,
    favouriteAuctionKeywords: keywords,
    address: { streetAddress: `Main ${imagePayload} 1`, city: `Bonn ${scriptPayload}` },
  });
  const company = {
    name: `Acme ${tag} ${imagePayload}`,
    web: attributeBreakingWebsite,
    position: `CEO ${scriptPayload}`,
    registrationId: imagePayload,
    taxId: scriptPayload,
    vatId: imagePayload,
    address: { streetAddress: `Dock ${scriptPayload} 2`, city: `Kiel ${imagePayload}` },
  };
  // No javascript: URL is a web address, however it is disguised.
  for (const web of javascriptWebsites) {
    const refused = await saveCompanyDetails(request, subjectToken, { ...company, web });
    expect(refused.status(), web).toBe(400);
  }
  const saved = await saveCompanyDetails(request, subjectToken, company);
  expect(saved.ok(), await saved.text()).toBe(true);

  // The user's own profile and public overview.
  const subjectPage = watchForViolations(await signedInPage(subject));
  await subjectPage.goto('/profile');
  const details = subjectPage.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue(firstName);
  await expect(details.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  const companyForm = subjectPage.getByRole('form', { name: 'Company details' });
  await expect(companyForm.getByRole('textbox', { name: 'Company name' })).toHaveValue(
    company.name,
  );
  await expect(companyForm.getByRole('textbox', { name: 'Website' })).toHaveValue(company.web);
  await expectNothingInjected(subjectPage);

  // Another user: the public overview, the supplier directory and the contacts list.
  const viewer = await activatedUser(request, 'xss-viewer');
  const viewerToken = await tokenFor(request, viewer, journeyPassword);
  await skipSurvey(request, viewerToken);
  const customName = `Buddy ${imagePayload} ${scriptPayload}`;
  await post(request, viewerToken, '/api/company/AddToContactList', { userName: subject });
  const renamed = await request.put('/api/company/EditCompanyName', {
    headers: { Authorization: `Bearer ${viewerToken}` },
    data: { userName: subject, customName },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const viewerPage = watchForViolations(await signedInPage(viewer));
  for (const page of [subjectPage, viewerPage]) {
    await page.goto(`/user-overview/${subjectId}`);
    await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
    await expect(page.getByText(company.name)).toBeVisible();
    await expect(page.getByText(company.address.city)).toBeVisible();
    await expect(page.getByText(keywords)).toBeVisible();
    await expect(page.getByRole('link', { name: company.web })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expectNothingInjected(page);
  }
  await viewerPage.goto(`/public-auctions-and-suppliers?tab=suppliers&q=${tag}`);
  await expect(viewerPage.getByTestId('search-result').getByText(company.name)).toBeVisible();
  await expectNothingInjected(viewerPage);
  await viewerPage.goto('/contacts/my');
  const contactRow = viewerPage.getByRole('row').filter({ hasText: subject });
  await expect(contactRow.getByText(customName)).toBeVisible();
  await expect(contactRow.getByText(company.name).first()).toBeVisible();
  await expect(contactRow.getByText(company.web)).toBeVisible();
  await expectNothingInjected(viewerPage);

  // The admin's profiles list and the user's overview there.
  const adminPage = watchForViolations(await signedInPage(admin.userName));
  await adminPage.goto(`/admin/profiles?q=${encodeURIComponent(subject)}`);
  const profileRow = adminPage.getByRole('row').filter({ hasText: subject });
  await expect(profileRow.getByText(`${firstName} ${lastName}`)).toBeVisible();
  await expect(profileRow.getByText(company.name)).toBeVisible();
  await expect(profileRow.getByRole('cell', { name: company.vatId, exact: true })).toBeVisible();
  await expectNothingInjected(adminPage);
  await profileRow.getByRole('link', { name: subject }).click();
  await expect(adminPage.getByText(`${firstName} ${lastName}`)).toBeVisible();
  await expect(adminPage.getByText(company.name)).toBeVisible();
  await expectNothingInjected(adminPage);
});

test('markup in a saved search’s name stays text', async ({ signedInPage, request }) => {
  const user = await activatedUser(request, 'xss-searcher');
  const token = await tokenFor(request, user, journeyPassword);
  await skipSurvey(request, token);
  const name = `Lamps ${imagePayload} ${scriptPayload}`;
  await post(request, token, '/api/search/SaveSearch', {
    kind: 'auctions',
    name,
    criteria: { keywords: 'lamps' },
  });
  const page = watchForViolations(await signedInPage(user));
  await page.goto('/public-auctions-and-suppliers');
  const link = page.getByRole('link', { name: `Run the saved search ${name}` });
  await expect(link).toHaveText(name);
  await expectNothingInjected(page);
});

test('markup in the wiki, a localization text and a client error log stays harmless', async ({
  browser,
  signedInPage,
  request,
}) => {
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  const categoryName = `Category ${tag} ${imagePayload}`;
  const question = `Why ${tag} ${scriptPayload}?`;
  const answer = [
    `Plain **bold ${tag}** text.`,
    '',
    `Raw ${imagePayload} image and ${scriptPayload} script.`,
    '',
    '[markdown link](javascript:window.__xss=4)',
    '',
    '<a href="javascript:window.__xss=5">raw link</a>',
    '',
    '<iframe src="javascript:window.__xss=6"></iframe><p onclick="window.__xss=7">handler</p>',
  ].join('\n');
  const category = await post(request, adminToken, '/api/admin/AddWikiCategory', {
    name: categoryName,
  });
  await post(request, adminToken, '/api/admin/AddQuestionAndAnswerToWiki', {
    question,
    answer,
    categoryId: category.id,
  });

  // A visitor's guide: the category and question as text, the answer as safe Markdown.
  const visitor = await watchedPage(browser);
  await visitor.goto('/wiki');
  await visitor.getByRole('textbox', { name: 'Search the guide' }).fill(tag);
  await expect(visitor.getByRole('heading', { name: categoryName })).toBeVisible();
  await visitor.getByRole('button', { name: question }).click();
  const rendered = visitor.locator('[data-markdown]');
  await expect(rendered.locator('strong', { hasText: `bold ${tag}` })).toBeVisible();
  await expect(rendered.getByText('image and')).toBeVisible();
  for (const linkText of ['markdown link', 'raw link']) {
    const href = await rendered.getByText(linkText).evaluate((node) => {
      const link = node.closest('a');
      return link ? (link.getAttribute('href') ?? '') : '';
    });
    expect(href).not.toMatch(/^\s*javascript:/i);
  }
  expect(await rendered.locator('iframe, [onclick]').count()).toBe(0);
  await expectNothingInjected(visitor);

  // The admin's wiki list renders the same answer.
  const adminPage = watchForViolations(await signedInPage(admin.userName));
  await adminPage.goto('/admin/wiki');
  await expect(adminPage.getByText(question).first()).toBeVisible();
  await expectNothingInjected(adminPage);

  // A client error with markup in its message, URL and stack, read in the admin's error log.
  const errorMessage = `Failure ${tag} ${imagePayload}`;
  await post(request, adminToken, '/api/admin/SaveClientErrorLog', {
    source: 'error',
    message: errorMessage,
    stack: `at ${scriptPayload}`,
    url: `https://app.example/${imagePayload}`,
  });
  await adminPage.goto(`/admin/error-log?q=${tag}`);
  await expect(adminPage.getByText(errorMessage)).toBeVisible();
  await expect(adminPage.getByText(`https://app.example/${imagePayload}`)).toBeVisible();
  await expectNothingInjected(adminPage);

  // A localization text with markup, shown on the public guide; restored afterwards.
  const key = 'wiki.description';
  const headers = { Authorization: `Bearer ${adminToken}` };
  const texts = (await (
    await request.get(`/api/admin/GetLocalizationTexts?filter=${key}`, { headers })
  ).json()) as { key: string; value: string }[];
  const original = texts.find((text) => text.key === key)?.value;
  expect(original).toBeTruthy();
  const changed = `Guide ${tag} ${imagePayload} ${scriptPayload}`;
  const edit = (value: string) =>
    post(request, adminToken, '/api/admin/EditLocalizationText', {
      key,
      value,
      correction: null,
      textCorrected: false,
    });
  await edit(changed);
  try {
    const reader = await watchedPage(browser);
    await reader.goto('/wiki');
    await expect(reader.getByText(changed)).toBeVisible();
    await expectNothingInjected(reader);
  } finally {
    await edit(original!);
  }
});
