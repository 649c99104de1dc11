// GET /api/tender/VerifyBidChain?tenderId: the server recomputes the hash chain of the bid log.
import { useMutation } from '@tanstack/react-query';
import type { TBidChainReport } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export function verifyBidChain(tenderId: string): Promise<TBidChainReport> {
  return apiRequest('/api/tender/VerifyBidChain', { query: { tenderId } });
}

export function useVerifyBidChain(tenderId: string) {
  return useMutation({ mutationFn: () => verifyBidChain(tenderId) });
}
