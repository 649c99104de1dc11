// User calls of the admin area: lists, profiles, one user's overview, trial, removal, freezing.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminProfileList,
  TAdminUserList,
  TAdminUserOverview,
  TFreezeReply,
  TGiveTrialReply,
} from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

const key = ['admin', 'users'] as const;
export const PAGE_SIZE = 20;

export function useUserList(page: number, filter: string) {
  return useQuery({
    queryKey: [...key, 'list', page, filter],
    queryFn: () =>
      apiRequest<TAdminUserList>('/api/admin/GetUserList', {
        query: { page, recordsPerPage: PAGE_SIZE, filter: filter || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProfileList(page: number, filter: string) {
  return useQuery({
    queryKey: [...key, 'profiles', page, filter],
    queryFn: () =>
      apiRequest<TAdminProfileList>('/api/admin/GetUserProfiles', {
        query: { page, recordsPerPage: PAGE_SIZE, filter: filter || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUserOverview(id: string) {
  return useQuery({
    queryKey: [...key, 'overview', id],
    queryFn: () => apiRequest<TAdminUserOverview>('/api/admin/GetUserOverview', { query: { id } }),
  });
}

export function useGiveTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userName: string; days: number }) =>
      apiRequest<TGiveTrialReply>('/api/admin/GiveTrialToUser', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) =>
      apiRequest<true>('/api/admin/DeleteUserFromSystem', {
        method: 'DELETE',
        query: { userName },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useFreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenderId, freeze }: { tenderId: string; freeze: boolean }) =>
      apiRequest<TFreezeReply>(freeze ? '/api/admin/FreezeTender' : '/api/admin/UnfreezeTender', {
        method: 'POST',
        query: { tenderId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
