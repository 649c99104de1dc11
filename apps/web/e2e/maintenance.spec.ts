// Issue 26, point 8: while the server answers 503 (its database away) the app shows the spec's
// maintenance page, and returns to the page the user was on once the server answers again.
// The outage is played by the browser's network layer: every API call answers 503 until unrouted.
import { expect, test } from './support/fixtures.ts';
import { admin, tokenFor, uniqueEmail } from './support/api.ts';

const unavailable = {
  status: 503,
  headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
  body: JSON.stringify({ error: 'service_unavailable', message: 'Server is under maintenance' }),
};
const isApi = (url: URL) => url.pathname.startsWith('/api/');
const publicSearch = '/public-auctions-and-suppliers';

test('a 503 shows the maintenance page, which returns to the page once the server answers', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.route(isApi, (route) => route.fulfill(unavailable));
  // A client-side move to a page that reads the API (as a click on a link would make it).
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, publicSearch);

  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Server is under maintenance' })).toBeVisible();
  await expect(page.getByText('Please be patient')).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`maintenance-${width}.png`) });
  }

  await page.unroute(isApi);
  await expect(page).toHaveURL(new RegExp(`${publicSearch}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Server is under maintenance' })).toBeHidden();
});

// Issue 27, point 1: the admin's maintenance switch. The admin turns it on with a message (and a
// confirmation); a visitor can still read, but a change shows the maintenance page with the
// message; once the admin turns it off the visitor is back where they were, without a restart.
test.describe('the admin maintenance switch', () => {
  test.afterEach(async ({ request }) => {
    // Whatever happened, the worker's server leaves maintenance for its other journeys.
    const token = await tokenFor(request, admin.userName, admin.password);
    await request.post('/api/admin/SetMaintenance', {
      headers: { Authorization: `Bearer ${token}` },
      data: { on: false },
    });
  });

  test('an admin turns maintenance on with a message, visitors see it on a change, and off again', async ({
    signedInPage,
    browser,
  }, testInfo) => {
    const message = `Moving to a bigger database, back by 11:00 (${Date.now()})`;
    const page = await signedInPage(admin.userName);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Maintenance' })
      .click();
    await expect(page.getByText('The server runs normally')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message to the users' }).fill(message);
    await page.getByRole('button', { name: 'Turn maintenance on' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn maintenance on?' });
    await confirm.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Maintenance is on', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-maintenance-1280.png') });

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    // Reading still works.
    await visitor.goto('/wiki');
    await expect(visitor.getByRole('heading', { name: 'Tendermark guide' })).toBeVisible();
    // A change (a registration) is refused with the maintenance page and the admin's message.
    await visitor.goto('/register');
    await visitor.getByLabel('E-mail').fill(uniqueEmail('maintenance'));
    await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await visitor.getByRole('textbox', { name: 'Confirm password' }).fill('Secret123');
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor).toHaveURL(/\/maintenance$/);
    await expect(
      visitor.getByRole('heading', { name: 'Server is under maintenance' }),
    ).toBeVisible();
    await expect(visitor.getByText('Please be patient')).toBeVisible();
    await expect(visitor.getByText(message)).toBeVisible();
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      await visitor.setViewportSize({ width, height });
      await visitor.screenshot({ path: testInfo.outputPath(`maintenance-admin-${width}.png`) });
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: testInfo.outputPath('admin-maintenance-390.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Turn maintenance off' }).click();
    const confirmOff = page.getByRole('dialog', { name: 'Turn maintenance off?' });
    await confirmOff.getByRole('button', { name: 'Turn maintenance off' }).click();
    await expect(page.getByText('The server runs normally')).toBeVisible();

    // The maintenance page notices by itself and returns the visitor to the form.
    await expect(visitor).toHaveURL(/\/register$/, { timeout: 30_000 });
    await visitorContext.close();
  });
});
