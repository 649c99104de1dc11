// POST /api/tender/AddAnnouncement?tenderId {text}: a note to everyone in the auction.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export type AnnouncementReply = { tenderId: string; date: string; text: string };

export function addAnnouncement(tenderId: string, text: string): Promise<AnnouncementReply> {
  return apiRequest('/api/tender/AddAnnouncement', {
    method: 'POST',
    query: { tenderId },
    body: { text },
  });
}

export function useAddAnnouncement(tenderId: string) {
  return useMutation({ mutationFn: (text: string) => addAnnouncement(tenderId, text) });
}
