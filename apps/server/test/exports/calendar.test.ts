import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import { calendarToken } from '../../src/lib/calendar-link.ts';
import { renderTenderCalendar } from '../../src/modules/exports/calendar.ts';
import type { TenderRow } from '../../src/modules/tenders/access.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { lastMailTo, type TestApp } from '../helper.ts';
import { addSupplier, createRoom, readTender, setTender, type Room } from '../auction/factories.ts';
import {
  buildTenderSuite,
  call,
  createSchedulableDraft,
  scheduleTender,
  updateTender,
} from '../tenders/helpers.ts';
import { parseIcs, type IcsEvent } from './file-readers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A scheduled tender as the calendar reads it. */
const tenderRow = {
  id: '6f1c2a5e-1111-4222-8333-444455556666',
  status: TenderStatus.RFP_SUBMITTED,
  version: 2,
  prolongedMinutes: 0,
  proposalEndDate: new Date('2030-05-02T08:00:00Z'),
  startDate: new Date('2030-05-03T08:00:00Z'),
  endDate: new Date('2030-05-03T09:00:00Z'),
} as TenderRow;

/** "20300501T080000Z" as a Date. */
const icsDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

describe('the tender calendar', () => {
  const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;
  let supplier: CreatedUser;
  let draftId: string;

  const calendarOf = (user: CreatedUser | undefined, tenderId: string, query = '') =>
    call(app, user, 'GET', `/api/tender/GetTenderCalendar?tenderId=${tenderId}${query}`);
  const eventsOf = async (user: CreatedUser | undefined, tenderId: string, query = '') => {
    const reply = await calendarOf(user, tenderId, query);
    expect(reply.statusCode).toBe(200);
    return parseIcs(reply.body);
  };
  const byUid = (events: IcsEvent[], part: string) =>
    events.find((event) => event.UID.includes(part))!;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite({ clock }));
    supplier = await createUser(app, { email: 'supplier@suppliers.test' });
    draftId = await createSchedulableDraft(app, owner);
  });
  afterAll(async () => app?.dispose());

  it('publishes the proposal deadline and the live auction with stable UIDs', async () => {
    const reply = await calendarOf(owner, draftId);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="calendar-Office-paper-2030-05-01\.ics"/,
    );
    const { calendar, events } = parseIcs(reply.body);
    expect(calendar).toMatchObject({ VERSION: '2.0', METHOD: 'PUBLISH' });
    expect(events).toHaveLength(2);
    const tender = await readTender(app, draftId);
    const deadline = byUid(events, 'proposal-deadline');
    const auction = byUid(events, 'auction');
    expect(deadline.UID).toBe(`${draftId}-proposal-deadline@tendermark`);
    expect(auction.UID).toBe(`${draftId}-auction@tendermark`);
    expect(icsDate(deadline.DTSTART)).toEqual(tender.proposalEndDate);
    expect(icsDate(auction.DTSTART)).toEqual(tender.startDate);
    expect(icsDate(auction.DTEND)).toEqual(tender.endDate);
    expect(deadline.DTSTAMP).toBe('20300501T080000Z');
    expect(deadline.STATUS).toBe('TENTATIVE');
    expect(auction.SUMMARY).toBe('Live auction: Office paper');
    expect(auction.URL).toBe(`http://tendermark.test/auctions/owner/${draftId}/2`);
    expect(Number(auction.SEQUENCE)).toBe(tender.version + tender.prolongedMinutes);
  });

  it('keeps the UIDs and raises SEQUENCE when the owner reschedules, then schedules', async () => {
    const before = (await eventsOf(owner, draftId)).events;
    const moved = await updateTender(app, owner, draftId, (tender) => ({
      proposalEndDate: new Date(Date.parse(tender.proposalEndDate) + DAY).toISOString(),
      startDate: new Date(Date.parse(tender.startDate) + DAY).toISOString(),
    }));
    expect(moved.statusCode).toBe(200);
    const after = (await eventsOf(owner, draftId)).events;
    expect(after.map((event) => event.UID)).toEqual(before.map((event) => event.UID));
    expect(Number(after[1].SEQUENCE)).toBeGreaterThan(Number(before[1].SEQUENCE));
    expect(icsDate(byUid(after, 'auction').DTSTART).getTime()).toBe(
      icsDate(byUid(before, 'auction').DTSTART).getTime() + DAY,
    );

    expect((await scheduleTender(app, owner, draftId)).statusCode).toBe(200);
    const scheduled = (await eventsOf(owner, draftId)).events;
    expect(Number(scheduled[0].SEQUENCE)).toBeGreaterThan(Number(after[0].SEQUENCE));
    expect(scheduled.map((event) => event.STATUS)).toEqual(['CONFIRMED', 'CONFIRMED']);
  });

  it('links the calendar from the invitation mail, for that supplier only', async () => {
    const invited = await call(
      app,
      owner,
      'POST',
      `/api/tendersupplier/SendInvitationsToTenderSellers?tenderId=${draftId}`,
      [supplier.user.email],
    );
    expect(invited.statusCode).toBe(200);
    const mail = await lastMailTo(app, supplier.user.email, 'invitation');
    const link = mail?.text.match(/calendar: (\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://tendermark.test/api/tender/GetTenderCalendar',
    );
    expect(mail?.html).toContain(url.search.replace(/&/g, '&#38;'));

    // A calendar app follows the link without any login.
    const fromMail = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(fromMail.statusCode).toBe(200);
    const { events } = parseIcs(fromMail.body);
    expect(byUid(events, 'auction').UID).toBe(`${draftId}-auction@tendermark`);
    expect(byUid(events, 'auction').URL).toBe(
      `http://tendermark.test/auctions/supplier/${draftId}`,
    );

    const token = url.searchParams.get('token')!;
    const forged = `${token.slice(0, -2)}xx`;
    expect((await calendarOf(undefined, draftId, `&token=${forged}`)).statusCode).toBe(404);
    // The token opens this tender only, and only for a user who may see it.
    const otherDraft = await createSchedulableDraft(app, owner);
    expect((await calendarOf(undefined, otherDraft, `&token=${token}`)).statusCode).toBe(404);
    const strangersToken = calendarToken(app.ctx.config.jwtSecret, draftId, stranger.user.id);
    expect((await calendarOf(undefined, draftId, `&token=${strangersToken}`)).statusCode).toBe(404);
  });

  it('is refused to strangers and visitors of a private tender, and to a blocked supplier', async () => {
    expect((await calendarOf(undefined, draftId)).statusCode).toBe(404);
    expect((await calendarOf(stranger, draftId)).statusCode).toBe(404);
    expect((await calendarOf(owner, 'not-an-id')).statusCode).toBe(404);
    const room = await createRoom(app, {
      owner,
      status: TenderStatus.RFP_SUBMITTED,
      proposalEndInMinutes: 60,
      startInMinutes: 120,
    });
    const blocked = await addSupplier(app, room, { status: SupplierStatus.BLOCKED });
    expect((await calendarOf(blocked, room.tenderId)).statusCode).toBe(403);
    const blockedToken = calendarToken(app.ctx.config.jwtSecret, room.tenderId, blocked.user.id);
    expect((await calendarOf(undefined, room.tenderId, `&token=${blockedToken}`)).statusCode).toBe(
      403,
    );
  });

  it('is anyone’s for a public tender, pointing at its public page', async () => {
    const room = await createRoom(app, {
      owner,
      status: TenderStatus.RFP_SUBMITTED,
      proposalEndInMinutes: 60,
      startInMinutes: 120,
    });
    await setTender(app, room.tenderId, { isPublic: true });
    const { events } = await eventsOf(undefined, room.tenderId);
    expect(byUid(events, 'auction').URL).toBe(
      `http://tendermark.test/public/auction-overview/${room.tenderId}`,
    );
  });

  it('keeps a name with line breaks and separators inside its text properties', () => {
    const text = renderTenderCalendar(
      {
        ...tenderRow,
        name: 'Evil\r\nATTENDEE:mailto:x@evil.test;\nSTATUS:CANCELLED, yes\\',
      },
      { url: 'http://tendermark.test/x', now: new Date('2030-05-01T08:00:00Z') },
    );
    const { calendar, events } = parseIcs(text);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.ATTENDEE).toBeUndefined();
      expect(event.STATUS).toBe('CONFIRMED');
    }
    expect(events[1].SUMMARY).toBe(
      'Live auction: Evil\\nATTENDEE:mailto:x@evil.test\\;\\nSTATUS:CANCELLED\\, yes\\\\',
    );
    expect(calendar['X-WR-CALNAME']).toMatch(/yes\\\\$/);
  });

  describe('a running auction', () => {
    let room: Room;
    let bidder: CreatedUser;

    beforeAll(async () => {
      room = await createRoom(app, { owner });
      bidder = await addSupplier(app, room);
    });

    it('moves the end and raises SEQUENCE when the owner prolongs it', async () => {
      const before = byUid((await eventsOf(bidder, room.tenderId)).events, 'auction');
      const prolonged = await call(
        app,
        owner,
        'PUT',
        `/api/tender/ProlongTender?tenderId=${room.tenderId}&length=5`,
      );
      expect(prolonged.statusCode).toBe(200);
      const after = byUid((await eventsOf(bidder, room.tenderId)).events, 'auction');
      expect(after.UID).toBe(before.UID);
      expect(Number(after.SEQUENCE)).toBe(Number(before.SEQUENCE) + 5);
      expect(icsDate(after.DTEND).getTime()).toBe(icsDate(before.DTEND).getTime() + 5 * MINUTE);
    });

    it('says CANCELLED, with a higher SEQUENCE, once the tender is cancelled', async () => {
      const before = (await eventsOf(bidder, room.tenderId)).events;
      const canceled = await call(
        app,
        owner,
        'POST',
        `/api/tender/CancelTender?tenderId=${room.tenderId}&reason=Budget%20cut`,
      );
      expect(canceled.statusCode).toBe(200);
      const after = (await eventsOf(bidder, room.tenderId)).events;
      expect(after.map((event) => event.STATUS)).toEqual(['CANCELLED', 'CANCELLED']);
      expect(Number(after[0].SEQUENCE)).toBeGreaterThan(Number(before[0].SEQUENCE));
    });
  });
});
