// The app hub in Chromium: lists and the dashboard follow what happens elsewhere without a reload
// (addMyTender, updateTenderVisibility, the pending invitations count), and a session ended on the
// server signs the open page out (Disconnect).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import {
  activatedUser,
  giveTrial,
  journeyPassword,
  scheduledTender,
} from './support/tender-setup.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const unique = () => Date.now().toString(36);

async function appHubConnected(page: Page) {
  await expect(page.getByTestId('app-hub')).toHaveAttribute('data-connection', 'connected');
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/live-lists-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a supplier’s dashboard shows an invitation the moment it is sent: badge and list agree', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyerEmail = await activatedUser(request, 'live-buyer');
  await giveTrial(request, buyerEmail);
  const supplierEmail = await activatedUser(request, 'live-supplier');
  const buyerToken = await tokenFor(request, buyerEmail, journeyPassword);
  const tender = await scheduledTender(request, buyerToken, `Desk lamps ${unique()}`);

  const page = await signedInPage(supplierEmail);
  await page.goto('/');
  const card = page.getByTestId('pending-invitations-card');
  await expect(card.getByText('No invitations waiting')).toBeVisible();
  await appHubConnected(page);

  const invited = await request.post(
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tender.tenderId}`,
    { headers: bearer(buyerToken), data: [supplierEmail] },
  );
  expect(invited.ok(), await invited.text()).toBe(true);

  // No reload: the count and the row arrive together, and the empty state is gone.
  await expect(card.getByRole('link', { name: tender.name, exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: /Pending invitations/ })).toContainText('1');
  await expect(card.getByText('No invitations waiting')).toHaveCount(0);
  await shoot(page, 'dashboard-invitation');
});

test('the buyer’s list shows a tender scheduled elsewhere, and drops it when it is hidden elsewhere', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyerEmail = await activatedUser(request, 'live-lists');
  await giveTrial(request, buyerEmail);
  const page = await signedInPage(buyerEmail);
  await page.goto('/auctions/my');
  await appHubConnected(page);

  // Another device of the same buyer (the API) schedules a tender.
  const otherDevice = await tokenFor(request, buyerEmail, journeyPassword);
  const tender = await scheduledTender(request, otherDevice, `Whiteboards ${unique()}`);
  const row = page.getByRole('link', { name: tender.name });
  await expect(row.first()).toBeVisible();
  await shoot(page, 'my-auctions-added');

  const hidden = await request.patch(
    `/api/tender/HideTender?tenderId=${tender.tenderId}&hidden=true`,
    { headers: bearer(otherDevice) },
  );
  expect(hidden.ok(), await hidden.text()).toBe(true);
  await expect(row).toHaveCount(0);
});

test('a session ended on the server signs the open page out and says why', async ({
  signedInPage,
  request,
}) => {
  const email = await activatedUser(request, 'live-ended');
  const page = await signedInPage(email);
  await page.goto('/');
  await appHubConnected(page);

  // The page's own session is ended from elsewhere (its refresh token logged out).
  const refreshToken = await page.evaluate(() => {
    const raw = Object.values({ ...localStorage, ...sessionStorage }).find((value) =>
      String(value).includes('refreshToken'),
    );
    return (JSON.parse(String(raw)) as { refreshToken: string }).refreshToken;
  });
  const otherDevice = await tokenFor(request, email, journeyPassword);
  const loggedOut = await request.post('/api/account/Logout', {
    headers: bearer(otherDevice),
    data: { refresh_token: refreshToken },
  });
  expect(loggedOut.ok(), await loggedOut.text()).toBe(true);

  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toHaveCount(0);
  await shoot(page, 'session-ended');
});
