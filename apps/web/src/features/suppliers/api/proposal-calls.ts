// The supplier's proposal calls: must-have answers (ResponseMustHaveCondition), the offer
// description (EditOfferDescription) and finalizing (FinalizedProposal). Each replies with the
// supplier's entry, which goes into the cached tender at once.
import type { QueryClient } from '@tanstack/react-query';
import type { TMustHaveResponse, TSupplierEntry, TTender } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

const post = (call: string, body: unknown) =>
  apiRequest<TSupplierEntry>(`/api/tendersupplier/${call}`, { method: 'POST', body });

/** The supplier's view holds only their own entry: the reply replaces it. */
function storeOwnEntry(tenderId: string) {
  return (entry: TSupplierEntry, queryClient: QueryClient) =>
    queryClient.setQueryData<TTender>(tenderKeys.detail(tenderId), (tender) =>
      tender ? { ...tender, suppliers: [entry] } : tender,
    );
}

export function useSaveMustHaves(tenderId: string) {
  return useTenderMutation(
    tenderId,
    (responses: TMustHaveResponse[]) => post('ResponseMustHaveCondition', { tenderId, responses }),
    { onReply: storeOwnEntry(tenderId) },
  );
}

export function useEditOfferDescription(tenderId: string) {
  return useTenderMutation(
    tenderId,
    (offerDescription: string) =>
      post('EditOfferDescription', { tenderId, offerDescription: offerDescription.trim() || null }),
    { onReply: storeOwnEntry(tenderId) },
  );
}

export function useFinalizeProposal(tenderId: string) {
  return useTenderMutation(tenderId, () => post('FinalizedProposal', { tenderId }), {
    onReply: storeOwnEntry(tenderId),
  });
}
