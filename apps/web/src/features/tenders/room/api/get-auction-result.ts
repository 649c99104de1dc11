// GET /api/tender/GetAuctionResult?tenderId: the standing so far, and after the end the winner and
// savings (owner: every entry; supplier: its own).
import { useQuery } from '@tanstack/react-query';
import type { TAuctionResult } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { roomKeys } from './room-keys.ts';

export function getAuctionResult(tenderId: string): Promise<TAuctionResult> {
  return apiRequest('/api/tender/GetAuctionResult', { query: { tenderId } });
}

export function useAuctionResult(tenderId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: roomKeys.result(tenderId),
    queryFn: () => getAuctionResult(tenderId),
    enabled,
  });
}
