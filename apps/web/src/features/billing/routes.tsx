// Route objects of the billing area: the plans page, public (visitors and members).
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';

export const billingRoutes: RouteObject[] = [
  {
    path: paths.pricing.path,
    lazy: async () => ({
      Component: (await import('./pages/pricing-page.tsx')).PricingPage,
    }),
  },
];
