// The company's colleagues: GetCollaborators, InviteCollaborator, CancelCollaboratorInvitation,
// RemoveCollaborator, and the invitation link's GetCompanyInvitation / AcceptCompanyInvitation.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCollaborators, TCompanyInvitationInfo } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { reloadCurrentUser } from '@/lib/auth/session.ts';
import { profileKeys } from './user-details.ts';

export const collaboratorsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.collaborators,
    queryFn: () => apiRequest<TCollaborators>('/api/settings/GetCollaborators'),
  });

export function useCollaborators() {
  return useQuery(collaboratorsQueryOptions());
}

function useCollaboratorMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export const useInviteCollaborator = () =>
  useCollaboratorMutation((email: string) =>
    apiRequest<true>('/api/settings/InviteCollaborator', { method: 'POST', body: { email } }),
  );

export const useCancelCollaboratorInvitation = () =>
  useCollaboratorMutation((email: string) =>
    apiRequest<true>('/api/settings/CancelCollaboratorInvitation', {
      method: 'DELETE',
      query: { email },
    }),
  );

export function useRemoveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) =>
      apiRequest<true>('/api/settings/RemoveCollaborator', {
        method: 'DELETE',
        query: { userName },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      // Leaving the company empties the profile's company details.
      await reloadCurrentUser().catch(() => undefined);
    },
  });
}

export function useCompanyInvitation(token: string) {
  return useQuery({
    queryKey: ['settings', 'company-invitation', token],
    queryFn: () =>
      apiRequest<TCompanyInvitationInfo>('/api/settings/GetCompanyInvitation', {
        query: { token },
      }),
    enabled: token !== '',
    retry: false,
  });
}

export function useAcceptCompanyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ companyName: string }>('/api/settings/AcceptCompanyInvitation', {
        method: 'POST',
        query: { token },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      await reloadCurrentUser().catch(() => undefined);
    },
  });
}
