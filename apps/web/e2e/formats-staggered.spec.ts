// An open auction whose lots close one after another (issue 30), in three browsers: each item
// shows its own state and countdown; when the first lot closes (the server's clock jumped to the
// end) its bid entry is disabled with "This lot is closed" while the second still takes bids, and
// the auction ends when the last lot closes.
import { expect, test, type Page } from './support/fixtures.ts';
import { enterRooms, formatCast, screenshots } from './support/format-tender.ts';
import { chairs, desks } from './support/live-auction.ts';
import { advanceServerClockTo } from './support/server-clock.ts';

const LOT_CLOSE_MINUTES = 5;

test('lots close one after another, each with its own countdown', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  // Two items (chairs, desks), one live minute, the lots closing 5 minutes apart; both suppliers
  // hold initial offers on both.
  const cast = await formatCast(
    { request, signedInPage },
    'stag',
    {
      name: 'Furniture, staggered',
      items: [chairs, desks],
      durationMinutes: 1,
      auctionFormat: 'english',
      formatRules: { lotCloseMinutes: LOT_CLOSE_MINUTES },
    },
    { alice: [98, 395], bob: [99, 396] },
  );
  const { bob, ownerPage, alicePage, bobPage, tender } = cast;
  const { tenderId } = tender;
  const [chairId, deskId] = tender.itemsDetails.map((item) => item.id);

  await alicePage.goto(`/auctions/supplier/${tenderId}`);
  await expect(alicePage.getByTestId('format-explanation')).toContainText(
    'each next one 5 min later, each with its own overtime',
  );

  await enterRooms(request, cast);
  const rowOf = (page: Page, itemId: string) => page.getByTestId(`item-row-${itemId}`);
  for (const page of [alicePage, bobPage]) {
    await expect(rowOf(page, chairId).getByTestId('lot-close')).toContainText('Closes in', {
      timeout: 30_000,
    });
    await expect(rowOf(page, deskId).getByTestId('lot-close')).toContainText('Closes in');
  }
  await screenshots(alicePage, 'staggered-open');

  // The first lot closes at the auction's end; the second runs on.
  await advanceServerClockTo(request, new Date(tender.startDate).getTime() + 60_000 + 500);
  for (const page of [alicePage, bobPage]) {
    await expect(rowOf(page, chairId).getByTestId('lot-close')).toHaveText('Closed', {
      timeout: 15_000,
    });
    await expect(rowOf(page, chairId).getByText('This lot is closed')).toBeVisible();
    await expect(page.getByLabel('Your bid for Ergonomic chair')).toBeDisabled();
    await expect(rowOf(page, deskId).getByTestId('lot-close')).toContainText('Closes in');
  }
  const bobDesk = bobPage.getByLabel('Your bid for Desk');
  await expect(bobDesk).toBeEnabled();
  await bobDesk.fill('380');
  await bobDesk.press('Enter');
  await expect(rowOf(bobPage, deskId).getByTestId('bid-receipt')).toBeVisible();
  await expect(ownerPage.getByTestId('ranking-row').first()).toContainText(bob.email);
  await screenshots(alicePage, 'staggered-first-closed');
  await screenshots(ownerPage, 'staggered-owner');

  // The last lot closes: the auction ends.
  await advanceServerClockTo(
    request,
    new Date(tender.startDate).getTime() + (1 + LOT_CLOSE_MINUTES) * 60_000 + 500,
  );
  for (const page of [ownerPage, alicePage, bobPage])
    await expect(page.getByTestId('room-status')).toHaveText('Ended', { timeout: 20_000 });
});
