// POST /api/account/RequestResetPassword?username: mails a reset link if the account exists.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(userName: string): Promise<unknown> {
  return apiRequest<unknown>('/api/account/RequestResetPassword', {
    method: 'POST',
    query: { username: userName },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
