// A whole live auction in three browsers (owner and two suppliers): the suppliers outbid each
// other, every screen follows without a reload (and catches up after a dropped connection), the
// owner prolongs, announces and verifies the bid log, and the auction ends on time with the winner
// and the savings on every screen.
import {
  expect,
  test,
  type Locator,
  type Page,
  type Route,
  type WebSocketRoute,
} from './support/fixtures.ts';
import { admin, tokenFor } from './support/api.ts';
import {
  activeUser,
  apiAs,
  joinWithOffer,
  jumpToStart,
  liveTender,
} from './support/live-auction.ts';
import { advanceServerClockTo, serverNow } from './support/server-clock.ts';
/**
 * Where the room is mounted: the owner's step 3, and for suppliers the room's own page, which
 * (unlike the supplier view, that shows the room while the auction runs) stays after the end.
 */
const ownerRoomUrl = (tenderId: string) => `/auctions/owner/${tenderId}/3`;
const supplierRoomUrl = (tenderId: string) => `/auctions/room/${tenderId}`;

/**
 * Lets the test cut a page's real-time connection (its open sockets closed, reconnections
 * refused) and restore it, as a dropped network would. Set up before the page connects.
 */
async function cuttableRealtime(page: Page) {
  const realtime = /\/signalr\//;
  let isCut = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(realtime, (socket) => {
    if (isCut) return void socket.close();
    socket.connectToServer();
    open.push(socket);
  });
  const refuse = (route: Route) => route.abort();
  return {
    async cut() {
      isCut = true;
      await page.route(realtime, refuse);
      for (const socket of open.splice(0)) await socket.close();
    },
    async restore() {
      isCut = false;
      await page.unroute(realtime, refuse);
    },
  };
}

const roomOf = (page: Page) => page.getByTestId('auction-room');
const position = (room: Locator) => room.getByTestId('position-value');
const countdownEnd = (room: Locator) =>
  room.getByTestId('room-countdown').getAttribute('data-until');

