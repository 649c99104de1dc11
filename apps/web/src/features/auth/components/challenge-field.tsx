// The "Please confirm you're not a robot" check of spec §8, shown by the sign-in forms once the
// server asks for it (after repeated failures): ALTCHA's proof-of-work widget fetches a challenge
// from this server and solves it in the browser, with no outside service and no tracking.
// useChallenge (use-challenge.tsx) loads this module after a failure: the challenge's contract
// brings zod along.
import { useEffect, useRef } from 'react';
import { Box } from '@mantine/core';
import { CHALLENGE_PATH, CHALLENGE_REQUIRED } from '@tendermark/shared';
import type {} from 'altcha/types/react';
import { isApiError } from '@/lib/api-error.ts';

/** Whether a failed call asked for a solved challenge (missing, expired or already used). */
export function isChallengeRequired(error: unknown): boolean {
  return isApiError(error) && error.code === CHALLENGE_REQUIRED;
}

/** No attribution link to an outside site, and no collection of pointer or scroll movements. */
const widgetConfiguration = JSON.stringify({ hideFooter: true, humanInteractionSignature: false });

type WidgetState = { state: string; payload?: string };

/** The widget; it starts solving as soon as it shows and reports the payload once solved. */
export function ChallengeField({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    void import('./altcha-widget.ts');
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<WidgetState>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', handleStateChange);
    return () => element.removeEventListener('statechange', handleStateChange);
  }, [onSolved]);

  return (
    <Box data-testid="challenge">
      <altcha-widget
        ref={widget}
        challenge={CHALLENGE_PATH}
        auto="onload"
        configuration={widgetConfiguration}
        style={{ '--altcha-max-width': '100%' }}
      />
    </Box>
  );
}
