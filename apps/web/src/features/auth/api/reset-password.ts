// POST /api/account/ResetPassword: sets a new password with the token of the reset link.
import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export function resetPassword(request: TResetPasswordRequest): Promise<true> {
  return apiRequest<true>('/api/account/ResetPassword', { method: 'POST', body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
