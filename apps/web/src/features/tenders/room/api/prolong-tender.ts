// PUT /api/tender/ProlongTender?tenderId&length: the owner adds minutes to a running auction.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export type ProlongReply = {
  tenderId: string;
  endDate: string;
  minutes: number;
  prolongedMinutes: number;
};

export function prolongTender(tenderId: string, minutes: number): Promise<ProlongReply> {
  return apiRequest('/api/tender/ProlongTender', {
    method: 'PUT',
    query: { tenderId, length: minutes },
  });
}

export function useProlongTender(tenderId: string) {
  return useMutation({ mutationFn: (minutes: number) => prolongTender(tenderId, minutes) });
}
