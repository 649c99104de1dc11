// Sealed offers in three browsers (issue 30): two suppliers submit sealed offers on their tender
// page (Alice replaces hers, entering every price again), each sees a receipt and is told nobody
// can read the prices before the opening; the owner sees only how many offers are in and when they
// open; at the deadline (the server's clock jumped there) the offers open together and the owner
// and the suppliers see the ended tender's ranking.
import { expect, test, type Page } from './support/fixtures.ts';
import { admin, tokenFor } from './support/api.ts';
import { activeUser, apiAs, joinWithOffer, type Api } from './support/live-auction.ts';
import { advanceServerClockTo, inServerSeconds } from './support/server-clock.ts';
import type { APIRequestContext } from '@playwright/test';

/** One item (10 chairs at 100, step 1), scheduled for sealed offers until 10 minutes from now. */
async function sealedTender(request: APIRequestContext, owner: Api) {
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
    name: `Chairs, sealed ${Date.now().toString(36)}`,
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
    proposalEndDate: await inServerSeconds(request, 600),
    startDate: await inServerSeconds(request, 605),
    auctionFormat: 'sealed',
  });
  await owner.call('PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
  return (await owner.call('GET', `/api/tender/GetTender?id=${tenderId}`)) as {
    tenderId: string;
    startDate: string;
    proposalEndDate: string;
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
  const owner = await activeUser(request, 'sealed-owner');
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  await apiAs(request, adminToken).call('POST', '/api/admin/GiveTrialToUser', {
    userName: owner.email,
  });
  const alice = await activeUser(request, 'sealed-alice');
  const bob = await activeUser(request, 'sealed-bob');
  const [ownerPage, alicePage, bobPage] = await Promise.all([
    signedInPage(owner.email),
    signedInPage(alice.email),
    signedInPage(bob.email),
  ]);

  const tender = await sealedTender(request, owner.api);
  const { tenderId } = tender;
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [alice.email, bob.email],
  );
  await joinWithOffer(tender, alice.api, []);
  await joinWithOffer(tender, bob.api, []);

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
