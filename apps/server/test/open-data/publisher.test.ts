/**
 * The open-data publisher: which release each step of a public tender's life writes (tags), that
 * private, demo and draft tenders never appear, that only awarded suppliers are named, and that
 * publishing is idempotent (again, by the sweep, by two nodes at once).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenderStatus } from '@tendermark/shared';
import { ocdsReleases, tenders, users } from '../../src/db/schema/index.ts';
import { runDueTransitions } from '../../src/jobs/transitions.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { publishTender } from '../../src/modules/open-data/publisher.ts';
import { createOpenDataSweep, publishChangedTenders } from '../../src/modules/open-data/sweep.ts';
import { appsOnOneDatabase, withFreshToken } from '../auction/factories.ts';
import { award, awardStep, endedAuction } from '../award/setup.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderApp, call, loadCountryIds } from '../tenders/helpers.ts';
import {
  addBidder,
  cancelAwardLines,
  createPublicDraft,
  makeAwardFinal,
  OCID_PREFIX,
  releasesOf,
  schedulePublicTender,
  setCompany,
  tagsOf,
  userOfCompany,
  writeAward,
} from './helpers.ts';

const MINUTE = 60_000;
const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
let app: TestApp;
let buyer: CreatedUser;
/** The buyer with an access token of the clock's now (the tests move the clock by hours). */
const owner = () => withFreshToken(app, buyer);

beforeAll(async () => {
  app = await buildTenderApp({ clock, runClock: false });
  await loadCountryIds(app);
  buyer = await userOfCompany(app, 'City of Graz');
});
afterAll(() => app.dispose());

async function tenderRow(tenderId: string) {
  const [row] = await app.ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
  return row!;
}

/** Moves the clock just past the instant and runs the tender clock's due transitions. */
async function runClockAt(instant: Date) {
  clock.set(new Date(instant.getTime() + 1000));
  await runDueTransitions(app.ctx);
}

