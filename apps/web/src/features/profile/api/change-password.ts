// POST /api/account/ChangePassword: old, new and confirmed password of the signed-in user.
import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export function changePassword(request: TChangePasswordRequest): Promise<true> {
  return apiRequest<true>('/api/account/ChangePassword', { method: 'POST', body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
