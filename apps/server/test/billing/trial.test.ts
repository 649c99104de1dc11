import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, Messages } from '@tendermark/shared';
import { userBilling, users } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { eventsNamed, settle } from '../auction/sockets.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { build } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import {
  call,
  createSchedulableDraft,
  loadCountryIds,
  scheduleTender,
  setFreeTenders,
} from '../tenders/helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('plans page and the self-serve trial', () => {
  const clock = manualClock(new Date('2031-05-01T09:00:00Z'));
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(
      await build({
        clock,
        config: {
          plans: { currency: 'EUR', monthlyPrices: { BusinessStandard: 39, BusinessPremium: 99 } },
        },
      }),
    );
    await loadCountryIds(app);
  });
  afterAll(() => app.dispose());

  const plans = (user?: CreatedUser) => call(app, user, 'GET', '/api/billing/GetPlans');
  const startTrial = (user?: CreatedUser) => call(app, user, 'POST', '/api/billing/StartTrial');

  it('shows a visitor the three plans with the configured prices and no account', async () => {
    const reply = await plans();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      currency: 'EUR',
      plans: [
        { plan: 'Free', monthlyPrice: 0 },
        { plan: 'BusinessStandard', monthlyPrice: 39 },
        { plan: 'BusinessPremium', monthlyPrice: 99 },
      ],
      trialDays: 30,
      checkoutAvailable: false,
      account: null,
    });
  });

  it('answers 401 to a token that is no longer valid, so that the web renews it', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/billing/GetPlans',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(reply.statusCode).toBe(401);
  });

  it('lets a Free user with no free auctions start a 30-day trial and then schedule', async () => {
    const user = await createUser(app);
    await setFreeTenders(app, user, 0);
    const draft = await createSchedulableDraft(app, user);
    expect((await plans(user)).json().account).toEqual({
      plan: 'Free',
      expires: null,
      remainingFreeTenders: 0,
      trialStartedAt: null,
      canStartTrial: true,
      canManageBilling: false,
    });
    const refused = await scheduleTender(app, user, draft);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Messages.planRequired);

    const socket = await app.openRecorder(user.token, Hubs.notification);
    const reply = await startTrial(user);
    expect(reply.statusCode).toBe(200);
    const expires = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(reply.json()).toEqual({ roles: ['BusinessStandard'], expires });
    await settle(() => eventsNamed(socket, 'billingUpdate').length === 1);
    expect(eventsNamed(socket, 'billingUpdate')).toEqual([
      { roles: ['BusinessStandard'], expires },
    ]);

    expect((await plans(user)).json().account).toMatchObject({
      plan: 'BusinessStandard',
      expires,
      trialStartedAt: clock.now().toISOString(),
      canStartTrial: false,
    });
    expect((await scheduleTender(app, user, draft)).statusCode).toBe(200);
  });

  it('refuses a second trial, also after the first has lapsed', async () => {
    const user = await createUser(app);
    expect((await startTrial(user)).statusCode).toBe(200);
    const again = await startTrial(user);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'already_on_business_plan',
      message: Messages.alreadyOnBusinessPlan,
    });

    // The trial lapses (as 30 days later; the user's token would have lapsed with a moved clock).
    await app.ctx.db
      .update(users)
      .set({ subscriptionExpires: new Date(clock.now().getTime() - 1000) })
      .where(eq(users.id, user.user.id));
    expect((await plans(user)).json().account).toMatchObject({
      plan: 'Free',
      canStartTrial: false,
    });
    const lapsed = await startTrial(user);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json()).toEqual({
      error: 'trial_already_used',
      message: Messages.trialAlreadyUsed,
    });
  });

  it('grants one trial when many start at once', async () => {
    const user = await createUser(app);
    const replies = await Promise.all(Array.from({ length: 6 }, () => startTrial(user)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await app.ctx.db
      .select()
      .from(userBilling)
      .where(eq(userBilling.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });

  it('offers no trial to a user on a Business plan', async () => {
    const user = await createUser(app, { roles: ['BusinessPremium'] });
    expect((await plans(user)).json().account).toMatchObject({
      plan: 'BusinessPremium',
      canStartTrial: false,
    });
    const reply = await startTrial(user);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe('already_on_business_plan');
  });

  it('asks a visitor to log in before a trial', async () => {
    expect((await startTrial()).statusCode).toBe(401);
  });

  it("pushes billingUpdate when an admin gives a trial, so the user's open app changes at once", async () => {
    const admin = await createUser(app, { roles: ['Admin'] });
    const user = await createUser(app);
    const socket = await app.openRecorder(user.token, Hubs.notification);
    const reply = await call(app, admin, 'POST', '/api/admin/GiveTrialToUser', {
      userName: user.user.userName,
      days: 10,
    });
    expect(reply.statusCode).toBe(200);
    const expires = new Date(clock.now().getTime() + 10 * DAY_MS).toISOString();
    await settle(() => eventsNamed(socket, 'billingUpdate').length === 1);
    expect(eventsNamed(socket, 'billingUpdate')).toEqual([
      { roles: ['BusinessStandard'], expires },
    ]);
  });
});
