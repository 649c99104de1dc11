// GET /api/tender/GetBidHistory?tenderId: every bid for the owner, the own bids for a supplier.
import { useQuery } from '@tanstack/react-query';
import type { TBidHistory } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { roomKeys } from './room-keys.ts';

export function getBidHistory(tenderId: string): Promise<TBidHistory> {
  return apiRequest('/api/tender/GetBidHistory', { query: { tenderId } });
}

export function useBidHistory(tenderId: string) {
  return useQuery({
    queryKey: roomKeys.bidHistory(tenderId),
    queryFn: () => getBidHistory(tenderId),
  });
}