describe('a public tender from its publication to the contracts', () => {
  let tenderId: string;
  let itemIds: string[];
  let winner: { entryId: string };
  let second: { entryId: string };

  it('is published with a tender release when its owner schedules it', async () => {
    ({ tenderId, itemIds } = await schedulePublicTender(app, await owner()));
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases)).toEqual([['tender']]);
    const [release] = releases;
    const ocid = `${OCID_PREFIX}-${tenderId}`;
    expect(release).toMatchObject({
      ocid,
      id: `${ocid}-1`,
      date: clock.now().toISOString(),
      initiationType: 'tender',
      buyer: { id: 'buyer', name: 'City of Graz' },
      parties: [{ id: 'buyer', name: 'City of Graz', roles: ['buyer', 'procuringEntity'] }],
      tender: {
        id: tenderId,
        title: 'Office paper and toner',
        status: 'active',
        value: { amount: 1200, currency: 'EUR' },
        procurementMethod: 'open',
        awardCriteria: 'priceOnly',
        submissionMethod: ['electronicAuction'],
      },
    });
    expect(release!.tender.items).toMatchObject([
      { id: itemIds[0], description: 'A4 paper', quantity: 10, unit: { value: { amount: 100 } } },
      { id: itemIds[1], description: 'Toner: Black, for the office printers', quantity: 4 },
    ]);
    expect(release!.awards).toBeUndefined();
  });

  it('writes nothing more when nothing changed: again, or by the sweep', async () => {
    expect(await publishTender(app.ctx, tenderId)).toEqual({ kind: 'unchanged' });
    await publishChangedTenders(app.ctx);
    expect(await releasesOf(app, tenderId)).toHaveLength(1);
  });

  it('writes nothing when the proposals end and the auction starts (nothing published changed)', async () => {
    const tender = await tenderRow(tenderId);
    await runClockAt(tender.proposalEndDate);
    await runClockAt(tender.startDate);
    expect((await tenderRow(tenderId)).status).toBe(TenderStatus.SUBMITTED);
    expect(await releasesOf(app, tenderId)).toHaveLength(1);
  });

  it('writes a tenderUpdate when the owner prolongs the auction', async () => {
    const before = await tenderRow(tenderId);
    const reply = await call(
      app,
      await owner(),
      'PUT',
      `/api/tender/ProlongTender?tenderId=${tenderId}&length=15`,
    );
    expect(reply.statusCode).toBe(200);
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases)).toEqual([['tender'], ['tenderUpdate']]);
    const endDate = new Date(before.endDate.getTime() + 15 * MINUTE).toISOString();
    expect(releases[1]!.tender.tenderPeriod.endDate).toBe(endDate);
    expect(releases[1]!.id).toBe(`${OCID_PREFIX}-${tenderId}-2`);
  });

  it('writes a tenderUpdate (complete) when the auction ends, naming no bidder', async () => {
    winner = await addBidder(app, tenderId, 'Paper Winner GmbH', 950);
    second = await addBidder(app, tenderId, 'Second Place KG', 1000);
    await addBidder(app, tenderId, 'Loser Supplies AG', 1100);
    await runClockAt((await tenderRow(tenderId)).endDate);
    expect((await tenderRow(tenderId)).status).toBe(TenderStatus.ENDED);
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases).at(-1)).toEqual(['tenderUpdate']);
    expect(releases.at(-1)!.tender.status).toBe('complete');
    const text = JSON.stringify(releases);
    for (const name of ['Paper Winner', 'Second Place', 'Loser Supplies'])
      expect(text).not.toContain(name);
  });

  it('writes an award release naming the awarded suppliers only, with their awarded values', async () => {
    await writeAward(app, tenderId, [
      { entryId: winner.entryId, itemId: itemIds[0]!, amount: 880 },
      { entryId: second.entryId, itemId: itemIds[1]!, amount: 160 },
    ]);
    expect(await publishTender(app.ctx, tenderId)).toMatchObject({
      kind: 'published',
      tags: ['award'],
    });
    const release = (await releasesOf(app, tenderId)).at(-1)!;
    expect(release.parties.map((party) => [party.name, party.roles])).toEqual([
      ['City of Graz', ['buyer', 'procuringEntity']],
      ['Paper Winner GmbH', ['tenderer', 'supplier']],
      ['Second Place KG', ['tenderer', 'supplier']],
    ]);
    expect(release.awards).toMatchObject([
      {
        status: 'pending',
        value: { amount: 880, currency: 'EUR' },
        suppliers: [{ name: 'Paper Winner GmbH' }],
        items: [{ id: itemIds[0] }],
      },
      { status: 'pending', value: { amount: 160 }, suppliers: [{ name: 'Second Place KG' }] },
    ]);
    expect(release.contracts).toBeUndefined();
    // The bidder who won nothing stays unnamed, and so does its offer (1100).
    expect(JSON.stringify(release)).not.toContain('Loser Supplies');
    // As a JSON number: the digits may stand inside a random id.
    expect(JSON.stringify(release)).not.toMatch(/[:,[]1100(\.0+)?[,\]}]/);
  });

  it('writes an awardUpdate with a contract per awarded supplier when the award is final', async () => {
    await makeAwardFinal(app, tenderId);
    await publishChangedTenders(app.ctx);
    const release = (await releasesOf(app, tenderId)).at(-1)!;
    expect(release.tag).toEqual(['awardUpdate', 'contract']);
    expect(release.awards!.map((award) => award.status)).toEqual(['active', 'active']);
    expect(release.contracts).toMatchObject([
      { awardID: release.awards![0]!.id, status: 'pending', value: { amount: 880 } },
      { awardID: release.awards![1]!.id, status: 'pending', value: { amount: 160 } },
    ]);
  });

  it('numbers the releases of its ocid 1, 2, 3… in date order', async () => {
    const releases = await releasesOf(app, tenderId);
    expect(releases.map((release) => release.id)).toEqual(
      releases.map((_release, index) => `${OCID_PREFIX}-${tenderId}-${index + 1}`),
    );
    const dates = releases.map((release) => release.date);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('with the award service', () => {
  it('publishes each award step at once (awardChanged), naming the awarded suppliers only', async () => {
    const auction = await endedAuction(app, clock);
    const { tenderId } = auction;
    for (const [supplier, company] of [
      [auction.alice, 'Alice Paper Ltd'],
      [auction.bob, 'Bob Toner Ltd'],
      [auction.carol, 'Carol Never Bid Ltd'],
      [auction.dave, 'Dave Blocked Ltd'],
    ] as const)
      await setCompany(app, supplier.user.id, company);
    // A public tender that ended while its after-commit publication was lost.
    await app.ctx.db.update(tenders).set({ isPublic: true }).where(eq(tenders.id, tenderId));
    const [paper, toner] = auction.itemIds;
    const owner = await withFreshToken(app, auction.owner);
    const awarded = await award(app, owner, tenderId, {
      lines: [
        { itemId: paper, supplierId: auction.alice.entryId },
        { itemId: toner, supplierId: auction.bob.entryId },
      ],
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect(tagsOf(await releasesOf(app, tenderId))).toEqual([['tender', 'award']]);
    const steps = [
      () => awardStep(app, owner, tenderId, 'CancelAward', 'Wrong lines'),
      () => award(app, owner, tenderId, { lines: [{ supplierId: auction.bob.entryId }] }),
      () => awardStep(app, owner, tenderId, 'FinalizeAward'),
    ];
    for (const step of steps) {
      clock.advance(MINUTE);
      const reply = await step();
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases)).toEqual([
      ['tender', 'award'],
      ['awardCancellation'],
      ['awardUpdate'],
      ['awardUpdate', 'contract'],
    ]);
    const last = releases.at(-1)!;
    expect(last.awards!.map((entry) => [entry.suppliers[0]!.name, entry.status])).toEqual([
      ['Alice Paper Ltd', 'cancelled'],
      ['Bob Toner Ltd', 'active'],
    ]);
    expect(last.contracts).toMatchObject([{ status: 'pending', items: [{}, {}] }]);
    const text = JSON.stringify(releases);
    expect(text).not.toContain('Carol Never Bid');
    expect(text).not.toContain('Dave Blocked');
    expect(text).not.toContain('Wrong lines');
  });
});

/** The owner cancels the tender with a reason (200 expected). */
async function cancelTender(tenderId: string, reason: string) {
  const reply = await call(
    app,
    await owner(),
    'POST',
    `/api/tender/CancelTender?tenderId=${tenderId}&reason=${encodeURIComponent(reason)}`,
  );
  expect(reply.statusCode).toBe(200);
}

describe('cancellations', () => {
  it('writes a tenderCancellation when the owner cancels a published tender', async () => {
    const { tenderId } = await schedulePublicTender(app, await owner());
    await cancelTender(tenderId, 'Budget cut');
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases)).toEqual([['tender'], ['tenderCancellation']]);
    expect(releases[1]!.tender.status).toBe('cancelled');
    // The reason was written for the suppliers; it is not published.
    expect(JSON.stringify(releases)).not.toContain('Budget cut');
  });

  it('writes an awardCancellation when the buyer cancels an award, and unsuccessful when not awarded', async () => {
    const { tenderId } = await schedulePublicTender(app, await owner());
    const bidder = await addBidder(app, tenderId, 'Withdrawn Winner SE', 1000);
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.ENDED, updatedAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    await publishChangedTenders(app.ctx);
    const lines = await writeAward(app, tenderId, [
      { entryId: bidder.entryId, itemId: null, amount: 1000 },
    ]);
    await publishChangedTenders(app.ctx);
    await cancelAwardLines(app, tenderId, lines);
    await publishChangedTenders(app.ctx);
    await app.ctx.db
      .update(tenders)
      .set({ awardStatus: 'notAwarded', awardReason: 'Over budget', updatedAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    await publishChangedTenders(app.ctx);
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases)).toEqual([
      ['tender'],
      ['tenderUpdate'],
      ['award'],
      ['awardCancellation'],
      ['tenderUpdate'],
    ]);
    // A whole-tender award holds every item; once cancelled it stays, cancelled.
    expect(releases[2]!.awards![0]!.items).toHaveLength(2);
    expect(releases[3]!.awards).toMatchObject([{ status: 'cancelled', value: { amount: 1000 } }]);
    expect(releases[4]!.tender.status).toBe('unsuccessful');
    expect(JSON.stringify(releases)).not.toContain('Over budget');
  });

  it('keeps the published releases when the owner deletes the tender (releases are immutable)', async () => {
    const { tenderId } = await schedulePublicTender(app, await owner());
    await cancelTender(tenderId, 'Budget cut');
    const ocid = `${OCID_PREFIX}-${tenderId}`;
    const deleted = await call(
      app,
      await owner(),
      'POST',
      `/api/tender/DeleteTender?id=${tenderId}`,
    );
    expect(deleted.statusCode).toBe(200);
    const record = await app.inject({ method: 'GET', url: `/api/ocds/records/${ocid}` });
    expect(record.statusCode).toBe(200);
    expect(
      record.json().records[0].releases.map((release: { tag: string[] }) => release.tag),
    ).toEqual([['tender'], ['tenderCancellation']]);
    // The sweep, which follows tenders, finds nothing to publish for it.
    expect(await publishChangedTenders(app.ctx)).toBe(0);
  });
});

describe('what is never published', () => {
  it('a private tender, whatever happens to it', async () => {
    const { tenderId } = await schedulePublicTender(app, await owner(), { isPublic: false });
    await cancelTender(tenderId, 'No');
    expect(await publishTender(app.ctx, tenderId)).toEqual({ kind: 'notPublic' });
    await publishChangedTenders(app.ctx);
    expect(await releasesOf(app, tenderId)).toEqual([]);
  });

  it('a draft, even a public one', async () => {
    const { tenderId } = await createPublicDraft(app, await owner());
    expect(await publishTender(app.ctx, tenderId)).toEqual({ kind: 'notPublic' });
    await publishChangedTenders(app.ctx);
    expect(await releasesOf(app, tenderId)).toEqual([]);
  });

  it('a demo tender', async () => {
    const { tenderId } = await createPublicDraft(app, await owner());
    await app.ctx.db.update(tenders).set({ isDemo: true }).where(eq(tenders.id, tenderId));
    await call(app, await owner(), 'PUT', `/api/tender/ScheduleTender?tenderId=${tenderId}`);
    expect((await tenderRow(tenderId)).status).toBe(TenderStatus.SCHEDULED);
    await publishChangedTenders(app.ctx);
    expect(await releasesOf(app, tenderId)).toEqual([]);
  });

  it("a person's name: a buyer or an awarded supplier without a company is unnamed", async () => {
    const person = await withFreshToken(
      app,
      await createUser(app, { roles: ['BusinessStandard'] }),
    );
    await app.ctx.db
      .update(users)
      .set({ firstName: 'Erika', lastName: 'Mustermann' })
      .where(eq(users.id, person.user.id));
    const { tenderId } = await schedulePublicTender(app, person);
    const bidder = await addBidder(app, tenderId, 'Placeholder', 900);
    await app.ctx.db
      .update(users)
      .set({ companyId: null, firstName: 'Max', lastName: 'Muster' })
      .where(eq(users.id, bidder.user.user.id));
    await writeAward(app, tenderId, [{ entryId: bidder.entryId, itemId: null, amount: 900 }]);
    await publishTender(app.ctx, tenderId);
    const releases = await releasesOf(app, tenderId);
    expect(releases.at(-1)!.parties.map((party) => party.name)).toEqual([
      'Unnamed buyer',
      'Unnamed supplier',
    ]);
    const text = JSON.stringify(releases);
    for (const name of ['Erika', 'Mustermann', 'Max', 'Muster', person.user.email])
      expect(text).not.toContain(name);
  });

  it('anything more of a tender that became private', async () => {
    const { tenderId } = await schedulePublicTender(app, await owner());
    await app.ctx.db.update(tenders).set({ isPublic: false }).where(eq(tenders.id, tenderId));
    await cancelTender(tenderId, 'No');
    await publishChangedTenders(app.ctx);
    expect(tagsOf(await releasesOf(app, tenderId))).toEqual([['tender']]);
  });
});

describe('crash safety and idempotence', () => {
  it('the sweep publishes a change whose after-commit publication was lost, once', async () => {
    const { tenderId } = await schedulePublicTender(app, await owner());
    // As if the process died between the commit and the publisher: the change is stored only.
    const endDate = new Date((await tenderRow(tenderId)).endDate.getTime() + 30 * MINUTE);
    await app.ctx.db
      .update(tenders)
      .set({ endDate, updatedAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    expect(await releasesOf(app, tenderId)).toHaveLength(1);
    expect(await publishChangedTenders(app.ctx)).toBe(1);
    expect(await publishChangedTenders(app.ctx)).toBe(0);
    const releases = await releasesOf(app, tenderId);
    expect(tagsOf(releases)).toEqual([['tender'], ['tenderUpdate']]);
    expect(releases[1]!.tender.tenderPeriod.endDate).toBe(endDate.toISOString());
  });

  it('the sweep reaches a lost change past any number of long-published tenders', async () => {
    await schedulePublicTender(app, await owner());
    await schedulePublicTender(app, await owner());
    const { tenderId } = await schedulePublicTender(app, await owner());
    // Hours later, with every tender published (each was changed just before its release), one
    // change's publication is lost; a sweep of one tender must take that one.
    clock.advance(3 * 60 * MINUTE);
    const endDate = new Date((await tenderRow(tenderId)).endDate.getTime() + 30 * MINUTE);
    await app.ctx.db
      .update(tenders)
      .set({ endDate, updatedAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    expect(await publishChangedTenders(app.ctx, { limit: 1 })).toBe(1);
    expect(tagsOf(await releasesOf(app, tenderId))).toEqual([['tender'], ['tenderUpdate']]);
  });

  it("the loop's sweep goes batch by batch, then looks only at what changed since its last pass", async () => {
    const sweep = createOpenDataSweep({ limit: 1 });
    /** Runs until a pass ends (a run with a batch that is not full), at most `runs` times. */
    const finishPass = async (runs = 100) => {
      let written = 0;
      for (let run = 0; run < runs; run++) {
        const before = (await app.ctx.db.select().from(ocdsReleases)).length;
        written += await sweep.run(app.ctx);
        const after = (await app.ctx.db.select().from(ocdsReleases)).length;
        expect(after - before).toBeLessThanOrEqual(1);
      }
      return written;
    };
    // Two changes whose publication was lost, behind every tender published recently.
    const lost = [
      await schedulePublicTender(app, await owner()),
      await schedulePublicTender(app, await owner()),
    ];
    for (const { tenderId } of lost) {
      const endDate = new Date((await tenderRow(tenderId)).endDate.getTime() + 30 * MINUTE);
      await app.ctx.db
        .update(tenders)
        .set({ endDate, updatedAt: new Date(clock.now().getTime() + MINUTE) })
        .where(eq(tenders.id, tenderId));
    }
    clock.advance(2 * MINUTE);
    await finishPass();
    for (const { tenderId } of lost)
      expect(tagsOf(await releasesOf(app, tenderId))).toEqual([['tender'], ['tenderUpdate']]);
    // A later pass: a change after the first pass began is found; nothing is published twice.
    clock.advance(5 * MINUTE);
    const [{ tenderId }] = lost;
    const endDate = new Date((await tenderRow(tenderId)).endDate.getTime() + 15 * MINUTE);
    await app.ctx.db
      .update(tenders)
      .set({ endDate, updatedAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    clock.advance(MINUTE);
    expect(await finishPass(5)).toBe(1);
    expect(tagsOf(await releasesOf(app, tenderId))).toHaveLength(3);
  });

  it('the sweep publishes a public tender that was never published (first deploy, lost event)', async () => {
    const { tenderId } = await createPublicDraft(app, await owner());
    await app.ctx.db
      .update(tenders)
      .set({ status: TenderStatus.SCHEDULED, scheduledAt: clock.now() })
      .where(eq(tenders.id, tenderId));
    await publishChangedTenders(app.ctx);
    expect(tagsOf(await releasesOf(app, tenderId))).toEqual([['tender']]);
  });

  it('two nodes publishing one change at once write one release', async () => {
    const cluster = await appsOnOneDatabase(2, clock, { runClock: false });
    try {
      const [first, second] = cluster.apps as [TestApp, TestApp];
      const someone = await userOfCompany(first, 'Twin Nodes Ltd');
      await loadCountryIds(first);
      const { tenderId } = await createPublicDraft(first, someone);
      await first.ctx.db
        .update(tenders)
        .set({ status: TenderStatus.SCHEDULED, scheduledAt: clock.now() })
        .where(eq(tenders.id, tenderId));
      const outcomes = await Promise.all([
        publishTender(first.ctx, tenderId),
        publishTender(second.ctx, tenderId),
        publishChangedTenders(second.ctx),
        publishTender(first.ctx, tenderId),
      ]);
      expect(
        outcomes.filter((outcome) => (outcome as { kind?: string }).kind === 'published').length +
          (outcomes[2] as number),
      ).toBe(1);
      const rows = await first.ctx.db
        .select({ releaseId: ocdsReleases.releaseId })
        .from(ocdsReleases)
        .where(eq(ocdsReleases.tenderId, tenderId));
      expect(rows).toEqual([{ releaseId: `${OCID_PREFIX}-${tenderId}-1` }]);
    } finally {
      await cluster.dispose();
    }
  });
});
