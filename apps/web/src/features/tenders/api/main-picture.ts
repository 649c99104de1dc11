// POST UploadMainPicture and DELETE DeleteMainPicture: the picture shown with a tender.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { uploadWithProgress } from '@/lib/upload-with-progress.ts';

type MainPictureReply = { mainPictureUrl: string | null };

export function uploadMainPicture({ tenderId, file }: { tenderId: string; file: File }) {
  return uploadWithProgress<MainPictureReply>({
    url: '/api/tender/UploadMainPicture',
    fields: { tenderId },
    file,
  });
}

export function deleteMainPicture(tenderId: string): Promise<MainPictureReply> {
  return apiRequest<MainPictureReply>('/api/tender/DeleteMainPicture', {
    method: 'DELETE',
    query: { tenderId },
  });
}

export function useUploadMainPicture(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMainPicture({ tenderId, file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  });
}

export function useDeleteMainPicture(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMainPicture(tenderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  });
}
