// POST /api/tendersupplier/AddDemoBidders: demo bidders with first offers join a demo auction.
import type { TSupplierEntry } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

export function addDemoBidders(tenderId: string): Promise<TSupplierEntry[]> {
  return apiRequest('/api/tendersupplier/AddDemoBidders', { method: 'POST', body: { tenderId } });
}

export function useAddDemoBidders(tenderId: string) {
  return useTenderMutation(tenderId, () => addDemoBidders(tenderId));
}
