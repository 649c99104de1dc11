// POST /api/account/RequestResetPassword?username: mails a reset link if the account exists.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export type PasswordResetInput = {
  userName: string;
  /** The solved challenge, when the server asked for one. */
  altcha?: string;
};

export function requestPasswordReset({ userName, altcha }: PasswordResetInput): Promise<unknown> {
  return apiRequest<unknown>('/api/account/RequestResetPassword', {
    method: 'POST',
    query: { username: userName },
    body: altcha ? { altcha } : undefined,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
