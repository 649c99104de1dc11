// What a visitor (no account) sees and can use (issue 27): a header without member sections and
// with Pricing beside Log in; a landing page that explains a reverse auction and links the plans;
// the open public auctions listed before typing anything, placed on the map from their city even
// without a pin; government tenders open by default with closed ones on request, and a notice page
// for people instead of the publisher's raw data. Each page is also shot at 1280 and 390 px.
import { expect, scanPage, test, type Page } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
  type ScheduledTender,
} from './support/tender-setup.ts';

const tag = `visit${Date.now().toString(36)}`;
let older: ScheduledTender;
let newer: ScheduledTender;

test.beforeAll(async ({ request }) => {
  const buyer = await activatedUser(request, 'visitor-buyer');
  await giveTrial(request, buyer);
  const token = await tokenFor(request, buyer, journeyPassword);
  // Neither has a hand-placed pin: the map places them at their city (Berlin) from the gazetteer.
  older = await scheduledTender(request, token, `Road salt ${tag}`, { isPublic: true });
  newer = await scheduledTender(request, token, `Printer paper ${tag}`, { isPublic: true });
});

/** No tile server (tests and CI are offline): anything not served by the app is refused. */
async function refuseOtherHosts(page: Page, baseURL: string) {
  const appHost = new URL(baseURL).host;
  await page.route(
    (url) => url.host !== appHost,
    (route) => route.abort(),
  );
}

test.beforeEach(async ({ page, baseURL }) => {
  await refuseOtherHosts(page, baseURL!);
});

const MEMBER_SECTIONS = [
  'Dashboard',
  'My auctions',
  'New auction',
  'Supplier auctions',
  'Contacts',
];

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor sees public sections, Pricing beside Log in, and a landing page for buyers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText([
    'Public auctions',
    'Government tenders',
    'Guide',
  ]);
  for (const section of MEMBER_SECTIONS) {
    await expect(page.getByRole('link', { name: section, exact: true })).toHaveCount(0);
  }
  await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

  const how = page.getByRole('region', { name: 'How a reverse auction works' });
  await expect(how.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await shoot(page, 'landing');

  // On a phone the sections and Pricing sit behind the burger.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navbar = page.locator('#app-navbar');
  await expect(navbar.getByRole('link', { name: 'Government tenders' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'My auctions' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('navbar-390.png') });

  await navbar.getByRole('link', { name: 'Government tenders' }).click();
  await expect(page).toHaveURL(/tab=gov/);
});

test('a visitor browses the open public auctions newest first and sees them on the map', async ({
  page,
}) => {
  await page.goto('/public-auctions-and-suppliers');
  await expect(page.getByText('Open public auctions, newest first.')).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  const names = results.getByTestId('search-result').getByRole('link', { name: new RegExp(tag) });
  await expect(names).toHaveText([newer.name, older.name]);
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue('');

  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(page.getByText(/\d+ places? on the map/)).toBeVisible();
  await shoot(page, 'public-search');
});

test('a visitor sees open government tenders, closed ones on request, and reads a notice', async ({
  page,
}) => {
  await page.goto('/public-auctions-and-suppliers?tab=gov');
  await expect(page.getByText('Government tenders open for offers, newest first.')).toBeVisible();
  const closed = page.getByRole('switch', { name: /Include closed tenders/ });
  await expect(closed).not.toBeChecked();
  const results = page.getByRole('region', { name: 'Search results' });
  const openCount = page.getByText(/^\d[\d,]* results?$/);
  await expect(openCount).toBeVisible();
  const openTotal = Number((await openCount.textContent())!.replace(/\D/g, ''));

  await closed.click();
  await expect(closed).toBeChecked();
  await expect(page).toHaveURL(/closed=1/);
  await expect
    .poll(async () => Number(((await openCount.textContent()) ?? '').replace(/\D/g, '')))
    .toBeGreaterThan(openTotal);
  await expect(page.getByText(/\d+ places? on the map/)).toBeVisible();
  await shoot(page, 'gov-search');

  const firstNotice = results.getByRole('link', { name: /^Original notice of / }).first();
  const title = (await firstNotice.getAttribute('aria-label'))!.replace('Original notice of ', '');
  await firstNotice.click();
  await expect(page).toHaveURL(/\/public\/gov-tenders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Source' })).toContainText('Published by');
  await shoot(page, 'gov-notice');

  await page.getByRole('link', { name: 'Back to the search' }).click();
  await expect(page).toHaveURL(/tab=gov/);
});

test('a member sees their sections and reaches the plans from the account menu', async ({
  signedInPage,
  request,
  baseURL,
}) => {
  const member = await activatedUser(request, 'visitor-member');
  const page = await signedInPage(member, { viewport: { width: 1280, height: 900 } });
  await refuseOtherHosts(page, baseURL!);
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  for (const section of MEMBER_SECTIONS) {
    await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu of/ }).click();
  const plans = page.getByRole('menuitem', { name: 'Plans and pricing' });
  await expect(plans).toHaveAttribute('href', '/pricing');
  // The open menu is scanned too (axe aria-required-children: only menu items in role=menu).
  await scanPage(page, 'account menu open');
  await page.screenshot({ path: test.info().outputPath('member-header-1280.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await expect(plans).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-header-390.png') });
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
});
