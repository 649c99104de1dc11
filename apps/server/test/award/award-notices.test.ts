import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import {
  notifications,
  outboxMails,
  tenderAuditLog,
  tenderAwards,
} from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { CreatedUser } from '../factories.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { buildRoomApp, readTender } from '../auction/factories.ts';
import { eventsNamed, joinTender, settle } from '../auction/sockets.ts';
import { award, awardStep, endedAuction, type EndedAuction } from './setup.ts';

/** What suppliers are told of the award, written in the step's own transaction. */
describe('telling the suppliers of the award', () => {
  const clock = manualClock(new Date('2030-07-01T09:00:00Z'));
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await buildRoomApp({ clock }));
  });
  afterAll(() => app.dispose());

  /** Each user's award notices (title and text) and award mails (subject and text), by e-mail. */
  async function told(users: CreatedUser[]) {
    const notices = await app.ctx.db
      .select({
        userId: notifications.userId,
        title: notifications.title,
        text: notifications.text,
      })
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.userId,
            users.map((user) => user.user.id),
          ),
          like(notifications.title, 'Award%'),
        ),
      )
      .orderBy(notifications.createdAt);
    const mails = await app.ctx.db
      .select({ to: outboxMails.to, subject: outboxMails.subject, text: outboxMails.text })
      .from(outboxMails)
      .where(
        and(
          inArray(
            outboxMails.to,
            users.map((user) => user.user.email),
          ),
          eq(outboxMails.template, 'awardDecision'),
        ),
      )
      .orderBy(outboxMails.createdAt);
    return Object.fromEntries(
      users.map((user) => [
        user.user.email,
        {
          notices: notices
            .filter((notice) => notice.userId === user.user.id)
            .map(({ userId: _, ...n }) => n),
          mails: mails.filter((mail) => mail.to === user.user.email).map(({ to: _, ...m }) => m),
        },
      ]),
    );
  }
  const everyone = (auction: EndedAuction) => [
    auction.owner,
    auction.alice,
    auction.bob,
    auction.carol,
    auction.dave,
  ];

  it('tells winners what they won and the next step, the others that it went elsewhere, in the award’s transaction', async () => {
    const auction = await endedAuction(app, clock);
    let atCommit: Awaited<ReturnType<typeof told>> | undefined;
    app.ctx.events.on('awardChanged', 'test: what the award commit holds', async (event) => {
      if (event.tenderId === auction.tenderId) atCommit = await told(everyone(auction));
    });
    const reply = await award(app, auction.owner, auction.tenderId, {
      lines: [
        { itemId: auction.itemIds[0], supplierId: auction.alice.entryId },
        { itemId: auction.itemIds[1], supplierId: auction.bob.entryId },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const now = await told(everyone(auction));
    expect(atCommit).toEqual(now);
    const title = 'Award decision: "Office paper"';
    expect(now[auction.alice.user.email].notices).toEqual([
      {
        title,
        text: 'The buyer awarded you in "Office paper": Paper A4 (900.00 EUR). Total: 900.00 EUR. The award is not final yet: the buyer will contact you about the next steps.',
      },
    ]);
    expect(now[auction.bob.user.email].notices[0].text).toContain('Toner (160.00 EUR)');
    expect(now[auction.carol.user.email].notices).toEqual([
      { title, text: 'The buyer awarded "Office paper" to another supplier.' },
    ]);
    // The blocked supplier and the owner are not told.
    expect(now[auction.dave.user.email]).toEqual({ notices: [], mails: [] });
    expect(now[auction.owner.user.email]).toEqual({ notices: [], mails: [] });
    const mail = now[auction.alice.user.email].mails;
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(title);
    expect(mail[0].text).toContain('Paper A4 (900.00 EUR)');
    expect(mail[0].text).toContain(`/auctions/supplier/${auction.tenderId}`);
    expect(now[auction.carol.user.email].mails).toHaveLength(1);
  });

  it('tells the suppliers who did not win their rank when the buyer shares ranks', async () => {
    const auction = await endedAuction(app, clock);
    await award(app, auction.owner, auction.tenderId, {
      lines: [{ supplierId: auction.bob.entryId }],
      shareRanks: true,
    });
    const now = await told(everyone(auction));
    expect(now[auction.bob.user.email].notices[0].text).toBe(
      'The buyer awarded you the whole tender "Office paper" for 1110.00 EUR. The award is not final yet: the buyer will contact you about the next steps.',
    );
    expect(now[auction.alice.user.email].notices[0].text).toBe(
      'The buyer awarded "Office paper" to another supplier. Your final position in the auction: 2.',
    );
    expect(now[auction.carol.user.email].notices[0].text).toContain('was not ranked');
  });

  it('rolls the whole step back when a mail cannot be queued: no award, no notice, no history', async () => {
    const auction = await endedAuction(app, clock);
    const { mailer } = app.ctx;
    app.ctx.mailer = {
      ...mailer,
      queueToUser: async () => {
        throw new Error('outbox refused');
      },
    };
    try {
      const reply = await award(app, auction.owner, auction.tenderId, {
        lines: [{ supplierId: auction.bob.entryId }],
      });
      expect(reply.statusCode).toBe(500);
    } finally {
      app.ctx.mailer = mailer;
    }
    expect((await readTender(app, auction.tenderId)).awardStatus).toBeNull();
    expect(
      await app.ctx.db
        .select()
        .from(tenderAwards)
        .where(eq(tenderAwards.tenderId, auction.tenderId)),
    ).toEqual([]);
    expect(
      await app.ctx.db
        .select()
        .from(tenderAuditLog)
        .where(
          and(eq(tenderAuditLog.tenderId, auction.tenderId), eq(tenderAuditLog.action, 'awarded')),
        ),
    ).toEqual([]);
    const now = await told(everyone(auction));
    for (const user of everyone(auction))
      expect(now[user.user.email]).toEqual({ notices: [], mails: [] });
  });

  it('tells the winners why an award was cancelled, and the others that the buyer decides again', async () => {
    const auction = await endedAuction(app, clock);
    await award(app, auction.owner, auction.tenderId, {
      lines: [{ supplierId: auction.bob.entryId }],
    });
    clock.advance(1000);
    await awardStep(app, auction.owner, auction.tenderId, 'CancelAward', 'Bob cannot deliver');
    const now = await told(everyone(auction));
    expect(now[auction.bob.user.email].notices.at(-1)).toEqual({
      title: 'Award cancelled: "Office paper"',
      text: 'The buyer cancelled the award of "Office paper" to you and will decide again. Reason: Bob cannot deliver',
    });
    expect(now[auction.alice.user.email].notices.at(-1)).toEqual({
      title: 'Award cancelled: "Office paper"',
      text: 'The buyer cancelled the award of "Office paper" and will decide again.',
    });
    expect(now[auction.bob.user.email].mails.at(-1)?.text).toContain('Reason: Bob cannot deliver');
    expect(now[auction.alice.user.email].mails.at(-1)?.text).not.toContain('Bob cannot deliver');
  });

  it('tells the winners that the award is final, and every participant of a closing without award', async () => {
    const auction = await endedAuction(app, clock);
    await award(app, auction.owner, auction.tenderId, {
      lines: [{ supplierId: auction.bob.entryId }],
    });
    clock.advance(1000);
    await awardStep(app, auction.owner, auction.tenderId, 'FinalizeAward');
    const now = await told(everyone(auction));
    expect(now[auction.bob.user.email].notices.at(-1)?.title).toBe('Award final: "Office paper"');
    expect(now[auction.bob.user.email].notices.at(-1)?.text).toContain('to conclude the contract');
    expect(now[auction.alice.user.email].notices).toHaveLength(1);

    const closed = await endedAuction(app, clock);
    await awardStep(app, closed.owner, closed.tenderId, 'CloseWithoutAward', 'Budget withdrawn');
    const afterClose = await told(everyone(closed));
    for (const supplier of [closed.alice, closed.bob, closed.carol])
      expect(afterClose[supplier.user.email]).toEqual({
        notices: [
          {
            title: 'Award decision: "Office paper"',
            text: 'The buyer closed "Office paper" without awarding it. Reason: Budget withdrawn',
          },
        ],
        mails: [expect.objectContaining({ subject: 'Award decision: "Office paper"' })],
      });
  });

  it('pushes the tender status to its room, so its open pages read the award', async () => {
    const auction = await endedAuction(app, clock);
    const recorder = await app.openRecorder(auction.alice.token);
    expect((await joinTender(recorder, auction.tenderId)).ok).toBe(true);
    await award(app, auction.owner, auction.tenderId, {
      lines: [{ supplierId: auction.bob.entryId }],
    });
    await settle(() => eventsNamed(recorder, 'updateTenderStatus').length === 1);
    expect(eventsNamed(recorder, 'updateTenderStatus')).toEqual([
      { tenderId: auction.tenderId, status: TenderStatus.ENDED },
    ]);
  });
});
