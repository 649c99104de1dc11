// A supplier's network drops during a live auction: the room says "Reconnecting…" at once (not
// when the server's pings stop), a bid is not sent and says why, keeping what was typed, and the
// network's return reconnects at once and reads what was missed. The page runs on "localhost",
// where Engine.IO does not watch the browser's offline event itself.
import { expect, test, type APIRequestContext } from './support/fixtures.ts';
import { tokenFor } from './support/api.ts';
import { activatedUser, giveTrial, journeyPassword } from './support/tender-setup.ts';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function caller(request: APIRequestContext, token: string) {
  return async (method: string, url: string, data?: unknown) => {
    const reply = await request.fetch(url, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(reply.ok(), `${method} ${url}: ${await reply.text()}`).toBe(true);
    const text = await reply.text();
    return text ? JSON.parse(text) : undefined;
  };
}

/** A tender whose room runs from a few seconds from now, the supplier in it with a chair offer. */
async function runningSoon(request: APIRequestContext, ownerToken: string, supplierToken: string) {
  const owner = caller(request, ownerToken);
  const supplier = caller(request, supplierToken);
  const countries: { id: number; code: string }[] = await (
    await request.get('/api/codelist/Country')
  ).json();
  const austria = countries.find((country) => country.code === 'AT')!;
  const { tenderId } = await owner('POST', '/api/tender/CreateNewTenderId');
  const draft = await owner('GET', `/api/tender/GetTender?id=${tenderId}`);
  const template = draft.itemsDetails[0];
  await owner('POST', '/api/tender/UpdateTender', {
    ...draft,
    name: `Offline room ${Date.now().toString(36)}`,
    itemsDetails: [
      { ...template, name: 'Ergonomic chair', unitPrice: 100, quantity: 10, bidStep: 1 },
      { ...template, id: null, name: 'Desk', unitPrice: 400, quantity: 2, bidStep: 4 },
    ],
    addressSource: 4,
    newDeliveryAddress: { city: 'Vienna', country: { id: austria.id, code: 'AT' } },
    duration: 5,
    proposalEndDate: inSeconds(8),
    startDate: inSeconds(10),
  });
  await owner('PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
  const tender = await owner('GET', `/api/tender/GetTender?id=${tenderId}`);
  return { tenderId, tender, owner, supplier };
}

test('a supplier who loses the network is told at once, and catches up when it returns', async ({
  signedInPage,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const ownerEmail = await activatedUser(request, 'offline-owner');
  await giveTrial(request, ownerEmail);
  const supplierEmail = await activatedUser(request, 'offline-supplier');
  const { tenderId, tender, owner, supplier } = await runningSoon(
    request,
    await tokenFor(request, ownerEmail, journeyPassword),
    await tokenFor(request, supplierEmail, journeyPassword),
  );
  const [chairId, deskId] = tender.itemsDetails.map((item: { id: string }) => item.id);
  await owner('POST', `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`, [
    supplierEmail,
  ]);
  await supplier('POST', '/api/tendersupplier/ResponseInvitation', { tenderId, accept: true });
  await supplier('POST', '/api/tendersupplier/ResponseMustHaveCondition', {
    tenderId,
    responses: tender.mustHaveConditions.map((condition: { id: string }) => ({
      mhcId: String(condition.id),
      response: true,
    })),
  });
  await supplier('POST', '/api/tendersupplier/BidToItem', { tenderId, itemId: chairId, bid: 98 });

  const page = await signedInPage(supplierEmail, {
    baseURL: baseURL!.replace('127.0.0.1', 'localhost'),
  });
  const context = page.context();
  await page.goto(`/auctions/room/${tenderId}`);
  const room = page.getByTestId('auction-room');
  await expect(room.getByTestId('room-status')).toHaveText('Running', { timeout: 30_000 });
  await expect(room.getByText('Live', { exact: true })).toBeVisible();

  // The network drops: no waiting for the server's pings to stop.
  await context.setOffline(true);
  await expect(room.getByText('Reconnecting…')).toBeVisible({ timeout: 2_000 });
  await page.screenshot({ path: test.info().outputPath('room-reconnecting.png') });

  const chair = room.getByLabel('Your bid for Ergonomic chair');
  await chair.fill('96,5');
  await chair.press('Enter');
  await expect(room.getByText('You are offline, your bid was not sent')).toBeVisible();
  await expect(room.getByText('An error occured, please try again')).toHaveCount(0);
  await expect(chair).toHaveValue('96,5');
  await page.screenshot({ path: test.info().outputPath('room-offline-bid.png') });

  // A bid made elsewhere meanwhile (the push of it is lost with the network).
  await supplier('POST', '/api/tendersupplier/BidToItem', { tenderId, itemId: deskId, bid: 390 });

  // Back online: connected again well before Socket.IO's 10 s retry, and the missed bid is read.
  await context.setOffline(false);
  await expect(room.getByText('Live', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(room.getByTestId(`item-row-${deskId}`).getByTestId('own-bid')).toHaveText('$390.00');
  // The typed bid is still there and goes through now.
  await expect(chair).toHaveValue('96,5');
  await chair.press('Enter');
  await expect(room.getByTestId(`item-row-${chairId}`).getByTestId('own-bid')).toHaveText('$96.50');
  await context.close();
});
