// What each plan allows, as the server enforces it (spec §1, tenders/plan.ts, search suggestions):
// a paid plan schedules real auctions freely and gets industry suggestions; Free has a counter
// of free auctions (0 for a new account). The two Business plans unlock the same features today.
import type { BillingPlan } from '@tendermark/shared';
import type { EnglishTextKey } from '@tendermark/shared';

type PlanFeatures = { features: EnglishTextKey[]; limit?: EnglishTextKey };

const featuresByPlan: Record<BillingPlan, PlanFeatures> = {
  Free: {
    features: [
      'billing.plan.Free.feature1',
      'billing.plan.Free.feature2',
      'billing.plan.Free.feature3',
      'billing.plan.Free.feature4',
    ],
    limit: 'billing.plan.Free.limit',
  },
  BusinessStandard: {
    features: [
      'billing.plan.BusinessStandard.feature1',
      'billing.plan.BusinessStandard.feature2',
      'billing.plan.BusinessStandard.feature3',
      'billing.plan.BusinessStandard.feature4',
    ],
  },
  BusinessPremium: {
    features: ['billing.plan.BusinessPremium.feature1', 'billing.plan.BusinessPremium.feature2'],
  },
};

export function planFeatures(plan: BillingPlan): PlanFeatures {
  return featuresByPlan[plan];
}
