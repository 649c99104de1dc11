// A Dutch auction in three browsers (issue 30): the owner and two suppliers see the buyer's offer
// rise round by round; Bob confirms a price that has moved meanwhile and is asked again at the new
// one, takes the lot, and Alice's late acceptance is refused with the reason; every screen shows
// the outcome. The server's clock is jumped from round to round instead of waited for.
import { expect, test, type Page } from './support/fixtures.ts';
import { enterRooms, formatCast, screenshots } from './support/format-tender.ts';
import { advanceServerClockTo } from './support/server-clock.ts';

const ROUND_SECONDS = 120;

test('owner and two suppliers run a Dutch auction: a moved price is asked again', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  // One item (10 chairs at 100, step 1), the offer starting at 90 % in 2-minute rounds.
  const cast = await formatCast({ request, signedInPage }, 'nl', {
    name: 'Chairs, Dutch',
    auctionFormat: 'dutch',
    formatRules: { roundSeconds: ROUND_SECONDS, startPercent: 90 },
  });
  const { bob, ownerPage, alicePage, bobPage, tender } = cast;
  const { tenderId } = tender;
  const chairId = tender.itemsDetails[0].id;

  await bobPage.goto(`/auctions/supplier/${tenderId}`);
  await expect(bobPage.getByTestId('format-explanation')).toContainText(
    'the offer starts at $90.00 and rises by $1.00 every 120 s up to $100.00',
  );

  await enterRooms(request, cast);
  const lotOf = (page: Page) => page.getByTestId(`lot-${chairId}`);
  for (const page of [ownerPage, alicePage, bobPage])
    await expect(lotOf(page).getByTestId('lot-level')).toHaveText('$90.00', { timeout: 30_000 });
  await expect(lotOf(bobPage).getByTestId('lot-total')).toHaveText('$900.00');

  // Both open the confirmation at $90.00; it states the unit price and the lot's total.
  await alicePage
    .getByRole('button', { name: 'Accept this offer of $90.00 for Ergonomic chair' })
    .click();
  const aliceDialog = alicePage.getByRole('dialog', {
    name: 'Take Ergonomic chair at this price?',
  });
  await expect(aliceDialog).toContainText('You accept $90.00 per unit ($900.00 for the lot)');
  await bobPage
    .getByRole('button', { name: 'Accept this offer of $90.00 for Ergonomic chair' })
    .click();
  const bobDialog = bobPage.getByRole('dialog', { name: 'Take Ergonomic chair at this price?' });
  await screenshots(bobPage, 'dutch-accept-dialog');

  // The offer rises before Bob confirms: he is asked again at the new price.
  await advanceServerClockTo(
    request,
    new Date(tender.startDate).getTime() + ROUND_SECONDS * 1000 + 200,
  );
  await expect(lotOf(ownerPage).getByTestId('lot-level')).toHaveText('$91.00', { timeout: 15_000 });
  await bobDialog.getByRole('button', { name: 'Accept $90.00' }).click();
  const moved = bobPage.getByRole('dialog', { name: 'The price has moved' });
  await expect(moved).toContainText('The price moved to $91.00 per unit ($910.00 for the lot)');
  await screenshots(bobPage, 'dutch-price-moved');
  await moved.getByRole('button', { name: 'Accept $91.00' }).click();
  await expect(lotOf(bobPage).getByTestId('lot-own')).toHaveText('You won this lot', {
    timeout: 15_000,
  });

  // Alice confirms her older dialog too late: refused, with the reason, and the lot shows closed.
  await aliceDialog.getByRole('button', { name: 'Accept $90.00' }).click();
  await expect(lotOf(alicePage).getByRole('alert')).toHaveText(
    /Another supplier accepted this lot first|This lot is closed/,
  );
  await expect(lotOf(alicePage).getByTestId('lot-state')).toHaveText('Closed');
  await expect(lotOf(alicePage).getByTestId('lot-own')).toHaveText(
    'This lot went to another supplier',
  );
  await expect(lotOf(ownerPage).getByTestId('lot-outcome')).toContainText('Won at $91.00', {
    timeout: 15_000,
  });
  await expect(lotOf(ownerPage).getByTestId('lot-winners')).toHaveText(`Winner: ${bob.email}`);
  // Its only lot taken, the auction ends at once, and the owner's result tells the lot's end.
  const ownerRoom = ownerPage.getByTestId('auction-room');
  await expect(ownerRoom.getByText('The auction has ended')).toBeVisible({ timeout: 15_000 });
  await expect(ownerPage.getByTestId(/^result-lot-/)).toHaveText(
    `${bob.email} took Ergonomic chair at $91.00`,
  );
  await screenshots(alicePage, 'dutch-supplier-taken');
  await screenshots(ownerPage, 'dutch-owner-closed');
});
