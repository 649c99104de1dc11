// Free text that looks like markup stays text: a tender's name, item names and description,
// criterion name and must-have condition (to a visitor, in the search and the public overview), a
// supplier's offer, the buyer's comment and message to bidders (to the supplier and the buyer)
// carrying script payloads are shown literally, nothing runs, and the page's
// Content-Security-Policy blocks nothing the app needs.
import { expect, test, type ConsoleMessage } from './support/fixtures.ts';
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
    secondItemName: `Desk ${scriptPayload}`,
    criterionName: `Speed ${imagePayload}`,
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
  await expect(page.getByText(`Desk ${scriptPayload}`).first()).toBeVisible();
  await expect(page.getByText(`Speed ${imagePayload}`).first()).toBeVisible();

  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(violations).toEqual([]);
});

test('markup in an offer, a buyer’s comment and a message to bidders stays text', async ({
  signedInPage,
  request,
}) => {
  const buyer = await activatedUser(request, 'xss-owner');
  await giveTrial(request, buyer);
  const supplier = await activatedUser(request, 'xss-supplier');
  const buyerToken = await tokenFor(request, buyer, journeyPassword);
  const supplierToken = await tokenFor(request, supplier, journeyPassword);
  const call = async (token: string, url: string, data: unknown) => {
    const reply = await request.post(url, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(reply.ok(), await reply.text()).toBe(true);
  };
  const { tenderId } = await scheduledTender(request, buyerToken, `Desks ${tag}`);
  await call(
    buyerToken,
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [supplier],
  );
  await call(supplierToken, '/api/tendersupplier/ResponseInvitation', { tenderId, accept: true });
  const offer = `Offer ${imagePayload} details`;
  const comment = `Comment ${scriptPayload} please`;
  const message = `Message ${imagePayload} to all`;
  await call(supplierToken, '/api/tendersupplier/EditOfferDescription', {
    tenderId,
    offerDescription: offer,
  });
  await call(buyerToken, '/api/tendersupplier/CommentOffer', {
    tenderId,
    userName: supplier,
    comment,
  });
  await call(buyerToken, `/api/tender/MessageToBidders?id=${tenderId}`, { msg: message });

  const supplierPage = await signedInPage(supplier);
  await supplierPage.goto(`/auctions/supplier/${tenderId}`);
  await expect(supplierPage.getByText(offer)).toBeVisible();
  await expect(supplierPage.getByText(comment)).toBeVisible();
  await supplierPage.getByRole('button', { name: /notifications/i }).click();
  await expect(supplierPage.getByText(message).first()).toBeVisible();

  const buyerPage = await signedInPage(buyer);
  await buyerPage.goto(`/auctions/owner/${tenderId}/2`);
  await expect(buyerPage.getByText(offer).first()).toBeVisible();

  for (const page of [supplierPage, buyerPage]) {
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  }
});
