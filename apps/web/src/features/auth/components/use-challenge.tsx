// A sign-in form's "Please confirm you're not a robot" check (spec §8): nothing until the server
// asks for it. The widget and the check of the server's answer load only then: the challenge's
// contract (packages/shared) brings zod, which a sign-in page's first paint does without.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '@/lib/translation.ts';

const ChallengeField = lazy(async () => ({
  default: (await import('./challenge-field.tsx')).ChallengeField,
}));

/**
 * A form's challenge: shown once the server asked for it, and kept until the form succeeds. A
 * sent payload is spent (the server takes each once), so after every attempt a new one is solved.
 */
export function useChallenge() {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const settle = useCallback(
    (error: unknown) => {
      if (payload) {
        setPayload(null);
        setRound((current) => current + 1);
      }
      void import('./challenge-field.tsx').then(({ isChallengeRequired }) => {
        if (isChallengeRequired(error)) setShown(true);
      });
    },
    [payload],
  );

  return {
    isShown,
    /** The solved payload to send along, if any. */
    payload: payload ?? undefined,
    /** Shown but not solved yet: the form asks the visitor to wait instead of sending. */
    isPending: isShown && !payload,
    settle,
    /** The form's failure to show: the request to solve the challenge goes once it is solved. */
    visibleFailure: (failure: string | null) =>
      payload && failure === t('messages.captcha') ? null : failure,
    field: isShown ? (
      <Suspense fallback={null}>
        <ChallengeField key={round} onSolved={setPayload} />
      </Suspense>
    ) : null,
  };
}
