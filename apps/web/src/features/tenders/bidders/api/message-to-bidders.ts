// POST /api/tender/MessageToBidders?id, body { msg }: a message to every invited and taking-part bidder.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function messageToBidders(tenderId: string, msg: string): Promise<{ recipients: number }> {
  return apiRequest('/api/tender/MessageToBidders', {
    method: 'POST',
    query: { id: tenderId },
    body: { msg },
  });
}

export function useMessageToBidders(tenderId: string) {
  return useMutation({ mutationFn: (msg: string) => messageToBidders(tenderId, msg) });
}
