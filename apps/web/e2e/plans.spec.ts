// Self-serve plans (issue 27 §1): a new visitor registers, activates, sees the plans, starts the
// free trial and creates and schedules a real auction in the editor, while a second tab of the app
// changes plan without a reload (billingUpdate). A second journey subscribes through Stripe's
// checkout, played by a local stand-in (start-server.mjs points the worker's server at it) that
// delivers the signed webhook.
import type { Page } from '@playwright/test';
import { StripeStandIn } from '../../server/test/billing/stripe-stand-in.ts';
import { latestMailTo, linkIn, tokenFor, uniqueEmail } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { serverNow } from './support/server-clock.ts';
import { activatedUser, journeyPassword, scheduledTender } from './support/tender-setup.ts';
import { chooseOption } from './support/combobox.ts';

/** The editor's autosave delay after the last change (use-draft-saving.ts). */
const AUTOSAVE_DELAY_MS = 2000;

/** start-server.mjs points a server's STRIPE_API_BASE at its own port + 1000. */
const standInPortOf = (serverPort: number) => serverPort + 1000;

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(journeyPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
}

test('a new buyer starts the free trial from the plans and creates and schedules a real auction in the editor; an open tab changes plan at once', async ({
  page,
  context,
  request,
}) => {
  // Registration, two tabs and nine axe scans: over a minute on a busy machine.
  test.setTimeout(150_000);
  // The browser's clock flows as usual but can be moved: the editor stores the new draft with
  // its autosave, 2 s after the change, and the journey moves the clock past that delay.
  await context.clock.install();
  const email = uniqueEmail('trial-buyer');
  await register(page, email);
  const mail = await latestMailTo(request, email);
  await page.goto(linkIn(mail.text, '/activation'));
  await expect(page.getByText('Your account is active')).toBeVisible();
  // Signed in on this device, so that a second tab of the app is signed in too.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(journeyPassword);
  await page.getByRole('radio', { name: 'On this device, until I log out' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();

  // A real auction cannot be scheduled yet, and the dashboard says where to get a plan.
  const token = await tokenFor(request, email, journeyPassword);
  await expect(scheduledTender(request, token, 'Office chairs before a plan')).rejects.toThrow(
    'You have no free auctions left',
  );
  await page.goto('/');
  const planNeeded = page.getByTestId('plan-needed');
  await expect(planNeeded).toContainText('Real auctions need a Business plan');

  // A second tab of the app, on the profile: Free for now.
  const profileTab = await context.newPage();
  await profileTab.goto('/profile');
  const userCard = profileTab.locator('section[aria-labelledby="user-card-title"]');
  await expect(userCard.getByText('Free', { exact: true })).toBeVisible();
  // Back to the first tab, as the buyer would: the new tab took the front, and headless Chromium
  // then gives the tab behind it a few frames a second, so every scan and click on it (Playwright
  // waits for stable frames) took seconds. The profile tab now waits behind it for the push.
  await page.bringToFront();

  await planNeeded.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  for (const plan of ['Free', 'Business Standard', 'Business Premium'])
    await expect(page.getByRole('heading', { name: plan, level: 2 })).toBeVisible();
  await expect(page.getByTestId('plan-BusinessStandard')).toContainText('$49.00');
  await expect(page.getByTestId('current-plan')).toContainText('You are on Free');

  await page.getByRole('button', { name: 'Start 30-day free trial' }).click();
  await expect(page.getByText('Your 30-day trial of Business Standard has started.')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('You are on Business Standard');
  await expect(page.getByRole('button', { name: 'Start 30-day free trial' })).toHaveCount(0);

  // The other tab shows the new plan without a reload.
  await expect(userCard.getByText('Business Standard', { exact: true })).toBeVisible();
  await expect(userCard.getByText('Plan valid until')).toBeVisible();

  // The buyer creates and schedules a real auction in the editor now.
  const tenderName = 'Trial office chairs';
  await page.goto('/auctions/new');
  await page.getByLabel('Auction name').fill(tenderName);
  // The draft is stored with the first change, then the page moves to it; fields typed before
  // the stored draft's editor shows would be lost. The clock jumps past the autosave's delay at
  // once (a timer armed later would only fire on time).
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  await expect(page).toHaveURL(/\/auctions\/owner\/[0-9a-f-]+\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: tenderName })).toBeVisible();
  await expect(page.getByLabel('Auction name')).toHaveValue(tenderName);
  await page.getByLabel('Item 1 name').fill('Ergonomic office chair');
  await page.getByRole('radio', { name: 'New delivery address' }).check();
  await page.getByLabel('City').fill('Berlin');
  await chooseOption(page.getByRole('combobox', { name: 'Country' }), 'Germany');
  // Scheduling saves the changes first (no waiting for the autosave).
  await page.getByRole('button', { name: 'Schedule auction' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule this auction?' });
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('The auction is scheduled', { exact: true })).toBeVisible();
  await page.goto('/auctions/owner');
  await expect(
    page.getByRole('row').filter({ hasText: tenderName }).getByText('Req. for Proposals'),
  ).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('plan-needed')).toHaveCount(0);
  // The other tab, never reloaded, still shows the plan it was pushed.
  await expect(userCard.getByText('Business Standard', { exact: true })).toBeVisible();

  // The trial is once per account.
  const again = await request.post('/api/billing/StartTrial', {
    headers: { Authorization: `Bearer ${await tokenFor(request, email, journeyPassword)}` },
  });
  expect(again.status()).toBe(409);
});

test.describe('Stripe checkout', () => {
  let stripe: StripeStandIn | undefined;
  test.beforeAll(async ({ server }) => {
    stripe = new StripeStandIn({
      webhookUrl: `${server.baseURL}/api/billing/StripeWebhook`,
      webhookSecret: 'whsec_e2e',
    });
    await stripe.start(standInPortOf(server.port));
  });
  test.afterAll(async () => {
    await stripe?.stop();
  });

  test('a buyer subscribes to Business Premium through the checkout and opens the portal', async ({
    signedInPage,
    request,
    server,
  }) => {
    const standInPort = standInPortOf(server.port);
    // Stripe signs its events with the server's time: earlier journeys of this worker may have
    // moved the server's clock ahead, past the 5 minutes the signature check allows.
    const serverAhead = (await serverNow(request)) - Date.now();
    if (stripe) stripe.options.now = () => Date.now() + serverAhead;
    const email = await activatedUser(request, 'stripe-buyer');
    const page = await signedInPage(email);
    await page.goto('/pricing');
    await expect(page.getByText('Payments are not set up')).toHaveCount(0);

    await page
      .getByTestId('plan-BusinessPremium')
      .getByRole('button', { name: 'Subscribe' })
      .click();
    await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${standInPort}/checkout/`));
    await expect(page.getByText('Price price_premium_e2e')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/pricing\?checkout=success$/);
    await expect(page.getByText('Your payment went through')).toBeVisible();
    await expect(page.getByTestId('current-plan')).toContainText('You are on Business Premium');
    await expect(page.getByTestId('current-plan')).toContainText('Valid until');

    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${standInPort}/portal/`));
    await page.getByRole('link', { name: 'Return to Tendermark' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('current-plan')).toContainText('You are on Business Premium');
  });
});
