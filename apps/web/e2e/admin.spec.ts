import { expect, test } from './support/axe.ts';
import { admin, tokenFor } from './support/api.ts';
import { logInAsAdmin } from './support/profile-setup.ts';

// Shown on the public guide, so any visitor sees the change after a reload.
const textKey = 'wiki.description';

let originalValue: string | undefined;

test.beforeAll(async ({ request }) => {
  const token = await tokenFor(request, admin.userName, admin.password);
  const reply = await request.get(`/api/admin/GetLocalizationTexts?filter=${textKey}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const texts = (await reply.json()) as Array<{ key: string; value: string }>;
  originalValue = texts.find((text) => text.key === textKey)?.value;
});

test.afterAll(async ({ request }) => {
  if (originalValue === undefined) return;
  const token = await tokenFor(request, admin.userName, admin.password);
  await request.post('/api/admin/EditLocalizationText', {
    headers: { Authorization: `Bearer ${token}` },
    data: { key: textKey, value: originalValue, correction: null, textCorrected: false },
  });
});

test('an admin edits a localization text and the web app shows it after a reload', async ({
  page,
}) => {
  const changed = `Run the marketplace from here (${Date.now()})`;
  await logInAsAdmin(page);
  // Below the admin header's full width (1408 px) its sections sit behind the burger.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Localization' }).last().click();
  await page.getByRole('textbox', { name: 'Search keys and texts' }).fill(textKey);
  const edit = page.getByRole('button', { name: `Edit ${textKey}` });
  await expect(edit).toBeVisible();
  await edit.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Text', exact: true }).fill(changed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`text-row-${textKey}`)).toContainText(changed);

  await page.goto('/wiki');
  await expect(page.getByRole('heading', { name: 'Tendermark guide' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(changed)).toBeVisible();
});

test('an admin adds a wiki question that then shows on the public /wiki', async ({
  page,
  browser,
}) => {
  const question = `How do I read the ranking? (${Date.now()})`;
  await logInAsAdmin(page);
  await page.goto('/admin/wiki');
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Question' }).fill(question);
  await dialog
    .getByRole('textbox', { name: 'Answer (Markdown)' })
    .fill('The **first place** wins. <script>window.__xss = 1</script>');
  await expect(dialog.locator('strong', { hasText: 'first place' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // A visitor, without logging in.
  const visitor = await browser.newPage();
  await visitor.goto('/wiki');
  await visitor.getByRole('textbox', { name: 'Search the guide' }).fill('read the ranking');
  await visitor.getByRole('button', { name: question }).click();
  // This question's answer: a retry (or an earlier run on the same database) added others.
  await expect(
    visitor.getByRole('region', { name: question }).locator('strong', { hasText: 'first place' }),
  ).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await visitor.close();
});
