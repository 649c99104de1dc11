// Freezing (issue 27): only a tender under way can be frozen, and its owner is told — a
// notification written with the change and a mail — when it is frozen and when it is released.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, TenderStatus } from '@tendermark/shared';
import { notifications } from '../../src/db/schema/index.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { mailsTo, type TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createSchedulableDraft,
  getTender,
  scheduleTender,
} from '../tenders/helpers.ts';

describe('freezing a tender', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
    admin = await createUser(app, { roles: ['Admin'] });
  });
  afterAll(() => app.dispose());

  const freeze = (id: string, action = 'FreezeTender') =>
    call(app, admin, 'POST', `/api/admin/${action}?tenderId=${id}`);
  const noticesOfOwner = () =>
    app.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));

  it('is refused on a draft: there is nothing to pause', async () => {
    const id = await createSchedulableDraft(app, owner);
    const reply = await freeze(id);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      error: 'not_freezable',
      message: Messages.tenderNotFreezable,
    });
    expect((await getTender(app, owner, id)).tenderStatus).toBe(TenderStatus.NEW);
  });

  it('tells the owner by notification and mail when it is frozen and when it is released', async () => {
    const id = await createSchedulableDraft(app, owner);
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const before = (await noticesOfOwner()).length;
    const mailsBefore = (await mailsTo(app, owner.user.email, 'participationChanged')).length;

    expect((await freeze(id)).statusCode).toBe(200);
    const afterFreeze = await noticesOfOwner();
    expect(afterFreeze).toHaveLength(before + 1);
    const frozenNotice = afterFreeze.find((notice) => notice.title === 'Auction frozen');
    expect(frozenNotice?.text).toMatch(/suppliers cannot bid/);
    expect(frozenNotice?.link).toEqual({ action: 'ownerTender', dataId: id });
    const mails = await mailsTo(app, owner.user.email, 'participationChanged');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.text).toContain('An administrator froze your auction');

    expect((await freeze(id, 'UnfreezeTender')).statusCode).toBe(200);
    const titles = (await noticesOfOwner()).map((notice) => notice.title);
    expect(titles).toContain('Auction released');
    expect(await mailsTo(app, owner.user.email, 'participationChanged')).toHaveLength(
      mailsBefore + 2,
    );
  });
});
