// GET /api/tender/ActiveOnTender?tenderId: how many suppliers are in the room (names for the owner).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { roomKeys } from './room-keys.ts';

export type ActiveOnTender = { count: number; userNames?: string[] };

export function getActiveOnTender(tenderId: string): Promise<ActiveOnTender> {
  return apiRequest('/api/tender/ActiveOnTender', { query: { tenderId } });
}

export function useActiveOnTender(
  tenderId: string,
  { refetchInterval }: { refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: roomKeys.active(tenderId),
    queryFn: () => getActiveOnTender(tenderId),
    refetchInterval,
  });
}
