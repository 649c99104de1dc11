// The supplier's offer attachments: upload with progress (UploadAttachmentFromBidder, multipart)
// and removal (DeleteBidderAttachment).
import type { TAttachment } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { uploadWithProgress } from '@/lib/upload-with-progress.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

export function uploadBidderAttachment({
  tenderId,
  file,
  onProgress,
  signal,
}: {
  tenderId: string;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}): Promise<TAttachment[]> {
  return uploadWithProgress<TAttachment[]>({
    url: '/api/tendersupplier/UploadAttachmentFromBidder',
    fields: { tenderId },
    file,
    onProgress,
    signal,
  });
}

export function useDeleteBidderAttachment(tenderId: string) {
  return useTenderMutation(tenderId, (attachmentId: string) =>
    apiRequest<true>('/api/tendersupplier/DeleteBidderAttachment', {
      method: 'DELETE',
      query: { attachmentId },
    }),
  );
}
