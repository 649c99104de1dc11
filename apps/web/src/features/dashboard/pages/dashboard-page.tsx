// /: the product landing page for visitors, the personal dashboard for signed-in users.
import { useCurrentUser } from '../../../lib/auth/session-store.ts';
import { LandingHero } from '../components/landing-hero.tsx';
import { WelcomePanel } from '../components/welcome-panel.tsx';

export function DashboardPage() {
  const user = useCurrentUser();
  return user ? <WelcomePanel user={user} /> : <LandingHero />;
}
