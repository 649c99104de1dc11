// A Japanese auction in three browsers (issue 30): the owner and two suppliers see the lot's
// falling price round by round; both accept the first price, at the next one Alice accepts and Bob
// drops out (confirmed, final); the lot closes with Alice as the winner at that price, and every
// screen says so. The server's clock is jumped from round to round instead of waited for.
import { expect, test, type Page } from './support/fixtures.ts';
import { admin, tokenFor } from './support/api.ts';
import { activeUser, apiAs, joinWithOffer, jumpToStart, type Api } from './support/live-auction.ts';
import { advanceServerClockTo, inServerSeconds } from './support/server-clock.ts';
import type { APIRequestContext } from '@playwright/test';

const ROUND_SECONDS = 120;

/** One item (10 chairs at 100, step 1), scheduled as a Japanese auction with 2-minute rounds. */
async function japaneseTender(request: APIRequestContext, owner: Api) {
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
    name: `Chairs, Japanese ${Date.now().toString(36)}`,
    itemsDetails: [
      {
        ...draft.itemsDetails[0],
        name: 'Ergonomic chair',
        unitPrice: 100,
        quantity: 10,
        bidStep: 1,
      },
    ],
    addressSource: 4,
    newDeliveryAddress: { city: 'Vienna', country: { id: austria.id, code: 'AT' } },
    duration: 30,
    proposalEndDate: await inServerSeconds(request, 60),
    startDate: await inServerSeconds(request, 65),
    auctionFormat: 'japanese',
    formatRules: { roundSeconds: ROUND_SECONDS, floorPercent: 90 },
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

test('owner and two suppliers run a Japanese auction to its winner', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  const owner = await activeUser(request, 'jp-owner');
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  await apiAs(request, adminToken).call('POST', '/api/admin/GiveTrialToUser', {
    userName: owner.email,
  });
  const alice = await activeUser(request, 'jp-alice');
  const bob = await activeUser(request, 'jp-bob');
  const [ownerPage, alicePage, bobPage] = await Promise.all([
    signedInPage(owner.email),
    signedInPage(alice.email),
    signedInPage(bob.email),
  ]);

  const tender = await japaneseTender(request, owner.api);
  const { tenderId } = tender;
  const chairId = tender.itemsDetails[0].id;
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [alice.email, bob.email],
  );
  // No initial bids in this format: accepting and answering the conditions is joining.
  await joinWithOffer(tender, alice.api, []);
  await joinWithOffer(tender, bob.api, []);

  // The supplier's page explains the format with the item's own prices.
  await alicePage.goto(`/auctions/supplier/${tenderId}`);
  await expect(alicePage.getByTestId('format-explanation')).toContainText(
    'the price starts at $100.00 and falls by $1.00 every 120 s down to $90.00',
  );

  await jumpToStart(request, tender);
  await ownerPage.goto(`/auctions/owner/${tenderId}/3`);
  await alicePage.goto(`/auctions/room/${tenderId}`);
  await bobPage.goto(`/auctions/room/${tenderId}`);
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
  await screenshots(ownerPage, 'japanese-owner-closed');
  await screenshots(alicePage, 'japanese-supplier-won');
});
