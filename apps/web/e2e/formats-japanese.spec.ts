// A Japanese auction in three browsers (issue 30): the owner and two suppliers see the lot's
// falling price round by round; both accept the first price, at the next one Alice accepts and Bob
// drops out (confirmed, final); the lot closes with Alice as the winner at that price, and every
// screen says so. The server's clock is jumped from round to round instead of waited for.
import { expect, test, type Page } from './support/fixtures.ts';
import { enterRooms, formatCast, screenshots } from './support/format-tender.ts';
import { advanceServerClockTo } from './support/server-clock.ts';

const ROUND_SECONDS = 120;

test('owner and two suppliers run a Japanese auction to its winner', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  // One item (10 chairs at 100, step 1) in 2-minute rounds. No initial bids in this format:
  // accepting and answering the conditions is joining.
  const cast = await formatCast({ request, signedInPage }, 'jp', {
    name: 'Chairs, Japanese',
    auctionFormat: 'japanese',
    formatRules: { roundSeconds: ROUND_SECONDS, floorPercent: 90 },
  });
  const { alice, bob, ownerPage, alicePage, bobPage, tender } = cast;
  const { tenderId } = tender;
  const chairId = tender.itemsDetails[0].id;

  // The supplier's page explains the format with the item's own prices.
  await alicePage.goto(`/auctions/supplier/${tenderId}`);
  await expect(alicePage.getByTestId('format-explanation')).toContainText(
    'the price starts at $100.00 and falls by $1.00 every 120 s down to $90.00',
  );

  await enterRooms(request, cast);
  const lotOf = (page: Page) => page.getByTestId(`lot-${chairId}`);
  for (const page of [ownerPage, alicePage, bobPage])
    await expect(lotOf(page).getByTestId('lot-level')).toHaveText('$100.00', { timeout: 30_000 });
  await expect(lotOf(alicePage).getByTestId('lot-total')).toHaveText('$1,000.00');
  await expect(lotOf(ownerPage).getByTestId('lot-remaining')).toHaveText('2 suppliers remain');
  // No bid form in this format, and no supplier's name in a supplier's room.
  await expect(alicePage.getByLabel('Your bid for Ergonomic chair')).toHaveCount(0);
  await expect(alicePage.getByTestId('lots-panel')).not.toContainText(bob.email);

  // Round 1: both accept $100.00.
  await alicePage.getByRole('button', { name: 'Accept $100.00 for Ergonomic chair' }).click();
  await expect(lotOf(alicePage).getByTestId('lot-own')).toHaveText(
    'You accepted this round’s price',
  );
  await bobPage.getByRole('button', { name: 'Accept $100.00 for Ergonomic chair' }).click();
  await expect(lotOf(bobPage).getByTestId('lot-feedback')).toContainText('Accepted: entry no.');
  await screenshots(alicePage, 'japanese-supplier-accepted');

  // Round 2: the price falls by one step on every screen, without a reload.
  await advanceServerClockTo(
    request,
    new Date(tender.startDate).getTime() + ROUND_SECONDS * 1000 + 200,
  );
  for (const page of [ownerPage, alicePage, bobPage])
    await expect(lotOf(page).getByTestId('lot-level')).toHaveText('$99.00', { timeout: 15_000 });
  await expect(lotOf(alicePage).getByTestId('lot-own')).toHaveText(
    'Accept this price or drop out before the round ends',
  );
  await alicePage.getByRole('button', { name: 'Accept $99.00 for Ergonomic chair' }).click();
  await expect(lotOf(alicePage).getByTestId('lot-own')).toHaveText(
    'You accepted this round’s price',
  );

  // Bob drops out: the dialog says it is final.
  await bobPage.getByRole('button', { name: 'Drop out of Ergonomic chair' }).click();
  const dialog = bobPage.getByRole('dialog', { name: 'Drop out of Ergonomic chair?' });
  await expect(dialog).toContainText('Dropping out is final');
  await screenshots(bobPage, 'japanese-drop-dialog');
  await dialog.getByRole('button', { name: 'Drop out for good' }).click();
  await expect(lotOf(bobPage).getByTestId('lot-own')).toHaveText('You dropped out of this lot');
  await expect(lotOf(bobPage).getByRole('button')).toHaveCount(0);

  // The round closes with one supplier left: Alice holds the lot at $99.00.
  await advanceServerClockTo(
    request,
    new Date(tender.startDate).getTime() + 2 * ROUND_SECONDS * 1000 + 200,
  );
  await expect(lotOf(ownerPage).getByTestId('lot-outcome')).toContainText('Won at $99.00', {
    timeout: 15_000,
  });
  await expect(lotOf(ownerPage).getByTestId('lot-winners')).toHaveText(`Winner: ${alice.email}`);
  await expect(lotOf(alicePage).getByTestId('lot-own')).toHaveText('You won this lot');
  await expect(lotOf(bobPage).getByTestId('lot-own')).toHaveText('You dropped out of this lot');
  await expect(lotOf(bobPage)).not.toContainText(alice.email);
  // Its only lot closed, the auction ends at once, and the owner's result tells the lot's end.
  const ownerRoom = ownerPage.getByTestId('auction-room');
  await expect(ownerRoom.getByText('The auction has ended')).toBeVisible({ timeout: 15_000 });
  await expect(ownerPage.getByTestId(/^result-lot-/)).toHaveText(
    `${alice.email} took Ergonomic chair at $99.00`,
  );
  await screenshots(ownerPage, 'japanese-owner-closed');
  await screenshots(alicePage, 'japanese-supplier-won');
});
