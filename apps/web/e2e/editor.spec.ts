// The owner's editor and tender page (issue 27): New auction stores nothing until the first
// change; a price weighted 0 % is refused with a warning; suppliers picked while drafting are
// invited when the tender is scheduled, whose dialog shows the weights; a public tender is shared
// with a copied link; the step indicator fits a phone. Screenshots go to E2E_SHOTS when it is set.
import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { latestMailTo, tokenFor } from './support/api.ts';
import { activatedUser, giveTrial, journeyPassword } from './support/tender-setup.ts';

const shotsDir = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

async function buyer(request: APIRequestContext) {
  const email = await activatedUser(request, 'editor-buyer');
  await giveTrial(request, email);
  return { email, token: await tokenFor(request, email, journeyPassword) };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A draft that scheduling accepts: two items, price 80 % and delivery time 20 %, an address. */
async function completeDraft(
  request: APIRequestContext,
  token: string,
  name: string,
  { isPublic = false } = {},
): Promise<string> {
  const headers = bearer(token);
  const created = await request.post('/api/tender/CreateNewTenderId', { headers });
  const { tenderId } = (await created.json()) as { tenderId: string };
  const draft = await (
    await request.get(`/api/tender/GetTender?id=${tenderId}`, { headers })
  ).json();
  const [item] = draft.itemsDetails;
  const [price] = draft.criteriaDetails;
  const saved = await request.post('/api/tender/UpdateTender', {
    headers,
    data: {
      ...draft,
      name,
      isPublic,
      itemsDetails: [
        { ...item, name: 'Ergonomic office chair', unitPrice: 120, quantity: 10, bidStep: 1.2 },
      ],
      criteriaDetails: [
        { ...price, weight: { id: 0.8 } },
        {
          id: null,
          name: 'Delivery time',
          unit: { id: 2, name: 'Days' },
          winningThreshold: { id: 0, name: 'Lowest wins' },
          weight: { id: 0.2 },
          minBid: null,
          maxBid: 60,
          description: '',
        },
      ],
      addressSource: 4,
      newDeliveryAddress: { city: 'Berlin', country: { id: 58, code: 'DE' } },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return tenderId;
}

async function myTenderNames(request: APIRequestContext, token: string): Promise<string[]> {
  const reply = await request.get('/api/tender/GetMyTenders?owner=true', {
    headers: bearer(token),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()).items as Array<{ name: string }>).map((row) => row.name);
}

test('New auction stores nothing until the first change, then continues on the stored draft', async ({
  signedInPage,
  request,
}) => {
  const { email, token } = await buyer(request);
  const page = await signedInPage(email);
  const creations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/tender/CreateNewTenderId')) creations.push(sent.url());
  });
  await page.goto('/auctions/new');
  await expect(page.getByLabel('Auction name')).toBeVisible();
  await expect(page.getByTestId('not-saved-note')).toBeVisible();
  await shoot(page, 'new-auction-1280');
  // Leaving without a change: no draft was made, none is listed.
  await page.getByRole('link', { name: 'My auctions' }).first().click();
  await expect(page).toHaveURL(/\/auctions\/my/);
  expect(creations).toEqual([]);
  expect(await myTenderNames(request, token)).toEqual([]);

  await page.goto('/auctions/new');
  await page.getByLabel('Auction name').fill('Printer paper');
  await expect(page).toHaveURL(/\/auctions\/owner\/[0-9a-f-]+\/1$/);
  await expect(page.getByLabel('Auction name')).toHaveValue('Printer paper');
  expect(creations).toHaveLength(1);
  expect(await myTenderNames(request, token)).toEqual(['Printer paper']);
});

test('a price weight of 0 % is refused with a warning, the weights stay as they were', async ({
  signedInPage,
  request,
}) => {
  const { email, token } = await buyer(request);
  const tenderId = await completeDraft(request, token, 'Weighted chairs');
  const page = await signedInPage(email);
  await page.goto(`/auctions/owner/${tenderId}/1`);
  const priceWeight = page.getByLabel('Criterion 1 weight');
  await expect(priceWeight).toHaveValue('80%');
  await priceWeight.fill('0');
  await priceWeight.press('Enter');
  await expect(page.getByText('The total price criterion needs a weight above 0%')).toBeVisible();
  await expect(priceWeight).toHaveValue('80%');
  await expect(page.getByLabel('Criterion 2 weight')).toHaveValue('20%');
  await shoot(page, 'price-weight-refused-1280');
});

test('suppliers picked while drafting are invited when the tender is scheduled; the dialog shows the weights', async ({
  signedInPage,
  request,
}) => {
  const { email, token } = await buyer(request);
  const supplier = await activatedUser(request, 'editor-supplier');
  const tenderId = await completeDraft(request, token, 'Picked suppliers');
  const page = await signedInPage(email);
  await page.goto(`/auctions/owner/${tenderId}/2`);
  await expect(page.getByTestId('invitations-note')).toContainText('Nothing is sent before');
  await page.getByRole('button', { name: 'Pick by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick suppliers by e-mail' });
  await dialog.getByRole('textbox', { name: /E-mail addresses/ }).fill(supplier);
  await shoot(page, 'pick-suppliers-dialog-1280');
  await dialog.getByRole('button', { name: 'Pick suppliers' }).click();
  await expect(
    page.getByText('Supplier picked: invited when you schedule the auction'),
  ).toBeVisible();
  await expect(page.getByText('Waiting for invite').first()).toBeVisible();
  await shoot(page, 'draft-bidders-1280');
  // Nothing reached the supplier while drafting.
  const supplierToken = await tokenFor(request, supplier, journeyPassword);
  const hidden = await request.get(`/api/tender/GetTender?id=${tenderId}`, {
    headers: bearer(supplierToken),
  });
  expect(hidden.status()).toBe(404);

  await page
    .getByRole('button', { name: /Parameters/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Schedule auction' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule this auction?' });
  await expect(schedule.getByTestId('schedule-weights')).toContainText('Total price: 80 %');
  await expect(schedule.getByTestId('schedule-weights')).toContainText('Delivery time: 20 %');
  await expect(schedule.getByTestId('picked-note')).toHaveText(
    'The supplier you picked is invited now, by e-mail and in the app.',
  );
  await shoot(page, 'schedule-dialog-1280');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('The auction is scheduled', { exact: true })).toBeVisible();
  const mail = await latestMailTo(request, supplier, /^Invitation to the auction/);
  expect(mail.text).toContain('Picked suppliers');
  const visible = await request.get(`/api/tender/GetTender?id=${tenderId}`, {
    headers: bearer(supplierToken),
  });
  expect(visible.status()).toBe(200);
});

test('the owner shares a public scheduled tender: the link is copied with a confirmation', async ({
  signedInPage,
  request,
}) => {
  const { email, token } = await buyer(request);
  const tenderId = await completeDraft(request, token, 'Shared chairs', { isPublic: true });
  const scheduled = await request.put(`/api/tender/ScheduleTender?tenderId=${tenderId}`, {
    headers: bearer(token),
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  const page = await signedInPage(email, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`/auctions/owner/${tenderId}/1`);
  await page.getByRole('button', { name: 'Share auction' }).click();
  const link = page.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(new RegExp(`/public/auction-overview/${tenderId}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link is copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(page.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Auction%3A%20Shared%20chairs&body=/,
  );
  await shoot(page, 'share-1280');
  // On a phone the control fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Share auction' }).click();
  const field = page.getByRole('textbox', { name: 'Public link' });
  await expect(field).toBeVisible();
  const box = await field.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await shoot(page, 'share-390');
});

test('on a phone the owner steps do not run over their labels', async ({
  signedInPage,
  request,
}) => {
  const { email, token } = await buyer(request);
  const tenderId = await completeDraft(request, token, 'Phone chairs', { isPublic: true });
  const page = await signedInPage(email, { viewport: { width: 390, height: 844 } });
  await page.goto(`/auctions/owner/${tenderId}/1`);
  const steps = page
    .getByRole('group', { name: 'Steps of the auction' })
    .or(page.locator('[aria-label="Steps of the auction"]'));
  await expect(steps.first()).toBeVisible();
  const labels = steps.first().locator('.mantine-Stepper-stepLabel');
  const separators = steps
    .first()
    .locator('.mantine-Stepper-separator, .mantine-Stepper-verticalSeparator');
  const labelBoxes = await Promise.all(
    (await labels.all()).map(async (label) => label.boundingBox()),
  );
  const separatorBoxes = await Promise.all(
    (await separators.all()).map(async (separator) => separator.boundingBox()),
  );
  expect(labelBoxes).toHaveLength(3);
  for (const label of labelBoxes)
    for (const line of separatorBoxes) {
      if (!label || !line) continue;
      const overlaps =
        label.x < line.x + line.width &&
        line.x < label.x + label.width &&
        label.y < line.y + line.height &&
        line.y < label.y + label.height;
      expect(overlaps, `a step label overlaps a separator line`).toBe(false);
    }
  for (const label of labelBoxes) expect(label!.x + label!.width).toBeLessThanOrEqual(390);
  await shoot(page, 'owner-steps-390');
  await page.getByRole('button', { name: 'Schedule auction' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule this auction?' })).toBeVisible();
  await shoot(page, 'schedule-dialog-390');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`/auctions/owner/${tenderId}/2`);
  await expect(page.getByTestId('invitations-note')).toBeVisible();
  await shoot(page, 'draft-bidders-390');
});
