// A supplier's network drops during a live auction: the room says "Reconnecting…" at once (not
// when the server's pings stop), a bid is not sent and says why, keeping what was typed, and the
// network's return reconnects at once and reads what was missed. The page runs on "localhost",
// where Engine.IO does not watch the browser's offline event itself.
import { expect, test } from './support/fixtures.ts';
import { giveTrial } from './support/tender-setup.ts';
import { activeUser, joinWithOffer, jumpToStart, liveTender } from './support/live-auction.ts';

test('a supplier who loses the network is told at once, and catches up when it returns', async ({
  signedInPage,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await activeUser(request, 'offline-owner');
  await giveTrial(request, owner.email);
  const supplier = await activeUser(request, 'offline-supplier');
  const tender = await liveTender(request, owner.api, {
    proposalEndsIn: 60,
    startsIn: 65,
    durationMinutes: 5,
  });
  const { tenderId } = tender;
  const [chairId, deskId] = tender.itemsDetails.map((item) => item.id);
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [supplier.email],
  );
  await joinWithOffer(tender, supplier.api, [98, null]);
  await jumpToStart(request, tender);

  const page = await signedInPage(supplier.email, {
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
  await supplier.api.call('POST', '/api/tendersupplier/BidToItem', {
    tenderId,
    itemId: deskId,
    bid: 390,
  });

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
