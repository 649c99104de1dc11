// The product's shell: Tendermark logo, main navigation, colour scheme, and the user menu or login.
import { lazy, Suspense } from 'react';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle.tsx';
import { Logo } from '@/components/logo.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { ReportIssueButton } from '@/features/profile/components/report-issue-button.tsx';
import { SurveyPrompt } from '@/features/profile/components/survey-prompt.tsx';
import { AppFrame } from './app-frame.tsx';
import { mainNavigation, visitorNavigation } from './nav-config.ts';
import { HeaderVisitorActions, NavbarVisitorActions } from './visitor-actions.tsx';

const SignedInActions = lazy(() => import('./signed-in-actions.tsx'));

export function MainLayout() {
  const user = useCurrentUser();
  return (
    <AppFrame
      logo={<Logo href={paths.home.getHref()} />}
      // A visitor sees what works without an account; the member sections need one.
      navigation={user ? mainNavigation : visitorNavigation}
      // Seven sections and the account menu fit one header line from a laptop's width.
      navBreakpoint="lg"
      headerActions={
        <>
          <ColorSchemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <SignedInActions user={user} />
            </Suspense>
          ) : (
            <HeaderVisitorActions />
          )}
        </>
      }
      navbarFooter={user ? undefined : (close) => <NavbarVisitorActions onNavigate={close} />}
      // Not lazy: a banner that arrived after the page pushed it down (Lighthouse: CLS 0.17).
      banner={user && !user.SurveyCompleted ? <SurveyPrompt user={user} /> : undefined}
      footer={<ReportIssueButton />}
    />
  );
}
