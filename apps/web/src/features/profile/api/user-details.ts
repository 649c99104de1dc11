// GET GetUserDetails, PUT UpdateUserDetails and PUT UpdateCompanyDetails: the caller's profile.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateCompanyDetails, TUpdateUserDetails, TUserDetails } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { reloadCurrentUser } from '@/lib/auth/session.ts';

export const profileKeys = {
  all: ['settings'] as const,
  userDetails: ['settings', 'user-details'] as const,
  collaborators: ['settings', 'collaborators'] as const,
};

export function fetchUserDetails(): Promise<TUserDetails> {
  return apiRequest<TUserDetails>('/api/settings/GetUserDetails');
}

export const userDetailsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.userDetails, queryFn: fetchUserDetails });

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}

export function updateUserDetails(details: TUpdateUserDetails): Promise<TUserDetails> {
  return apiRequest<TUserDetails>('/api/settings/UpdateUserDetails', {
    method: 'PUT',
    body: details,
  });
}

export function updateCompanyDetails(details: TUpdateCompanyDetails): Promise<TUserDetails> {
  return apiRequest<TUserDetails>('/api/settings/UpdateCompanyDetails', {
    method: 'PUT',
    body: details,
  });
}

/** Both saves answer the whole profile; the signed-in user is reloaded (IsUserProfileFilled). */
function useProfileMutation<Input>(save: (input: Input) => Promise<TUserDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (details) => {
      queryClient.setQueryData(profileKeys.userDetails, details);
      await queryClient.invalidateQueries({ queryKey: profileKeys.collaborators });
      await reloadCurrentUser().catch(() => undefined);
    },
  });
}

export const useUpdateUserDetails = () => useProfileMutation(updateUserDetails);
export const useUpdateCompanyDetails = () => useProfileMutation(updateCompanyDetails);
