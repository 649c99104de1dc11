import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages } from '@tendermark/shared';
import { notifications } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { sendSavedSearchAlerts } from '../../src/modules/search/saved-searches.ts';
import { withFreshToken } from '../auction/factories.ts';
import type { CreatedUser } from '../factories.ts';
import { mailsTo, type TestApp } from '../helper.ts';
import { buildTenderSuite, call } from '../tenders/helpers.ts';
import { govTender, publishedTender } from './fixtures.ts';

const HOUR = 60 * 60 * 1000;
const clock = manualClock(new Date('2030-01-10T08:00:00Z'));
let app: TestApp;
let buyer: CreatedUser;
let watcher: CreatedUser;

async function advance(ms: number) {
  clock.advance(ms);
  [buyer, watcher] = await Promise.all([buyer, watcher].map((user) => withFreshToken(app, user)));
}

async function titlesOf(user: CreatedUser) {
  const rows = await app.ctx.db
    .select({ title: notifications.title, text: notifications.text })
    .from(notifications)
    .where(eq(notifications.userId, user.user.id));
  return rows;
}

beforeAll(async () => {
  ({ app, owner: buyer, stranger: watcher } = await buildTenderSuite({ clock, runClock: false }));
});
afterAll(() => app.dispose());

describe('saved searches', () => {
  it('are kept, listed and deleted by their owner only', async () => {
    const saved = await call(app, watcher, 'POST', '/api/search/SaveSearch', {
      kind: 'auctions',
      name: 'Chairs',
      criteria: { keywords: 'chairs' },
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().id;
    const mine = await call(app, watcher, 'GET', '/api/search/GetSavedSearches');
    expect(mine.json()).toEqual([
      expect.objectContaining({ id, kind: 'auctions', name: 'Chairs' }),
    ]);
    expect((await call(app, buyer, 'GET', '/api/search/GetSavedSearches')).json()).toEqual([]);
    const foreign = await call(app, buyer, 'DELETE', `/api/search/DeleteSavedSearch?id=${id}`);
    expect(foreign.statusCode).toBe(404);
    const own = await call(app, watcher, 'DELETE', `/api/search/DeleteSavedSearch?id=${id}`);
    expect(own.statusCode).toBe(200);
    expect((await call(app, watcher, 'GET', '/api/search/GetSavedSearches')).json()).toEqual([]);
  });

  it('refuses a search the search form would refuse', async () => {
    const reply = await call(app, watcher, 'POST', '/api/search/SaveSearch', {
      kind: 'gov',
      name: 'Too short',
      criteria: { keywords: 'x' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(Messages.minLength2);
  });

  it('announce new matches once an hour, once each, by notification and e-mail', async () => {
    await call(app, watcher, 'POST', '/api/search/SaveSearch', {
      kind: 'auctions',
      name: 'Office chairs',
      criteria: { keywords: 'office chairs' },
    });
    await call(app, watcher, 'POST', '/api/search/SaveSearch', {
      kind: 'gov',
      name: 'Cleaning',
      criteria: { keywords: 'cleaning' },
    });
    await advance(10 * 60 * 1000);
    await publishedTender(app, buyer, { name: 'Office chairs for the library' });
    await publishedTender(app, buyer, { name: 'Printer paper' });
    await govTender(app, { title: 'Cleaning services', importedAt: clock.now() });

    // Not an hour since the searches were saved: nothing is checked yet.
    expect(await sendSavedSearchAlerts(app.ctx)).toEqual([]);
    await advance(HOUR);
    expect(await sendSavedSearchAlerts(app.ctx)).toHaveLength(2);
    expect(await sendSavedSearchAlerts(app.ctx)).toEqual([]);

    const notices = await titlesOf(watcher);
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => notice.text).sort()).toEqual([
      'New tenders match your saved search "Cleaning": 1.',
      'New tenders match your saved search "Office chairs": 1.',
    ]);
    const mails = await mailsTo(app, watcher.user.email, 'savedSearchAlert');
    expect(mails).toHaveLength(2);
    const chairsMail = mails.find((mail) => mail.subject.includes('Office chairs'));
    expect(chairsMail?.text).toContain('Office chairs for the library');
    expect(chairsMail?.text).toContain('/public/auction-overview/');
    expect(chairsMail?.text).not.toContain('Printer paper');

    // A later hour with nothing new stays quiet.
    await advance(HOUR);
    expect(await sendSavedSearchAlerts(app.ctx)).toEqual([]);
  });
});
