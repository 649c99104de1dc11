import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportMessages, TenderStatus } from '@tendermark/shared';
import { companies, tenderAwards, users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  setTender,
  type Room,
} from '../auction/factories.ts';
import { pdfPages } from '../overview/pdf-text.ts';

type Supplier = CreatedUser & { entryId: string };

describe('the award letter', () => {
  const clock = manualClock(new Date('2030-05-01T10:00:00Z'));
  let app: TestApp;
  let room: Room;
  let winner: Supplier;
  let second: Supplier;
  let loser: Supplier;
  let stranger: CreatedUser;
  let admin: CreatedUser;

  const letterOf = (user: CreatedUser, supplierId?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/tender/GetAwardLetterPdf?tenderId=${room.tenderId}${supplierId ? `&supplierId=${supplierId}` : ''}`,
      headers: { authorization: `Bearer ${user.token}`, ...headers },
    });
  const textOf = async (bytes: Buffer) => (await pdfPages(bytes)).join('\n');

  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    room = await createRoom(app, {
      status: TenderStatus.ENDED,
      items: [
        { name: 'Ocelové nosníky', unitPrice: 1000, quantity: 5 },
        { name: 'Toner', unitPrice: 50, quantity: 4 },
      ],
    });
    await setTender(app, room.tenderId, { name: 'Steel 2030', currency: 'USD' });
    winner = await addSupplier(app, room, { email: 'winner@suppliers.test' });
    second = await addSupplier(app, room, { email: 'second@suppliers.test' });
    loser = await addSupplier(app, room, { email: 'loser@suppliers.test' });
    stranger = await createUser(app);
    admin = await createUser(app, { roles: ['Admin'] });
    const [company] = await app.ctx.db
      .insert(companies)
      .values({ name: 'Ocel s.r.o.' })
      .returning({ id: companies.id });
    await app.ctx.db
      .update(users)
      .set({ firstName: 'Jana', lastName: 'Nováková', companyId: company.id })
      .where(eq(users.id, winner.user.id));
  });
  afterAll(async () => app?.dispose());

  it('is refused with 409 while the tender has no award', async () => {
    const reply = await letterOf(room.owner, winner.entryId);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: ExportMessages.noAward });
    expect((await letterOf(winner)).statusCode).toBe(409);
  });

  it('tells the owner the supplier, the items and the amounts, in the reader’s locale', async () => {
    await app.ctx.db.insert(tenderAwards).values([
      {
        tenderId: room.tenderId,
        itemId: room.itemIds[0],
        supplierId: winner.entryId,
        amount: 4737.5,
        awardedAt: new Date('2030-05-01T09:30:00Z'),
      },
      { tenderId: room.tenderId, itemId: room.itemIds[1], supplierId: second.entryId, amount: 180 },
      // A cancelled award is no award.
      {
        tenderId: room.tenderId,
        itemId: room.itemIds[1],
        supplierId: loser.entryId,
        amount: 170,
        canceledAt: new Date('2030-05-01T09:45:00Z'),
        cancelReason: 'Wrong supplier',
      },
    ]);
    await setTender(app, room.tenderId, { awardStatus: 'awarded' });

    const reply = await letterOf(room.owner, winner.entryId);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="award-letter-Steel-2030-Ocel-sro-2030-05-01\.pdf"; filename\*=UTF-8''/,
    );
    const text = await textOf(reply.rawPayload);
    expect(text).toContain('Award letter');
    expect(text).toContain('Steel 2030');
    expect(text).toContain('Jana Nováková (Ocel s.r.o.)');
    expect(text).toContain('Dear Jana Nováková,');
    expect(text).toContain('Ocelové nosníky');
    expect(text).not.toContain('Toner');
    expect(text).toMatch(/\$4,737\.50/);
    expect(text).toMatch(/\$947\.50/);
    expect(text).toContain('Awarded on 2030-05-01 09:30 UTC');
    expect(text).toContain('not made this award final yet');

    const german = await textOf(
      (await letterOf(room.owner, winner.entryId, { 'accept-language': 'de-DE' })).rawPayload,
    );
    expect(german).toMatch(/4\.737,50\s?\$/);
    expect(german).not.toMatch(/4,737\.50/);
  });

  it('gives a supplier their own letter only', async () => {
    const own = await letterOf(second);
    expect(own.statusCode).toBe(200);
    const text = await textOf(own.rawPayload);
    expect(text).toContain('second@suppliers.test');
    expect(text).toContain('Toner');
    expect(text).toMatch(/\$180\.00/);
    expect(text).not.toContain('Ocel');
    // Naming another supplier's entry finds nothing.
    expect((await letterOf(second, winner.entryId)).statusCode).toBe(404);
  });

  it('answers 404 for a supplier whose award was cancelled, and to strangers and admins', async () => {
    const reply = await letterOf(loser);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ message: ExportMessages.noAwardForSupplier });
    expect((await letterOf(room.owner, loser.entryId)).statusCode).toBe(404);
    expect((await letterOf(stranger, winner.entryId)).statusCode).toBe(404);
    expect((await letterOf(admin, winner.entryId)).statusCode).toBe(404);
    expect((await letterOf(room.owner, 'not-an-id')).statusCode).toBe(404);
    const unnamed = await letterOf(room.owner);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ message: ExportMessages.awardedSupplierRequired });
  });

  it('says nothing of cancellation once the award is final', async () => {
    await setTender(app, room.tenderId, { awardFinalAt: new Date('2030-05-01T09:50:00Z') });
    const text = await textOf(
      (await get(app, winner, `/api/tender/GetAwardLetterPdf?tenderId=${room.tenderId}`))
        .rawPayload,
    );
    expect(text).not.toContain('final yet');
  });
});
