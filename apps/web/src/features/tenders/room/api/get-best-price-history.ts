// GET /api/tender/GetBestPriceHistory?tenderId: the best total over time, for the owner's chart.
import { useQuery } from '@tanstack/react-query';
import type { TBestPricePoint } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { roomKeys } from './room-keys.ts';

export function getBestPriceHistory(tenderId: string): Promise<TBestPricePoint[]> {
  return apiRequest('/api/tender/GetBestPriceHistory', { query: { tenderId } });
}

export function useBestPriceHistory(tenderId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: roomKeys.bestPrice(tenderId),
    queryFn: () => getBestPriceHistory(tenderId),
    enabled,
  });
}
