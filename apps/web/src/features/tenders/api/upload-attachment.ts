// POST /api/tender/UploadAttachment: one file per request, so that each has its own progress bar.
import type { TAttachment } from '@tendermark/shared';
import { uploadWithProgress } from '@/lib/upload-with-progress.ts';

export type UploadAttachmentInput = {
  tenderId: string;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

export function uploadAttachment({
  tenderId,
  file,
  onProgress,
  signal,
}: UploadAttachmentInput): Promise<TAttachment[]> {
  return uploadWithProgress<TAttachment[]>({
    url: '/api/tender/UploadAttachment',
    fields: { tenderId },
    file,
    onProgress,
    signal,
  });
}
