// Free text that looks like markup stays text: a buyer's tender name, item description and
// must-have condition carrying script payloads are shown literally to a visitor, in the search
// and on the public overview, nothing runs, and the page's Content-Security-Policy blocks nothing
// the app needs.
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
  type ScheduledTender,
} from './support/tender-setup.ts';

const tag = `xss${Date.now().toString(36)}`;
const imagePayload = '<img src=x onerror="window.__xss=1">';
const scriptPayload = '<script>window.__xss=2</script>';
let tender: ScheduledTender;

test.beforeAll(async ({ request }) => {
  const buyer = await activatedUser(request, 'xss-buyer');
  await giveTrial(request, buyer);
  const token = await tokenFor(request, buyer, journeyPassword);
  tender = await scheduledTender(request, token, `Chairs ${tag} ${imagePayload}`, {
    isPublic: true,
    conditionText: `Certified ${scriptPayload}`,
    itemDescription: `Black ${imagePayload} leather`,
  });
});

test('markup in free-text fields is shown as text and never runs', async ({ page, baseURL }) => {
  const appHost = new URL(baseURL!).host;
  await page.route(
    (url) => url.host !== appHost,
    (route) => route.abort(),
  );
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  await page.goto(`/public-auctions-and-suppliers?q=${tag}`);
  await expect(page.getByText(`Chairs ${tag} ${imagePayload}`).first()).toBeVisible();

  await page.goto(`/public/auction-overview/${tender.tenderId}`);
  await expect(page.getByRole('heading', { name: `Chairs ${tag} ${imagePayload}` })).toBeVisible();
  await expect(page.getByText(`Certified ${scriptPayload}`)).toBeVisible();
  await expect(page.getByText(`Black ${imagePayload} leather`)).toBeVisible();

  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(violations).toEqual([]);
});
