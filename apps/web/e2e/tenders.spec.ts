import { expect, test, type APIRequestContext } from './support/fixtures.ts';
import { admin, latestMailTo, linkIn, tokenFor, uniqueEmail } from './support/api.ts';
import { chooseOption } from './support/combobox.ts';

const password = 'Secret123';
const modificationBlocked = 'Modification blocked during proposal phase or once run';
/** The editor's autosave delay after the last change (use-draft-saving.ts). */
const AUTOSAVE_DELAY_MS = 2000;

/** A registered, activated buyer with a 30-day Business Standard trial. */
async function buyerWithTrial(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('tender-buyer');
  const registered = await request.post('/api/account/Register', {
    data: { Email: email, Password: password, ConfirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await latestMailTo(request, email);
  const activated = await request.patch(
    `/api/account${linkIn(mail.text, '/activation').replace('/activation', '/Activate')}`,
  );
  expect(activated.ok(), await activated.text()).toBe(true);
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  const trial = await request.post('/api/admin/GiveTrialToUser', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { userName: email },
  });
  expect(trial.ok(), await trial.text()).toBe(true);
  return email;
}

test('a buyer creates a tender with 3 items, 2 criteria and 2 conditions, uploads an attachment, schedules it, and can no longer edit it', async ({
  signedInPage,
  request,
}) => {
  const email = await buyerWithTrial(request);
  const tenderName = `Office chairs ${Date.now().toString(36)}`;

  const page = await signedInPage(email);
  // The browser's clock flows as usual but can be moved: the editor saves 2 s after the last
  // change, and the journey moves the clock past that delay instead of waiting it out.
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();

  await page.getByRole('link', { name: 'My auctions' }).first().click();
  await expect(page.getByText('No auctions yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create your first auction' }).click();
  // The draft is stored with the first change (issue 27), by its autosave, then the page moves
  // to it. The clock jumps past the delay at once: the change arms the autosave's timer during
  // the input event (React runs effects of discrete events synchronously), and a timer armed
  // later would only fire on time, never not at all.
  await page.getByLabel('Auction name').fill(tenderName);
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  await expect(page).toHaveURL(/\/auctions\/owner\/[0-9a-f-]+\/1$/);
  await expect(page.getByLabel('Auction name')).toHaveValue(tenderName);
  const tenderId = page.url().split('/').at(-2)!;

  await page.getByLabel('Item 1 name').fill('Ergonomic office chair');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Item 2 name').fill('Standing desk');
  await page.getByLabel('Item 2 unit price').fill('450');
  await expect(page.getByLabel('Item 2 bid step')).toHaveValue('4.5');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Item 3 name').fill('Monitor arm');
  await expect(page.getByTestId('items-total')).toHaveText('$6,500.00');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Enter submits the form: a manual save.
  await page.getByLabel('Item 3 name').press('Enter');
  await expect(page.getByText(/Saved at \d\d:\d\d/)).toBeVisible();

  await page.getByRole('button', { name: 'Add criterion' }).click();
  await page.getByLabel('Criterion 2 name').fill('Delivery time');
  await expect(page.getByLabel('Criterion 1 weight')).toHaveValue('90%');
  await expect(page.getByLabel('Criterion 2 weight')).toHaveValue('10%');

  await page.getByLabel('New condition').fill('Chairs certified to EN 1335');
  await page.getByLabel('New condition').press('Enter');
  await expect(page.getByLabel('Condition 2', { exact: true })).toHaveValue(
    'Chairs certified to EN 1335',
  );

  await page.getByLabel('Choose attachments').setInputFiles({
    name: 'specification.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('specification.pdf')).toBeVisible();

  await page.getByRole('radio', { name: 'New delivery address' }).check();
  await page.getByLabel('Street and number').fill('Alexanderplatz 1');
  await page.getByLabel('ZIP code').fill('10178');
  await page.getByLabel('City').fill('Berlin');
  await chooseOption(page.getByRole('combobox', { name: 'Country' }), 'Germany');
  await page.getByTestId('pin-map').click();
  await expect(page.getByText(/Pin at -?\d+\.\d+, -?\d+\.\d+/)).toBeVisible();

  // Autosave, about 2 seconds after the last change.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  await expect(page.getByText(/Saved at \d\d:\d\d/)).toBeVisible();

  await page.getByRole('button', { name: 'Schedule auction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this auction?' });
  await expect(dialog.getByText('3 items')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('The auction is scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText('This auction has been scheduled.')).toBeVisible();

  await page.getByLabel('Auction name').press('x');
  // The banner in place and a toast.
  await expect(page.getByRole('alert').filter({ hasText: modificationBlocked })).toHaveCount(2);
  await expect(page.getByLabel('Auction name')).toHaveValue(tenderName);

  const token = await tokenFor(request, email, password);
  const tender = await (
    await request.get(`/api/tender/GetTender?id=${tenderId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  expect(tender.itemsDetails).toHaveLength(3);
  expect(tender.criteriaDetails).toHaveLength(2);
  expect(tender.mustHaveConditions).toHaveLength(2);
  expect(tender.attachments.list).toHaveLength(1);
  const refused = await request.post('/api/tender/UpdateTender', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...tender, name: 'Changed after scheduling' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(modificationBlocked);

  await page.getByRole('link', { name: 'My auctions' }).first().click();
  await page.getByText('Owned by me', { exact: true }).click();
  await expect(page).toHaveURL(/\/auctions\/owner$/);
  const row = page.getByRole('row').filter({ hasText: tenderName });
  await expect(row.getByText('Req. for Proposals')).toBeVisible();
});
