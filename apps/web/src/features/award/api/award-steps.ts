// POST AwardTender, CloseWithoutAward, CancelAward and FinalizeAward: the owner's award steps.
// Each refreshes the comparison and the tender (whose `award` the tender pages show).
import type { TAwardTenderBodyInput, TTenderAward } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';
import { awardKeys } from './award-keys.ts';

type Step = 'AwardTender' | 'CloseWithoutAward' | 'CancelAward' | 'FinalizeAward';

function postStep(tenderId: string, step: Step, body?: unknown): Promise<TTenderAward> {
  return apiRequest<TTenderAward>(`/api/tender/${step}`, {
    method: 'POST',
    query: { tenderId },
    body,
  });
}

function useAwardStep<Input>(tenderId: string, call: (input: Input) => Promise<TTenderAward>) {
  return useTenderMutation(tenderId, call, { alsoRefresh: [awardKeys.comparison(tenderId)] });
}

export const useAwardTender = (tenderId: string) =>
  useAwardStep(tenderId, (body: TAwardTenderBodyInput) => postStep(tenderId, 'AwardTender', body));

export const useCloseWithoutAward = (tenderId: string) =>
  useAwardStep(tenderId, (reason: string) => postStep(tenderId, 'CloseWithoutAward', { reason }));

export const useCancelAward = (tenderId: string) =>
  useAwardStep(tenderId, (reason: string) => postStep(tenderId, 'CancelAward', { reason }));

export const useFinalizeAward = (tenderId: string) =>
  useAwardStep(tenderId, () => postStep(tenderId, 'FinalizeAward'));
