import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  SupplierStatus,
  TenderStatus,
  type TAuctionOverview,
  type TAuctionOverviewsPage,
} from '@tendermark/shared';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  setTender,
  withFreshToken,
  type Room,
} from '../auction/factories.ts';
import { pdfPages } from './pdf-text.ts';

const MINUTE = 60_000;
const TENDER_NAME = 'Kancelářský papír 2030';

describe('the auction overview of an ended auction', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  let app: TestApp;
  let room: Room;
  let owner: CreatedUser;
  let cheap: CreatedUser;
  let dear: CreatedUser;
  let invited: CreatedUser;
  let stranger: CreatedUser;

  const overviewOf = (user: CreatedUser, id = room.tenderId) =>
    get(app, user, `/api/tender/GetAuctionOverview?id=${id}`);
  const pdfOf = (user: CreatedUser, id = room.tenderId) =>
    get(app, user, `/api/tender/ExportAuctionOverviewPdf?id=${id}`);
  const listOf = async (user: CreatedUser, query = '') =>
    (
      await get(app, user, `/api/tender/GetMyAuctionOverviews${query}`)
    ).json<TAuctionOverviewsPage>();

  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    room = await createRoom(app, {
      items: [
        { name: 'A4 paper', unitPrice: 100, quantity: 10 },
        { name: 'Toner', unitPrice: 50, quantity: 4 },
      ],
    });
    await setTender(app, room.tenderId, { name: TENDER_NAME });
    cheap = await addSupplier(app, room, { email: 'cheap@suppliers.test' });
    dear = await addSupplier(app, room, { email: 'dear@suppliers.test' });
    invited = await addSupplier(app, room, {
      email: 'late@suppliers.test',
      status: SupplierStatus.INVITED,
    });
    stranger = await createUser(app);
    const [paper, toner] = room.itemIds;
    await acceptedItemBid(app, cheap, room.tenderId, paper, 90);
    await acceptedItemBid(app, cheap, room.tenderId, toner, 45);
    await acceptedItemBid(app, dear, room.tenderId, paper, 95);
    await acceptedItemBid(app, dear, room.tenderId, toner, 48);
    await acceptedItemBid(app, cheap, room.tenderId, paper, 88);
  });
  afterAll(async () => app?.dispose());

  it('is refused with 409 while the auction is still running', async () => {
    const reply = await overviewOf(room.owner);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: Messages.overviewNotReady });
    expect((await pdfOf(room.owner)).statusCode).toBe(409);
    expect((await listOf(room.owner)).items).toEqual([]);
  });

  it('shows the owner parameters, participants, ranking, bid history and savings', async () => {
    clock.advance(51 * MINUTE);
    await runDueTransitions(app.ctx);
    owner = await withFreshToken(app, room.owner);
    cheap = await withFreshToken(app, cheap);
    dear = await withFreshToken(app, dear);
    invited = await withFreshToken(app, invited);
    stranger = await withFreshToken(app, stranger);

    const reply = await overviewOf(owner);
    expect(reply.statusCode).toBe(200);
    const overview = reply.json<TAuctionOverview>();
    expect(overview).toMatchObject({
      name: TENDER_NAME,
      tenderStatus: TenderStatus.ENDED,
      currency: 'EUR',
      viewerRole: 'owner',
      buyer: { userName: owner.user.userName },
      expectedTotal: 1200,
      winner: { label: 'cheap@suppliers.test', isMe: false },
      winningTotal: 1060,
      savings: { amount: 140, percent: 11.67 },
      othersValuesVisible: true,
    });
    expect(overview.dates.endedAt).not.toBeNull();
    expect(overview.items.map((item) => [item.name, item.expPrice, item.bestBid])).toEqual([
      ['A4 paper', 1000, 88],
      ['Toner', 200, 45],
    ]);
    expect(overview.criteria).toEqual([
      expect.objectContaining({ name: 'Total price', weight: 1, isPrice: true, unitName: 'EUR' }),
    ]);
    expect(
      overview.ranking.map((row) => [row.label, row.position, row.total, row.isWinner]),
    ).toEqual([
      ['cheap@suppliers.test', 1, 1060, true],
      ['dear@suppliers.test', 2, 1142, false],
    ]);
    expect(overview.participants.map((row) => [row.label, row.statusName])).toEqual(
      expect.arrayContaining([
        ['cheap@suppliers.test', 'Invitation accepted'],
        ['dear@suppliers.test', 'Invitation accepted'],
        ['late@suppliers.test', 'Invited'],
      ]),
    );
    expect(
      overview.bidHistory.bids.map((bid) => [bid.supplier.label, bid.targetName, bid.value]),
    ).toEqual([
      ['cheap@suppliers.test', 'A4 paper', 90],
      ['cheap@suppliers.test', 'Toner', 45],
      ['dear@suppliers.test', 'A4 paper', 95],
      ['dear@suppliers.test', 'Toner', 48],
      ['cheap@suppliers.test', 'A4 paper', 88],
    ]);
    expect(overview.bidHistory).toMatchObject({ totalCount: 5, truncated: false });
  });

  it('shows a participating supplier the same result with the other suppliers anonymised', async () => {
    const reply = await overviewOf(dear);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('cheap@suppliers.test');
    expect(reply.body).not.toContain('late@suppliers.test');
    const overview = reply.json<TAuctionOverview>();
    expect(overview).toMatchObject({
      viewerRole: 'supplier',
      winner: { label: 'Supplier 1', isMe: false },
      winningTotal: 1060,
      savings: { amount: 140 },
    });
    expect(overview.ranking.map((row) => [row.label, row.isMe, row.total])).toEqual([
      ['Supplier 1', false, 1060],
      ['dear@suppliers.test', true, 1142],
    ]);
    expect(overview.participants).toHaveLength(2);
    expect(overview.bidHistory.bids.map((bid) => bid.supplier.label)).toEqual([
      'Supplier 1',
      'Supplier 1',
      'dear@suppliers.test',
      'dear@suppliers.test',
      'Supplier 1',
    ]);
  });

  it('is not found for anyone else, nor for an unknown id', async () => {
    expect((await overviewOf(stranger)).statusCode).toBe(404);
    expect((await overviewOf(invited)).statusCode).toBe(404);
    expect((await pdfOf(stranger)).statusCode).toBe(404);
    expect((await overviewOf(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await overviewOf(owner, 'not-an-id')).statusCode).toBe(404);
  });

  it('lists the ended auction for its owner and its suppliers, with their figures', async () => {
    expect((await listOf(owner)).items).toEqual([
      expect.objectContaining({
        id: room.tenderId,
        name: TENDER_NAME,
        isOwner: true,
        participantCount: 2,
        expectedTotal: 1200,
        winningTotal: 1060,
        savings: 140,
        myPosition: null,
      }),
    ]);
    expect((await listOf(cheap)).items).toEqual([
      expect.objectContaining({ isOwner: false, myPosition: 1, isWinner: true }),
    ]);
    expect((await listOf(dear)).items).toEqual([
      expect.objectContaining({ isOwner: false, myPosition: 2, isWinner: false }),
    ]);
    expect((await listOf(stranger)).totalCount).toBe(0);
    expect((await listOf(invited)).totalCount).toBe(0);
    expect((await listOf(owner, '?role=supplier')).totalCount).toBe(0);
    expect((await listOf(owner, '?status=canceled')).totalCount).toBe(0);
    expect((await listOf(owner, '?name=PAPÍR')).totalCount).toBe(1);
    expect((await listOf(owner, '?name=steel')).totalCount).toBe(0);
  });

  it('exports a PDF with the tender name, the winner and the savings', async () => {
    const reply = await pdfOf(owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="auction-overview-Kancelarsky-papir-2030-2030-05-01.pdf"; filename*=UTF-8''auction-overview-Kancelarsky-papir-2030-2030-05-01.pdf`,
    );
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(reply.rawPayload)).join('\n');
    expect(text).toContain(TENDER_NAME);
    expect(text).toMatch(/Winner\s+cheap@suppliers\.test/);
    expect(text).toMatch(/Savings\s+€140\.00 \(11\.67%\)/);
    expect(text).toContain('A4 paper');
    expect(text).toContain('late@suppliers.test');
    expect(text).toMatch(/Generated 2030-05-01 08:51 UTC/);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it("exports a supplier's PDF without the other suppliers' names", async () => {
    const reply = await pdfOf(dear);
    expect(reply.statusCode).toBe(200);
    const text = (await pdfPages(reply.rawPayload)).join('\n');
    expect(text).toContain(TENDER_NAME);
    expect(text).toMatch(/Winner\s+Supplier 1/);
    expect(text).toContain('dear@suppliers.test (you)');
    expect(text).not.toContain('cheap@suppliers.test');
    expect(text).not.toContain('late@suppliers.test');
  });
});

describe('the auction overview of a ranked-only or canceled auction', () => {
  const clock = manualClock(new Date('2030-06-01T08:00:00Z'));
  let app: TestApp;
  afterAll(async () => app?.dispose());

  it("hides the other suppliers' values and bids from a supplier of a ranked-only auction", async () => {
    app = await buildRoomApp({ clock });
    const room = await createRoom(app, { bidVisibility: 'rank' });
    let winner = await addSupplier(app, room);
    let loser = await addSupplier(app, room);
    await acceptedItemBid(app, winner, room.tenderId, room.itemIds[0], 80);
    await acceptedItemBid(app, loser, room.tenderId, room.itemIds[0], 90);
    clock.advance(51 * MINUTE);
    await runDueTransitions(app.ctx);
    winner = await withFreshToken(app, winner);
    loser = await withFreshToken(app, loser);

    const seenByLoser = (
      await get(app, loser, `/api/tender/GetAuctionOverview?id=${room.tenderId}`)
    ).json<TAuctionOverview>();
    expect(seenByLoser).toMatchObject({
      othersValuesVisible: false,
      winner: { label: 'Supplier 1', isMe: false },
      winningTotal: null,
      savings: null,
    });
    expect(seenByLoser.ranking.map((row) => [row.label, row.position, row.total])).toEqual([
      ['Supplier 1', 1, null],
      [loser.user.userName, 2, 900],
    ]);
    expect(seenByLoser.items[0].bestBid).toBeNull();
    expect(seenByLoser.bidHistory.bids.map((bid) => bid.value)).toEqual([90]);

    const seenByWinner = (
      await get(app, winner, `/api/tender/GetAuctionOverview?id=${room.tenderId}`)
    ).json<TAuctionOverview>();
    expect(seenByWinner).toMatchObject({
      winner: { isMe: true },
      winningTotal: 800,
      savings: { amount: 200, percent: 20 },
    });
  });

  it('shows the owner a canceled tender with its reason and no winner', async () => {
    const room = await createRoom(app, { status: TenderStatus.SCHEDULED, startInMinutes: 60 });
    await setTender(app, room.tenderId, {
      status: TenderStatus.CANCELED,
      canceledReason: 'Budget withdrawn',
    });
    const owner = await withFreshToken(app, room.owner);
    const reply = await get(app, owner, `/api/tender/GetAuctionOverview?id=${room.tenderId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      tenderStatus: TenderStatus.CANCELED,
      canceledReason: 'Budget withdrawn',
      winner: null,
      savings: null,
      ranking: [],
    });
    const page = (
      await get(app, owner, '/api/tender/GetMyAuctionOverviews?status=canceled')
    ).json<TAuctionOverviewsPage>();
    expect(page.items.map((row) => row.id)).toEqual([room.tenderId]);
  });
});
