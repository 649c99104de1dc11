// Holds the app behind a full-page loader until start-up is done; offers a retry when it fails.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { StartupTexts } from '@tendermark/shared';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { startOnce, type StartupOutcome } from './run-startup.ts';
import { StartupProblemScreen } from './startup-screens.tsx';

type GateState = 'starting' | StartupOutcome;

export function StartupGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>('starting');

  useEffect(() => {
    let isCurrent = true;
    startOnce(window.location.pathname).then((outcome) => {
      // The whole app renders now: as a transition, React renders it in slices and keeps the
      // main thread free in between, instead of one long task (Lighthouse's Total Blocking Time).
      if (isCurrent) startTransition(() => setState(outcome));
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const handleRetry = () => {
    setState('starting');
    startOnce(window.location.pathname, true).then(setState);
  };

  if (state === 'ready') return children;
  if (state === 'starting') return <FullPageLoader label={StartupTexts['common.loading']} />;
  return <StartupProblemScreen kind={state} onRetry={handleRetry} />;
}
