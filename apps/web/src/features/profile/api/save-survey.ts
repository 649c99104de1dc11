// POST /api/settings/SaveSurvey?surveyAnswer: the first-login survey, answered (true) or skipped (false).
import { useMutation } from '@tanstack/react-query';
import type { TSurvey } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/auth/session-store.ts';

export function saveSurvey(answer: TSurvey | null): Promise<true> {
  return apiRequest<true>('/api/settings/SaveSurvey', {
    method: 'POST',
    query: { surveyAnswer: answer !== null },
    body: answer ?? undefined,
  });
}

export function useSaveSurvey() {
  return useMutation({
    mutationFn: saveSurvey,
    // The survey is done either way: it is not shown again.
    onSuccess: () => {
      const user = sessionStore.getUser();
      if (user) sessionStore.setUser({ ...user, SurveyCompleted: true });
    },
  });
}
