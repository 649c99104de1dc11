// Localization text calls of the admin area (list, add, edit with the correction workflow, delete, check).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAddLocalizationTextRequest,
  TEditLocalizationTextRequest,
  TLocalizationIntegrityReport,
  TLocalizationText,
} from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

const key = ['admin', 'localization'] as const;

export function useLocalizationTexts(filter: string) {
  return useQuery({
    queryKey: [...key, filter],
    queryFn: () =>
      apiRequest<TLocalizationText[]>('/api/admin/GetLocalizationTexts', {
        query: { filter: filter || undefined },
      }),
  });
}

export function useIntegrityCheck() {
  return useMutation({
    mutationFn: () =>
      apiRequest<TLocalizationIntegrityReport>('/api/admin/CheckLocalizationsIntegrity'),
  });
}

export function useAddText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddLocalizationTextRequest) =>
      apiRequest<TLocalizationText>('/api/admin/AddLocalizationText', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useEditText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditLocalizationTextRequest) =>
      apiRequest<TLocalizationText>('/api/admin/EditLocalizationText', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (textKey: string) =>
      apiRequest<true>('/api/admin/DeleteLocalizationText', {
        method: 'DELETE',
        query: { key: textKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
