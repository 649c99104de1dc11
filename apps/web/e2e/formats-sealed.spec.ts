// Sealed offers in three browsers (issue 30): two suppliers submit sealed offers on their tender
// page (Alice replaces hers, entering every price again), each sees a receipt and is told nobody
// can read the prices before the opening; the owner sees only how many offers are in and when they
// open; at the deadline (the server's clock jumped there) the offers open together and the owner
// and the suppliers see the ended tender's ranking.
import { expect, test, type Page } from './support/fixtures.ts';
import { formatCast, screenshots } from './support/format-tender.ts';
import { tenderStatus } from './support/live-auction.ts';
import { advanceServerClockTo } from './support/server-clock.ts';

async function submitSealedOffer(page: Page, tenderId: string, unitPrice: string) {
  await page.goto(`/auctions/supplier/${tenderId}`);
  const form = page.getByRole('form', { name: 'Your sealed offer' });
  await form.getByLabel('Unit price for Ergonomic chair').fill(unitPrice);
  await form.getByRole('button', { name: /sealed offer/ }).click();
  await expect(page.getByTestId('sealed-receipt')).toContainText('Sealed offer received');
  await expect(form.getByLabel('Unit price for Ergonomic chair')).toHaveValue('');
}

test('two suppliers submit sealed offers that open together at the deadline', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  // One item (10 chairs at 100, step 1), sealed offers taken until 10 minutes from now.
  const { owner, alice, ownerPage, alicePage, bobPage, tender } = await formatCast(
    { request, signedInPage },
    'sealed',
    { name: 'Chairs, sealed', auctionFormat: 'sealed', proposalEndsIn: 600, startsIn: 605 },
  );
  const { tenderId } = tender;

  // Alice's page explains the format and takes a sealed offer instead of initial bids.
  await alicePage.goto(`/auctions/supplier/${tenderId}`);
  await expect(alicePage.getByTestId('format-explanation')).toContainText(
    'nobody, the buyer included, can read a price',
  );
  await expect(alicePage.getByText(/nobody, you included, can read its prices/)).toBeVisible();
  await submitSealedOffer(alicePage, tenderId, '97');
  await screenshots(alicePage, 'sealed-supplier-receipt');
  // A new offer replaces the earlier one: every price is entered again.
  await submitSealedOffer(alicePage, tenderId, '95,5');
  await expect(alicePage.getByRole('button', { name: 'Replace my sealed offer' })).toBeVisible();
  await submitSealedOffer(bobPage, tenderId, '96');

  // The owner sees how many offers are in and when they open, never a price.
  await ownerPage.goto(`/auctions/owner/${tenderId}/1`);
  await expect(ownerPage.getByTestId('sealed-offers-count')).toHaveText(
    '2 sealed offers received.',
  );
  await expect(ownerPage.getByTestId('sealed-offers')).toContainText('They open together at');
  await expect(ownerPage.getByTestId('sealed-offers')).not.toContainText('95');
  await screenshots(ownerPage, 'sealed-owner-count');

  // The deadline: the clock opens every offer together, and the tender ends with its ranking.
  await advanceServerClockTo(request, new Date(tender.proposalEndDate).getTime() + 200);
  await expect.poll(tenderStatus(owner.api, tenderId), { timeout: 20_000 }).toBe(22);
  await ownerPage.goto(`/auctions/owner/${tenderId}/3`);
  const ownerRoom = ownerPage.getByTestId('auction-room');
  await expect(ownerRoom.getByText('The auction has ended')).toBeVisible({ timeout: 15_000 });
  const ranking = ownerRoom.getByTestId('ranking-row');
  await expect(ranking.first()).toContainText(alice.email);
  await expect(ranking.first()).toContainText('$955.00');
  await expect(ranking.nth(1)).toContainText('$960.00');
  await screenshots(ownerPage, 'sealed-owner-opened');

  await alicePage.goto(`/auctions/supplier/${tenderId}`);
  await expect(alicePage.getByTestId('supplier-result')).toContainText(
    'Your offer ranked first in the auction',
    { timeout: 15_000 },
  );
  await screenshots(alicePage, 'sealed-supplier-result');
});
