// Clarification questions of a tender (GetQuestions, AskQuestion, AnswerQuestion), used by the
// owner's bidders step and by the supplier view.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuestion } from '@tendermark/shared';
import { apiRequest } from './api-client.ts';

/** Under the tenders prefix, so that refreshing every tender query refreshes these too. */
export const questionKeys = {
  ofTender: (tenderId: string) => ['tenders', 'questions', tenderId] as const,
};

export function getQuestions(tenderId: string): Promise<TQuestion[]> {
  return apiRequest<TQuestion[]>('/api/tender/GetQuestions', { query: { tenderId } });
}

export function questionsQueryOptions(tenderId: string) {
  return queryOptions({
    queryKey: questionKeys.ofTender(tenderId),
    queryFn: () => getQuestions(tenderId),
  });
}

export function useQuestions(tenderId: string, { enabled = true } = {}) {
  return useQuery({ ...questionsQueryOptions(tenderId), enabled });
}

export function useAskQuestion(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      apiRequest<TQuestion>('/api/tendersupplier/AskQuestion', {
        method: 'POST',
        body: { tenderId, question },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.ofTender(tenderId) }),
  });
}

export function useAnswerQuestion(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string }) =>
      apiRequest<TQuestion>('/api/tender/AnswerQuestion', {
        method: 'POST',
        body: { questionId, answer },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.ofTender(tenderId) }),
  });
}
