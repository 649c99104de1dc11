// /pricing for each viewer: a visitor is offered registration (and the trial through it), a Free
// member the trial and, with Stripe, the checkout; a subscriber the portal; a used trial is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TPlanAccount, TPlansReply, TUserInfo } from '@tendermark/shared';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { mockFetch } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { userInfoFixture } from '@/test/user-fixtures.ts';
import { PricingPage } from './pricing-page.tsx';

const member = userInfoFixture({ Name: 'buyer@example.com', RemainingFreeTenders: 0 });

const freeAccount: TPlanAccount = {
  plan: 'Free',
  expires: null,
  remainingFreeTenders: 0,
  trialStartedAt: null,
  canStartTrial: true,
  canManageBilling: false,
};

function plansReply(overrides: Partial<TPlansReply> = {}): TPlansReply {
  return {
    currency: 'EUR',
    plans: [
      { plan: 'Free', monthlyPrice: 0 },
      { plan: 'BusinessStandard', monthlyPrice: 39 },
      { plan: 'BusinessPremium', monthlyPrice: 99 },
    ],
    trialDays: 30,
    checkoutAvailable: false,
    account: null,
    ...overrides,
  };
}

async function renderPricing(reply: TPlansReply, user: TUserInfo | null) {
  sessionStore.setUser(user);
  mockFetch(() => ({ body: reply }));
  await renderWithProviders(<PricingPage />, { route: '/pricing' });
  await screen.findByTestId('plan-BusinessStandard');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('the plans page', () => {
  it('shows a visitor the prices and registration, and no checkout when none is configured', async () => {
    await renderPricing(plansReply(), null);
    const standard = screen.getByTestId('plan-BusinessStandard');
    expect(standard).toHaveTextContent('€39.00');
    expect(
      within(standard).getByRole('link', { name: 'Register for a 30-day free trial' }),
    ).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Log in to subscribe' })).not.toBeInTheDocument();
    expect(screen.getByText(/Payments are not set up on this server/)).toBeInTheDocument();
  });

  it('offers a Free member the trial, and the checkout of both plans when Stripe is configured', async () => {
    await renderPricing(plansReply({ checkoutAvailable: true, account: freeAccount }), member);
    expect(screen.getByTestId('current-plan')).toHaveTextContent('You are on Free');
    const standard = screen.getByTestId('plan-BusinessStandard');
    expect(within(standard).getByRole('button', { name: 'Start 30-day free trial' })).toBeEnabled();
    expect(within(standard).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    const premium = screen.getByTestId('plan-BusinessPremium');
    expect(within(premium).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(within(premium).queryByRole('button', { name: /trial/ })).not.toBeInTheDocument();
  });

  it('does not offer a used trial again', async () => {
    await renderPricing(
      plansReply({
        account: { ...freeAccount, canStartTrial: false, trialStartedAt: '2030-02-01T00:00:00Z' },
      }),
      member,
    );
    expect(screen.queryByRole('button', { name: /free trial/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('You started your free trial');
  });

  it('shows a subscriber their plan, its end and the portal instead of another checkout', async () => {
    await renderPricing(
      plansReply({
        checkoutAvailable: true,
        account: {
          ...freeAccount,
          plan: 'BusinessPremium',
          expires: '2030-03-01T00:00:00.000Z',
          canStartTrial: false,
          canManageBilling: true,
        },
      }),
      { ...member, InRoles: ['BusinessPremium'], Expires: '2030-03-01T00:00:00.000Z' },
    );
    const current = screen.getByTestId('current-plan');
    expect(current).toHaveTextContent('You are on Business Premium');
    expect(current).toHaveTextContent('Valid until');
    expect(within(current).getByRole('button', { name: 'Manage subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
