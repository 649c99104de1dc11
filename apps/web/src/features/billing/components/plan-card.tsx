// One plan on the plans page: name, monthly price, what it allows, and the way to it for this
// viewer (register, start the trial, subscribe, or a badge on the plan they have).
import type { ReactNode } from 'react';
import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { BillingPlan } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { formatMoney } from '@/lib/money.ts';
import { planFeatures } from '../model/plan-features.ts';

type PlanCardProps = {
  plan: BillingPlan;
  monthlyPrice: number;
  currency: string;
  trialDays: number;
  isCurrent: boolean;
  /** The buttons or note that lead to this plan. */
  actions?: ReactNode;
};

export function PlanCard({
  plan,
  monthlyPrice,
  currency,
  trialDays,
  isCurrent,
  actions,
}: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = `plan-${plan}`;
  const { features, limit } = planFeatures(plan);
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      padding="lg"
      data-testid={`plan-${plan}`}
      style={
        isCurrent
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Title order={2} fz="h3" id={titleId}>
              {t(`roles.${plan}`)}
            </Title>
            {isCurrent ? <Badge variant="filled">{t('billing.current')}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`billing.plan.${plan}.tagline`)}
          </Text>
        </Stack>
        <Group gap={6} align="baseline">
          <Text fz={32} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {monthlyPrice === 0 ? t('billing.free') : formatMoney(monthlyPrice, currency)}
          </Text>
          {monthlyPrice === 0 ? null : (
            <Text size="sm" c="dimmed">
              {t('billing.perMonth')}
            </Text>
          )}
        </Group>
        <List
          spacing="xs"
          size="sm"
          lh={1.45}
          icon={
            <ThemeIcon color="teal" size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {features.map((key) => (
            <List.Item key={key}>{t(key, { days: trialDays })}</List.Item>
          ))}
          {limit ? (
            <List.Item
              icon={
                <ThemeIcon color="orange" size={20} radius="xl" variant="light" aria-hidden>
                  <IconInfoCircle size={14} />
                </ThemeIcon>
              }
            >
              {t(limit)}
            </List.Item>
          ) : null}
        </List>
        {actions ? <Stack gap="xs">{actions}</Stack> : null}
      </Stack>
    </Card>
  );
}
