// POST /api/tender/ShareAuction?tenderId: the public link of a public, scheduled tender.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The reply of ShareAuction (ZShareReply). */
export type ShareReply = { url: string };

export function shareTender(tenderId: string): Promise<ShareReply> {
  return apiRequest<ShareReply>('/api/tender/ShareAuction', {
    method: 'POST',
    query: { tenderId },
  });
}

export function useShareTender() {
  return useMutation({ mutationFn: shareTender });
}
