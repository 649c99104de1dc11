import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { bearer } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  acceptedItemBid,
  addSupplier,
  buildRoomApp,
  createRoom,
  get,
  readTender,
  type Room,
} from './factories.ts';
import { eventsNamed, joinTender, listen, openRecorder, settle, type Recorder } from './sockets.ts';

const MINUTE = 60_000;

describe('owner actions in the live room', () => {
  const clock = manualClock(new Date('2030-04-01T09:00:00Z'));
  let app: TestApp;
  let url: string;
  const recorders: Recorder[] = [];
  beforeAll(async () => {
    app = await buildRoomApp({ clock });
    url = await listen(app);
  });
  afterAll(async () => {
    recorders.forEach((recorder) => recorder.socket.disconnect());
    await app.dispose();
  });

  async function roomWithListener(room: Room) {
    const supplier = await addSupplier(app, room);
    const recorder = await openRecorder(url, supplier.token);
    recorders.push(recorder);
    expect(await joinTender(recorder, room.tenderId)).toEqual({ ok: true, role: 'supplier' });
    return { supplier, recorder };
  }

  const prolong = (room: Room, length: number | string, user = room.owner) =>
    app.inject({
      method: 'PUT',
      url: `/api/tender/ProlongTender?tenderId=${room.tenderId}&length=${length}`,
      headers: bearer(user.token),
    });

  it('prolongs a running auction by the given minutes and tells the room', async () => {
    const room = await createRoom(app, { startInMinutes: -30, durationMinutes: 60 });
    const { supplier, recorder } = await roomWithListener(room);
    const before = await readTender(app, room.tenderId);
    const reply = await prolong(room, 10);
    expect(reply.statusCode).toBe(200);
    const endDate = new Date(before.endDate.getTime() + 10 * MINUTE).toISOString();
    expect(reply.json()).toEqual({
      tenderId: room.tenderId,
      endDate,
      minutes: 10,
      prolongedMinutes: 10,
    });
    expect(await readTender(app, room.tenderId)).toMatchObject({ prolongedMinutes: 10 });
    await settle(() => eventsNamed(recorder, 'prolongAuction').length > 0);
    expect(eventsNamed(recorder, 'prolongAuction')).toEqual([
      { tenderId: room.tenderId, endDate, minutes: 10, reason: 'owner' },
    ]);
    expect((await prolong(room, 5, supplier)).statusCode).toBe(403);
  });

  it('refuses to prolong outside the live phase or by an invalid length', async () => {
    const scheduled = await createRoom(app, {
      status: TenderStatus.SCHEDULED,
      proposalEndInMinutes: 30,
      startInMinutes: 60,
    });
    const refused = await prolong(scheduled, 10);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a running auction can be prolonged');
    const running = await createRoom(app);
    for (const length of [0, 1441, 'ten'])
      expect((await prolong(running, length)).statusCode).toBe(400);
    const past = await createRoom(app, { startInMinutes: -61, durationMinutes: 60 });
    expect((await prolong(past, 5)).json().message).toBe('Bidding is closed');
  });

  it('extends the end in overtime when a late bid changes the leader', async () => {
    const room = await createRoom(app, {
      startInMinutes: -58,
      durationMinutes: 60,
      autoExtendMinutes: 3,
    });
    const { supplier: first, recorder } = await roomWithListener(room);
    const second = await addSupplier(app, room);
    const endOf = async () => (await readTender(app, room.tenderId)).endDate.getTime();
    const originalEnd = await endOf();

    await acceptedItemBid(app, first, room.tenderId, room.itemIds[0], 90);
    expect(await endOf()).toBe(originalEnd + MINUTE);
    await acceptedItemBid(app, first, room.tenderId, room.itemIds[0], 89);
    expect(await endOf()).toBe(originalEnd + MINUTE);

    clock.advance(2 * MINUTE);
    await acceptedItemBid(app, second, room.tenderId, room.itemIds[0], 85);
    const extendedEnd = await endOf();
    expect(extendedEnd).toBe(clock.now().getTime() + 3 * MINUTE);
    expect(await readTender(app, room.tenderId)).toMatchObject({ prolongedMinutes: 3 });

    await settle(() => eventsNamed(recorder, 'prolongAuction').length >= 2);
    expect(eventsNamed(recorder, 'prolongAuction')).toEqual([
      expect.objectContaining({ minutes: 1, reason: 'overtime' }),
      {
        tenderId: room.tenderId,
        endDate: new Date(extendedEnd).toISOString(),
        minutes: 2,
        reason: 'overtime',
      },
    ]);
  });

  it("records each overtime prolongation in the owner's audit log, and an ordinary bid nothing", async () => {
    const room = await createRoom(app, {
      startInMinutes: -58,
      durationMinutes: 60,
      autoExtendMinutes: 3,
    });
    const first = await addSupplier(app, room);
    const second = await addSupplier(app, room);
    const auditLog = async (user = room.owner) =>
      get(app, user, `/api/tender/GetTenderAuditLog?tenderId=${room.tenderId}`);
    const prolongations = async () =>
      ((await auditLog()).json() as { action: string }[]).filter(
        (entry) => entry.action === 'prolonged',
      );
    const originalEnd = (await readTender(app, room.tenderId)).endDate.getTime();
    const iso = (time: number) => new Date(time).toISOString();

    await acceptedItemBid(app, first, room.tenderId, room.itemIds[0], 90);
    const firstAt = clock.now().toISOString();
    expect(await prolongations()).toHaveLength(1);
    await acceptedItemBid(app, first, room.tenderId, room.itemIds[0], 89);
    expect(await prolongations()).toHaveLength(1);

    clock.advance(2 * MINUTE);
    await acceptedItemBid(app, second, room.tenderId, room.itemIds[0], 85);
    const extendedEnd = (await readTender(app, room.tenderId)).endDate.getTime();
    expect(await prolongations()).toEqual([
      {
        at: clock.now().toISOString(),
        userName: null,
        action: 'prolonged',
        changes: {
          endDate: { from: iso(originalEnd + MINUTE), to: iso(extendedEnd) },
          minutes: 2,
          cause: 'overtime',
        },
      },
      {
        at: firstAt,
        userName: null,
        action: 'prolonged',
        changes: {
          endDate: { from: iso(originalEnd), to: iso(originalEnd + MINUTE) },
          minutes: 1,
          cause: 'overtime',
        },
      },
    ]);
    // The log stays the owner's: the bidders cannot read it.
    expect((await auditLog(second)).statusCode).toBe(403);
  });

  it('does not extend when overtime is off', async () => {
    const room = await createRoom(app, { startInMinutes: -59, durationMinutes: 60 });
    const supplier = await addSupplier(app, room);
    const before = await readTender(app, room.tenderId);
    await acceptedItemBid(app, supplier, room.tenderId, room.itemIds[0], 90);
    expect((await readTender(app, room.tenderId)).endDate).toEqual(before.endDate);
  });

  it('posts announcements to the room and the tender, once the tender is scheduled', async () => {
    const room = await createRoom(app);
    const { supplier, recorder } = await roomWithListener(room);
    const announce = (
      user = room.owner,
      tenderId = room.tenderId,
      text = 'Delivery moves to Monday',
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/tender/AddAnnouncement?tenderId=${tenderId}`,
        headers: bearer(user.token),
        payload: { text },
      });
    const reply = await announce();
    expect(reply.statusCode).toBe(200);
    const announcement = {
      tenderId: room.tenderId,
      date: clock.now().toISOString(),
      text: 'Delivery moves to Monday',
    };
    expect(reply.json()).toEqual(announcement);
    await settle(() => eventsNamed(recorder, 'addTenderAnnouncement').length > 0);
    expect(eventsNamed(recorder, 'addTenderAnnouncement')).toEqual([announcement]);
    const tender = (await get(app, room.owner, `/api/tender/GetTender?id=${room.tenderId}`)).json();
    expect(tender.announcements).toEqual([{ date: announcement.date, text: announcement.text }]);

    expect((await announce(room.owner, room.tenderId, '  ')).statusCode).toBe(400);
    expect((await announce(supplier)).statusCode).toBe(403);
    const draft = await createRoom(app, { status: TenderStatus.NEW, owner: room.owner });
    const refused = await announce(room.owner, draft.tenderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Announcements can be added once the auction is scheduled');
  });
});
