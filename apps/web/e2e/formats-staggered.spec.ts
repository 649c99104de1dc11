// An open auction whose lots close one after another (issue 30), in three browsers: each item
// shows its own state and countdown; when the first lot closes (the server's clock jumped to the
// end) its bid entry is disabled with "This lot is closed" while the second still takes bids, and
// the auction ends when the last lot closes.
import { expect, test, type Page } from './support/fixtures.ts';
import { admin, tokenFor } from './support/api.ts';
import { activeUser, apiAs, joinWithOffer, jumpToStart, type Api } from './support/live-auction.ts';
import { advanceServerClockTo, inServerSeconds } from './support/server-clock.ts';
import type { APIRequestContext } from '@playwright/test';

const LOT_CLOSE_MINUTES = 5;

/** Two items (chairs, desks), one live minute, the lots closing 5 minutes apart. */
async function staggeredTender(request: APIRequestContext, owner: Api) {
  const countries = (await (await request.get('/api/codelist/Country')).json()) as {
    id: number;
    code: string;
  }[];
  const austria = countries.find((country) => country.code === 'AT')!;
  const { tenderId } = (await owner.call('POST', '/api/tender/CreateNewTenderId')) as {
    tenderId: string;
  };
  const draft = (await owner.call('GET', `/api/tender/GetTender?id=${tenderId}`)) as {
    itemsDetails: Record<string, unknown>[];
  };
  await owner.call('POST', '/api/tender/UpdateTender', {
    ...draft,
    name: `Furniture, staggered ${Date.now().toString(36)}`,
    itemsDetails: [
      {
        ...draft.itemsDetails[0],
        name: 'Ergonomic chair',
        unitPrice: 100,
        quantity: 10,
        bidStep: 1,
      },
      { ...draft.itemsDetails[0], id: null, name: 'Desk', unitPrice: 400, quantity: 2, bidStep: 4 },
    ],
    addressSource: 4,
    newDeliveryAddress: { city: 'Vienna', country: { id: austria.id, code: 'AT' } },
    duration: 1,
    proposalEndDate: await inServerSeconds(request, 60),
    startDate: await inServerSeconds(request, 65),
    auctionFormat: 'english',
    formatRules: { lotCloseMinutes: LOT_CLOSE_MINUTES },
  });
  await owner.call('PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
  return (await owner.call('GET', `/api/tender/GetTender?id=${tenderId}`)) as {
    tenderId: string;
    startDate: string;
    itemsDetails: { id: string; name: string }[];
    mustHaveConditions: { id: string }[];
  };
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('lots close one after another, each with its own countdown', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  const owner = await activeUser(request, 'stag-owner');
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  await apiAs(request, adminToken).call('POST', '/api/admin/GiveTrialToUser', {
    userName: owner.email,
  });
  const alice = await activeUser(request, 'stag-alice');
  const bob = await activeUser(request, 'stag-bob');
  const [ownerPage, alicePage, bobPage] = await Promise.all([
    signedInPage(owner.email),
    signedInPage(alice.email),
    signedInPage(bob.email),
  ]);

  const tender = await staggeredTender(request, owner.api);
  const { tenderId } = tender;
  const [chairId, deskId] = tender.itemsDetails.map((item) => item.id);
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [alice.email, bob.email],
  );
  await joinWithOffer(tender, alice.api, [98, 395]);
  await joinWithOffer(tender, bob.api, [99, 396]);

  await alicePage.goto(`/auctions/supplier/${tenderId}`);
  await expect(alicePage.getByTestId('format-explanation')).toContainText(
    'each next one 5 min later, each with its own overtime',
  );

  await jumpToStart(request, tender);
  await ownerPage.goto(`/auctions/owner/${tenderId}/3`);
  await alicePage.goto(`/auctions/room/${tenderId}`);
  await bobPage.goto(`/auctions/room/${tenderId}`);
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
