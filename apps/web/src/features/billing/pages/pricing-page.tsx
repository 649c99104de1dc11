// /pricing: the three plans with their prices (from the server's configuration), and for a member
// their plan, its end and the way up: the one free trial of Business Standard, Stripe's checkout
// when the server has it, and the customer portal for a subscriber. Public, visitors see it too.
import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  SelfServePlans,
  type BillingPlan,
  type SelfServePlan,
  type TPlanAccount,
  type TPlansReply,
} from '@tendermark/shared';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { formatDate } from '@/lib/format.ts';
import { failureText } from '@/lib/i18n.ts';
import { useBillingPortal, useCheckout, usePlans, useStartTrial } from '../api/billing-calls.ts';
import { PlanCard } from '../components/plan-card.tsx';

const isSelfServe = (plan: BillingPlan): plan is SelfServePlan =>
  (SelfServePlans as readonly string[]).includes(plan);

function CheckoutOutcome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = params.get('checkout');
  if (outcome === 'success')
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        {t('billing.checkoutSuccess')}
      </Alert>
    );
  if (outcome === 'canceled')
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} role="status">
        {t('billing.checkoutCanceled')}
      </Alert>
    );
  return null;
}

/** The member's plan, its end, free auctions and the portal for a subscriber. */
function CurrentPlan({ account }: { account: TPlanAccount }) {
  const { t } = useTranslation();
  const portal = useBillingPortal();
  return (
    <Card withBorder data-testid="current-plan">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Text fw={600}>{t('billing.currentPlan', { plan: t(`roles.${account.plan}`) })}</Text>
          <Text size="sm" c="dimmed">
            {account.plan === 'Free'
              ? t('billing.remainingFreeTenders', { count: account.remainingFreeTenders })
              : account.expires
                ? t('billing.validUntil', { date: formatDate(account.expires) })
                : t('billing.noEnd')}
          </Text>
          {account.trialStartedAt && account.plan === 'Free' ? (
            <Text size="sm" c="dimmed">
              {t('billing.trialUsed', { date: formatDate(account.trialStartedAt) })}
            </Text>
          ) : null}
        </Stack>
        {account.canManageBilling ? (
          <Button variant="default" loading={portal.isPending} onClick={() => portal.mutate()}>
            {t('billing.manage')}
          </Button>
        ) : null}
      </Group>
      <FormFailure message={failureText(t, portal)} />
    </Card>
  );
}

function TrialStarted({ expires, trialDays }: { expires: string; trialDays: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the trial button is far below: bring the outcome and its next step into view.
  useEffect(() => ref.current?.scrollIntoView({ block: 'start' }), []);
  return (
    <Alert
      ref={ref}
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      role="status"
      // Clear of the sticky header when scrolled into view.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {t('billing.trialStarted', { days: trialDays })}
        </Text>
        <Text size="sm">{t('billing.trialStartedHint', { date: formatDate(expires) })}</Text>
        <Button size="xs" component={Link} to={paths.auctions.create.getHref()}>
          {t('billing.createAuction')}
        </Button>
      </Stack>
    </Alert>
  );
}

function PlansSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={380} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** The way to a plan for this viewer, under its card. */
function PlanActions({
  plan,
  reply,
  isVisitor,
  trial,
  checkout,
}: {
  plan: BillingPlan;
  reply: TPlansReply;
  isVisitor: boolean;
  trial: ReturnType<typeof useStartTrial>;
  checkout: ReturnType<typeof useCheckout>;
}) {
  const { t } = useTranslation();
  const account = reply.account;
  if (isVisitor) {
    const logInToBuy = reply.checkoutAvailable ? (
      <Button
        component={Link}
        to={paths.auth.login.getHref(paths.pricing.getHref())}
        variant="default"
      >
        {t('billing.logInToBuy')}
      </Button>
    ) : null;
    if (plan === 'Free')
      return (
        <Button component={Link} to={paths.auth.register.getHref()} variant="light">
          {t('billing.registerToStart')}
        </Button>
      );
    if (plan === 'BusinessPremium') return logInToBuy;
    return (
      <>
        <Button component={Link} to={paths.auth.register.getHref()}>
          {t('billing.registerForTrial', { days: reply.trialDays })}
        </Button>
        {logInToBuy}
      </>
    );
  }
  if (!account || account.plan === plan || !isSelfServe(plan)) return null;
  const canSubscribe = reply.checkoutAvailable && !account.canManageBilling;
  const offersTrial = plan === 'BusinessStandard' && account.canStartTrial;
  if (!offersTrial && !canSubscribe) return null;
  return (
    <>
      {offersTrial ? (
        <Button loading={trial.isPending} onClick={() => trial.mutate()}>
          {t('billing.startTrial', { days: reply.trialDays })}
        </Button>
      ) : null}
      {canSubscribe ? (
        <Button
          variant={offersTrial ? 'default' : 'filled'}
          loading={checkout.isPending && checkout.variables === plan}
          disabled={checkout.isPending && checkout.variables !== plan}
          onClick={() => checkout.mutate(plan)}
        >
          {t('billing.subscribe')}
        </Button>
      ) : null}
      {offersTrial ? <FormFailure message={failureText(t, trial)} /> : null}
      {checkout.variables === plan ? <FormFailure message={failureText(t, checkout)} /> : null}
    </>
  );
}

export function PricingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const plans = usePlans(user);
  const trial = useStartTrial();
  const checkout = useCheckout();
  const reply = plans.data;

  return (
    <>
      <PageTitle title={t('billing.title')} description={t('billing.subtitle')} />
      <Stack gap="lg">
        <CheckoutOutcome />
        {trial.data && reply ? (
          <TrialStarted expires={trial.data.expires} trialDays={reply.trialDays} />
        ) : null}
        {plans.isPending ? <PlansSkeleton /> : null}
        {plans.isError && !reply ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{failureText(t, plans) ?? t('billing.loadFailed')}</Text>
              <Button size="xs" variant="default" onClick={() => void plans.refetch()}>
                {t('billing.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {reply ? (
          <>
            {reply.account ? <CurrentPlan account={reply.account} /> : null}
            {!reply.checkoutAvailable ? (
              <Text size="sm" c="dimmed">
                {t('billing.noCheckout')}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {reply.plans.map((offer) => (
                <PlanCard
                  key={offer.plan}
                  plan={offer.plan}
                  monthlyPrice={offer.monthlyPrice}
                  currency={reply.currency}
                  trialDays={reply.trialDays}
                  isCurrent={reply.account?.plan === offer.plan}
                  actions={
                    <PlanActions
                      plan={offer.plan}
                      reply={reply}
                      isVisitor={user === null}
                      trial={trial}
                      checkout={checkout}
                    />
                  }
                />
              ))}
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </>
  );
}
