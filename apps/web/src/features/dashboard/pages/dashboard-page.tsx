// /: the product landing page for visitors, the personal work dashboard for signed-in users. The
// dashboard (and its chart) loads lazily, so that visitors download only the landing page.
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { LandingHero } from '../components/landing-hero.tsx';

const WelcomePanel = lazy(async () => ({
  default: (await import('../components/welcome-panel.tsx')).WelcomePanel,
}));

export function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return <LandingHero />;
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <WelcomePanel user={user} />
    </Suspense>
  );
}
