// Sealed offers (issue 30): GET /api/tendersupplier/GetSealedOfferStatus (the receipt of the own
// offer, never its prices) and POST SubmitSealedOffer (the whole offer, replacing an earlier one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSealedOfferBody, TSealedOfferReceipt } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

/** Under the tender's key, so that refreshing the tender refreshes the receipt too. */
export const sealedOfferKey = (tenderId: string) =>
  [...tenderKeys.detail(tenderId), 'sealed-offer'] as const;

export function sealedOfferStatusOptions(tenderId: string) {
  return queryOptions({
    queryKey: sealedOfferKey(tenderId),
    queryFn: () =>
      apiRequest<TSealedOfferReceipt>('/api/tendersupplier/GetSealedOfferStatus', {
        query: { tenderId },
      }),
  });
}

export function useSealedOfferStatus(tenderId: string) {
  return useQuery(sealedOfferStatusOptions(tenderId));
}

export function useSubmitSealedOffer(tenderId: string) {
  return useTenderMutation(
    tenderId,
    (body: Omit<TSealedOfferBody, 'tenderId'>) =>
      apiRequest<TSealedOfferReceipt>('/api/tendersupplier/SubmitSealedOffer', {
        method: 'POST',
        body: { tenderId, ...body },
      }),
    {
      onReply: (receipt, queryClient) =>
        queryClient.setQueryData(sealedOfferKey(tenderId), receipt),
    },
  );
}
