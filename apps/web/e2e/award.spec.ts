// After the auction (issue 29): a live auction ends on the server's clock, the buyer compares the
// offers and awards item 1 to Alice and item 2 to Bob (not the lowest bid on it: a reason is
// required), each supplier sees the right outcome on their page, in the bell and in their mail, and
// the buyer downloads the comparison as .xlsx. The pages are photographed at 1280 and 390 px.
import { expect, test, type Page } from './support/fixtures.ts';
import { admin, latestMailTo, tokenFor } from './support/api.ts';
import {
  activeUser,
  apiAs,
  joinWithOffer,
  jumpToStart,
  liveTender,
} from './support/live-auction.ts';
import { advanceServerClockTo } from './support/server-clock.ts';

const comparisonUrl = (tenderId: string) => `/auctions/owner/${tenderId}/comparison`;
const supplierUrl = (tenderId: string) => `/auctions/supplier/${tenderId}`;

/** Screenshots of the page at a desktop and a phone width, for a person to look at. */
async function photograph(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the buyer compares the offers and awards each item; every supplier learns the outcome', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const owner = await activeUser(request, 'award-owner');
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  await apiAs(request, adminToken).call('POST', '/api/admin/GiveTrialToUser', {
    userName: owner.email,
  });
  const alice = await activeUser(request, 'award-alice');
  const bob = await activeUser(request, 'award-bob');

  const tender = await liveTender(request, owner.api, { proposalEndsIn: 60, startsIn: 65 });
  const { tenderId } = tender;
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [alice.email, bob.email],
  );
  // Alice: 950 + 780 = 1,730 (first, and the lowest on both items); Bob: 980 + 790 = 1,770.
  await joinWithOffer(tender, alice.api, [95, 390]);
  await joinWithOffer(tender, bob.api, [98, 395]);
  await jumpToStart(request, tender);
  const ended = new Date(tender.startDate).getTime() + 60_000 + 1_000;
  await advanceServerClockTo(request, ended);
  await expect
    .poll(
      async () =>
        (
          (await owner.api.call('GET', `/api/tender/GetTender?id=${tenderId}`)) as {
            tenderStatus: number;
          }
        ).tenderStatus,
      { timeout: 20_000 },
    )
    .toBe(22);

  // The owner's page of the ended tender leads to the comparison.
  const ownerPage = await signedInPage(owner.email);
  await ownerPage.goto(`/auctions/owner/${tenderId}/3`);
  await ownerPage.getByRole('link', { name: 'Compare offers and award' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`${comparisonUrl(tenderId)}$`));
  const panel = ownerPage.getByTestId('award-panel');
  await expect(panel).toContainText('Pending award');
  const matrix = ownerPage.getByRole('region', { name: /Comparison of the offers/ });
  await expect(matrix.getByRole('columnheader', { name: alice.email })).toBeVisible();
  // Alice's column comes first (position 1), and she is best on both items: "Best", in words.
  const chairRow = matrix.getByRole('row').filter({ hasText: 'Ergonomic chair' });
  await expect(chairRow.getByRole('cell').first()).toContainText('Best');
  await expect(chairRow.getByRole('cell').nth(1)).not.toContainText('Best');
  await photograph(ownerPage, 'comparison');

  // Item 1 to Alice, item 2 to Bob, whose desk is not the lowest bid: the reason is required.
  await panel.getByRole('button', { name: 'Award…', exact: true }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Award the tender' });
  await dialog.getByRole('radio', { name: 'Each item to a supplier' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Ergonomic chair' })).toHaveValue(
    new RegExp(`^${alice.email}`),
  );
  await dialog.getByRole('combobox', { name: 'Desk' }).click();
  await ownerPage.getByRole('option', { name: new RegExp(`^${bob.email}`) }).click();
  await expect(dialog.getByText('A reason is required for these choices')).toBeVisible();
  await dialog.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog
    .getByRole('textbox', { name: /^Reason/ })
    .fill('Bob delivers the desks two weeks earlier');
  await dialog.getByRole('checkbox', { name: 'Share ranks with the other suppliers' }).check();
  await photograph(ownerPage, 'award-dialog');
  await dialog.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel).toContainText('Awarded');
  const lines = panel.getByTestId('award-lines');
  await expect(lines.getByRole('row').filter({ hasText: 'Ergonomic chair' })).toContainText(
    alice.email,
  );
  await expect(lines.getByRole('row').filter({ hasText: 'Desk' })).toContainText(bob.email);
  await expect(panel).toContainText('Bob delivers the desks two weeks earlier');
  await photograph(ownerPage, 'comparison-awarded');

  // The buyer downloads the comparison as a spreadsheet.
  await ownerPage.getByRole('button', { name: 'Export' }).click();
  const download = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('menuitem', { name: 'Comparison (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  // And Bob's award letter, one button per awarded supplier.
  const letters = panel.getByTestId('award-letters');
  await expect(letters.getByRole('button')).toHaveCount(2);
  const bobsLetter = ownerPage.waitForEvent('download');
  await letters.getByRole('button', { name: `Award letter for ${bob.email} (PDF)` }).click();
  expect((await bobsLetter).suggestedFilename()).toMatch(/^award-letter-.*\.pdf$/);

  // Each supplier: their own line on the tender page, beside the auction's ranking; the bell; the mail.
  for (const [supplier, won, lost] of [
    [alice, 'Ergonomic chair', 'Desk'],
    [bob, 'Desk', 'Ergonomic chair'],
  ] as const) {
    const page = await signedInPage(supplier.email);
    await page.goto(supplierUrl(tenderId));
    const outcome = page.getByTestId('award-outcome');
    await expect(outcome).toContainText('The buyer awarded you:');
    await expect(outcome.getByTestId('award-won-lines')).toContainText(won);
    await expect(outcome.getByTestId('award-won-lines')).not.toContainText(lost);
    await expect(page.getByText('You won this auction')).toHaveCount(0);
    const letter = page.waitForEvent('download');
    await outcome.getByRole('button', { name: 'Award letter (PDF)' }).click();
    expect((await letter).suggestedFilename()).toMatch(/\.pdf$/);
    await photograph(page, `supplier-${won === 'Desk' ? 'bob' : 'alice'}`);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const notice = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Award decision' });
    await expect(notice).toContainText(won);
    await expect(notice).toContainText('the buyer will contact you');

    const mail = await latestMailTo(request, supplier.email, /^Award decision: "Office furniture/);
    expect(mail.text).toContain(won);
    expect(mail.text).not.toContain(lost);
    expect(mail.text).toContain(supplierUrl(tenderId));
  }
});
