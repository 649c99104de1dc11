// POST /api/account/ResendActivation?username: mails a new activation link if the account waits.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { PasswordResetInput } from './request-password-reset.ts';

export function useResendActivation() {
  return useMutation({
    mutationFn: ({ userName, altcha }: PasswordResetInput) =>
      apiRequest<unknown>('/api/account/ResendActivation', {
        method: 'POST',
        query: { username: userName },
        body: altcha ? { altcha } : undefined,
      }),
  });
}
