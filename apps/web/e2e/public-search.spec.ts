// A visitor (no login) searches the public auctions, sees them in the list and as markers on the
// map — with no tile server reachable, as offline — and opens a public overview from the map.
import { expect, test } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
  type ScheduledTender,
} from './support/tender-setup.ts';

const tag = `crane${Date.now().toString(36)}`;
let berlin: ScheduledTender;
let munich: ScheduledTender;

test.beforeAll(async ({ request }) => {
  const buyer = await activatedUser(request, 'public-buyer');
  await giveTrial(request, buyer);
  const token = await tokenFor(request, buyer, journeyPassword);
  berlin = await scheduledTender(request, token, `Harbour ${tag} Berlin`, {
    isPublic: true,
    gpsCoords: { lat: 52.52, lng: 13.405 },
  });
  munich = await scheduledTender(request, token, `Harbour ${tag} Munich`, {
    isPublic: true,
    gpsCoords: { lat: 48.137, lng: 11.575 },
  });
  // A private tender with the same words is never found.
  await scheduledTender(request, token, `Harbour ${tag} private`);
});

test.beforeEach(async ({ page, baseURL }) => {
  // No tile server (tests and CI are offline): anything not served by the app is refused.
  const appHost = new URL(baseURL!).host;
  await page.route(
    (url) => url.host !== appHost,
    (route) => route.abort(),
  );
});

test('a visitor finds public auctions in the list and on the map and opens one', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Public auctions' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Public auctions and suppliers' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Keywords' }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByTestId('search-result')).toHaveCount(2);
  await expect(results.getByRole('link', { name: berlin.name })).toBeVisible();
  await expect(results.getByRole('link', { name: munich.name })).toBeVisible();
  await expect(results.getByText(/private/)).toHaveCount(0);
  await expect(page.getByText('2 results')).toBeVisible();

  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(page.getByText('2 places on the map')).toBeVisible();

  // The search is in the URL: a reload keeps it.
  await page.reload();
  await expect(results.getByTestId('search-result')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue(tag);

  await map.getByRole('button', { name: munich.name }).click();
  await map.getByRole('link', { name: 'Open the auction' }).click();

  await expect(page).toHaveURL(`/public/auction-overview/${munich.tenderId}`);
  await expect(page.getByRole('heading', { level: 1, name: munich.name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Items' }).getByText('Standing desk'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Must-have conditions' })
      .getByText('Chairs certified to EN 1335'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Criteria' }).getByText('Delivery time'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeVisible();
  await expect(page.getByTestId('pin-map').locator('.leaflet-marker-icon')).toHaveCount(1);

  // Back to the search it came from.
  await page.goBack();
  await expect(results.getByTestId('search-result')).toHaveCount(2);
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto(`/public-auctions-and-suppliers?q=${tag}zzz`);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('No entries found')).toBeVisible();
});
