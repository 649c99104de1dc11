// The lots' calls (issue 30): GET /api/tender/GetLots, and the supplier's AcceptLevel and DropOut
// (Japanese) and AcceptOffer (Dutch), each answered with its place in the chain.
import { queryOptions } from '@tanstack/react-query';
import type { TLotReceipt, TLotsReply } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { roomKeys } from './room-keys.ts';

export function lotsQueryOptions(tenderId: string) {
  return queryOptions({
    queryKey: roomKeys.lots(tenderId),
    queryFn: () => apiRequest<TLotsReply>('/api/tender/GetLots', { query: { tenderId } }),
  });
}

export function acceptLevel(tenderId: string, itemId: string, round: number) {
  return apiRequest<TLotReceipt>('/api/tendersupplier/AcceptLevel', {
    method: 'POST',
    body: { tenderId, itemId, round },
  });
}

export function dropOut(tenderId: string, itemId: string) {
  return apiRequest<TLotReceipt>('/api/tendersupplier/DropOut', {
    method: 'POST',
    body: { tenderId, itemId },
  });
}

export function acceptOffer(tenderId: string, itemId: string, level: number) {
  return apiRequest<TLotReceipt>('/api/tendersupplier/AcceptOffer', {
    method: 'POST',
    body: { tenderId, itemId, level },
  });
}
