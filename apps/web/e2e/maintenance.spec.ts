// Issue 26, point 8: while the server answers 503 (its database away) the app shows the spec's
// maintenance page, and returns to the page the user was on once the server answers again.
// The outage is played by the browser's network layer: every API call answers 503 until unrouted.
import { expect, test } from './support/axe.ts';

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