test('owner and two suppliers run a live auction from first bid to result', async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  const owner = await activeUser(request, 'room-owner');
  const adminToken = await tokenFor(request, admin.userName, admin.password);
  await apiAs(request, adminToken).call('POST', '/api/admin/GiveTrialToUser', {
    userName: owner.email,
  });
  const alice = await activeUser(request, 'room-alice');
  const bob = await activeUser(request, 'room-bob');
  const [ownerPage, alicePage, bobPage] = await Promise.all([
    signedInPage(owner.email),
    signedInPage(alice.email),
    signedInPage(bob.email),
  ]);

  // Proposals until a minute from now; the room opens when the server's clock is jumped there.
  const tender = await liveTender(request, owner.api, { proposalEndsIn: 60, startsIn: 65 });
  const { tenderId } = tender;
  const [chairId, deskId] = tender.itemsDetails.map((item) => item.id);
  await owner.api.call(
    'POST',
    `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${tenderId}`,
    [alice.email, bob.email],
  );
  await joinWithOffer(tender, alice.api, [98, 395]); // 980 + 790 = 1,770
  await joinWithOffer(tender, bob.api, [99, null]); // no desk yet: not ranked
  // The clock moves the tender to Running by itself once its start is due.
  await jumpToStart(request, tender);

  const bobRealtime = await cuttableRealtime(bobPage);
  // Bob's browser keeps its own time (flowing as usual) so that the journey can move it to
  // Socket.IO's next retry after his connection drops instead of waiting the 10 s for it.
  await bobPage.clock.install();
  await ownerPage.goto(ownerRoomUrl(tenderId));
  await alicePage.goto(supplierRoomUrl(tenderId));
  await bobPage.goto(supplierRoomUrl(tenderId));
  const [ownerRoom, aliceRoom, bobRoom] = [ownerPage, alicePage, bobPage].map(roomOf);
  for (const room of [ownerRoom, aliceRoom, bobRoom])
    await expect(room.getByTestId('room-status')).toHaveText('Running', { timeout: 30_000 });
  for (const room of [ownerRoom, aliceRoom, bobRoom])
    await expect(room.getByText('Live', { exact: true })).toBeVisible();
  // A one-minute auction has no "final 5 minutes", only its final minute.
  await expect(aliceRoom.getByTestId('room-countdown')).toHaveAttribute('data-tone', 'critical');
  await expect(aliceRoom.getByText('Final 5 minutes')).toHaveCount(0);

  await expect(position(aliceRoom)).toHaveText('1st');
  await expect(position(bobRoom)).toHaveText('N/A');
  const ranking = ownerRoom.getByTestId('ranking-row');
  await expect(ranking.first()).toContainText(alice.email);
  await expect(ranking.first()).toContainText('$1,770.00');
  await expect(ownerRoom.getByTestId('active-bidders')).toHaveText('2 bidders in the room');

  // Bob completes his offer below Alice's total: 990 + 770 = 1,760.
  const bobDesk = bobRoom.getByLabel('Your bid for Desk');
  await expect(bobDesk).toHaveValue('');
  await bobDesk.fill('385');
  await bobDesk.press('Enter');
  await expect(position(bobRoom)).toHaveText('1st');
  await expect(bobRoom.getByTestId(`item-row-${deskId}`).getByTestId('bid-receipt')).toHaveText(
    /Accepted #\d+ at \d\d:\d\d:\d\d · hash [0-9a-f]{10}…/,
  );
  await expect(position(aliceRoom)).toHaveText('2nd');
  await expect(aliceRoom.getByTestId(`item-row-${deskId}`).getByTestId('best-bid')).toHaveText(
    '$385.00',
  );
  await expect(ranking.first()).toContainText(bob.email);
  await expect(ranking.first()).toContainText('$1,760.00');
  await expect(ownerRoom.getByTestId('event-feed').locator('li').first()).toContainText(
    `${bob.email} bid for Desk: $385.00`,
  );

  // The owner prolongs early by one minute (the dialog offers the configured 5).
  const endBefore = await countdownEnd(aliceRoom);
  expect(await countdownEnd(bobRoom)).toBe(endBefore);
  await ownerRoom.getByRole('button', { name: 'Prolong' }).click();
  const prolong = ownerPage.getByRole('dialog', { name: 'Prolong the auction?' });
  await expect(prolong.getByLabel('Minutes to add')).toHaveValue('5');
  await prolong.getByLabel('Minutes to add').fill('1');
  await prolong.getByRole('button', { name: 'Add 1 minute' }).click();
  const endAfter = new Date(new Date(endBefore!).getTime() + 60_000).toISOString();
  for (const room of [aliceRoom, bobRoom, ownerRoom])
    await expect(room.getByTestId('room-countdown')).toHaveAttribute('data-until', endAfter);
  await expect(ownerRoom.getByTestId('event-feed')).toContainText('Prolonged by 1 minute');

  // Alice: the next allowed bid is pre-filled; a bid that misses the step is explained, not sent.
  const aliceChair = aliceRoom.getByLabel('Your bid for Ergonomic chair');
  await expect(aliceChair).toHaveValue('97');
  // A typed decimal comma reads as a decimal point: 97,5 is 97.5, not 975 (the field keeps the
  // text as typed).
  await aliceChair.clear();
  await aliceChair.pressSequentially('97,5');
  await expect(aliceChair).toHaveValue('97,5');
  await aliceChair.press('Enter');
  await expect(
    aliceRoom.getByText(
      'Your bid needs to be at most 97.00 (one bid step of 1.00 below your last bid)',
    ),
  ).toBeVisible();
  // She takes the lead again on the desk: 980 + 760 = 1,740.
  const aliceDesk = aliceRoom.getByLabel('Your bid for Desk');
  await expect(aliceDesk).toHaveValue('391');
  await aliceDesk.fill('380');
  await aliceDesk.press('Enter');
  await expect(position(aliceRoom)).toHaveText('1st');
  await expect(position(bobRoom)).toHaveText('2nd');
  await expect(bobRoom.getByTestId(`item-row-${deskId}`).getByTestId('best-bid')).toHaveText(
    '$380.00',
  );
  await expect(ranking.first()).toContainText(alice.email);
  await expect(ranking.first()).toContainText('$1,740.00');
  await expect(ownerRoom.getByTestId('best-price-chart')).toHaveAttribute('data-points', '3');

  // Bob bids the pre-filled next chair price (99 − 1) with Enter: 980 + 770 = 1,750, still 2nd.
  const bobChair = bobRoom.getByLabel('Your bid for Ergonomic chair');
  await expect(bobChair).toHaveValue('98');
  await bobChair.press('Enter');
  await expect(bobRoom.getByTestId(`item-row-${chairId}`).getByTestId('own-bid')).toHaveText(
    '$98.00',
  );
  await expect(position(bobRoom)).toHaveText('2nd');

  // An announcement reaches both suppliers at once.
  await ownerRoom.getByRole('button', { name: 'Announce' }).click();
  const announce = ownerPage.getByRole('dialog', { name: 'Post an announcement' });
  await announce.getByLabel('Announcement').fill('Last call: final prices please');
  await announce.getByRole('button', { name: 'Post' }).click();
  for (const room of [aliceRoom, bobRoom])
    await expect(room.getByTestId('announcements')).toContainText('Last call: final prices please');

  // Bob's connection drops (10 s until Socket.IO retries); the bid he misses meanwhile is read
  // again from the API once he is back (pushes are hints, the API is the truth).
  await bobRealtime.cut();
  await expect(bobRoom.getByText('Reconnecting…')).toBeVisible();
  await aliceChair.fill('97');
  await aliceChair.press('Enter'); // 970 + 760 = 1,730
  await expect(ranking.first()).toContainText('$1,730.00');
  await bobRealtime.restore();
  // The network is back but Bob's browser was never offline: only Socket.IO's own retry, 10 s
  // after the drop, reconnects. His clock jumps there (the retry fires once, as it would).
  await bobPage.clock.fastForward(10_000);
  await expect(bobRoom.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(bobRoom.getByTestId(`item-row-${chairId}`).getByTestId('best-bid')).toHaveText(
    '$97.00',
  );

  // Initial offers (3) and live bids (4) are in the hash-chained log.
  await ownerRoom.getByRole('button', { name: 'Verify bid log' }).click();
  await expect(ownerRoom.getByTestId('chain-report')).toHaveText(
    /Bid log verified: 7 bids, head hash [0-9a-f]{16}…/,
  );

  // The auction ends on time by itself (not before: still running a moment before its end);
  // every screen shows the winner and the savings.
  await advanceServerClockTo(request, new Date(endAfter).getTime() - 15_000);
  await expect(ownerRoom.getByTestId('room-status')).toHaveText('Running');
  await advanceServerClockTo(request, endAfter);
  for (const room of [ownerRoom, aliceRoom, bobRoom]) {
    await expect(room.getByTestId('result-panel')).toBeVisible({ timeout: 20_000 });
    await expect(room.getByTestId('room-status')).toHaveText('Ended');
    await expect(room.getByTestId('result-expected')).toContainText('$1,800.00');
    await expect(room.getByTestId('result-winning')).toContainText('$1,730.00');
    await expect(room.getByTestId('result-savings')).toContainText('$70.00');
  }
  expect(await serverNow(request)).toBeGreaterThanOrEqual(new Date(endAfter).getTime());
  await expect(ownerRoom.getByTestId('result-winner')).toHaveText(`Winner: ${alice.email}`);
  await expect(aliceRoom.getByTestId('result-winner')).toHaveText(
    'Your offer ranked first in the auction',
  );
  await expect(bobRoom.getByTestId('result-winner')).toHaveText('Your final position: 2nd');
  await expect(bobRoom.getByLabel('Your bid for Desk')).toHaveCount(0);

  // Each ended room tells one story: a final position, never "leading"; no live link and nobody
  // "in the room" any more.
  await expect(aliceRoom.getByTestId('position-badge')).toContainText('Your final position');
  await expect(aliceRoom.getByTestId('position-badge')).toContainText('Your offer ranked first');
  await expect(aliceRoom.getByText('You are leading')).toHaveCount(0);
  await expect(bobRoom.getByTestId('position-badge')).toContainText('Another offer ranked first');
  for (const room of [ownerRoom, aliceRoom, bobRoom]) {
    await expect(room.getByText('Live', { exact: true })).toHaveCount(0);
    await expect(room.getByTestId('active-bidders')).toHaveCount(0);
  }
  // The owner's feed keeps the start, the prolongation and the end after a reload.
  await ownerPage.reload();
  const feed = ownerRoom.getByTestId('event-feed');
  await expect(feed).toContainText('Status: Running');
  await expect(feed).toContainText('Prolonged by 1 minute');
  await expect(feed.locator('li').first()).toContainText('Status: Ended');

  // Bob's tender page now leads with the result: no way into a closed room, no promise that the
  // offer can still change, and the live phase's length counts the minute it was prolonged.
  await bobPage.goto(`/auctions/supplier/${tenderId}`);
  const bobResult = bobPage.getByRole('region', { name: 'Auction result' });
  await expect(bobResult.getByTestId('result-winner')).toHaveText('Your final position: 2nd');
  await expect(bobPage.getByRole('tab', { name: 'Live auction' })).toHaveCount(0);
  await expect(bobPage.getByText('You can still change your offer', { exact: false })).toHaveCount(
    0,
  );
  await expect(bobPage.getByText('Live auction ended')).toBeVisible();
  await expect(bobPage.getByTestId('live-duration')).toHaveText(
    'The live auction ran 2 minutes. Prolongations added 1 minute.',
  );
});
